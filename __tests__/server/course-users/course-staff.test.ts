import { and, eq } from 'drizzle-orm';
import { courseUsers } from '@/server/db/schema';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { countCourseUsers, expectProblemNaming } from '../../support/server/course-input';
import {
  addCourse,
  addCourseUser,
  addStudent,
  addUser,
  type TestCourse,
  type TestUser,
} from '../../support/server/school';

// access.md §9 GET and PUT /courses/{courseId}/users, decision 0.2.11: the staff list of one course, and a bulk upsert
// that touches only rows of the path course, keeps omitted flags, deletes rows left without any flag and writes nothing
// when a userId is unknown.
let ctx: TestContext;
let course: TestCourse;
let manager: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  course = await addCourse(ctx.db);
  manager = await addUser(ctx.db, { firstName: 'Grace', lastName: 'Hopper' });
  await addCourseUser(ctx.db, course.id, manager.id, { isManager: true });
});
afterAll(() => ctx.close());

const flagsOf = async (courseId: number, userId: number) => {
  const [row] = await ctx.db
    .select({
      isManager: courseUsers.isManager,
      isSupervisor: courseUsers.isSupervisor,
      isDementor: courseUsers.isDementor,
      isActivist: courseUsers.isActivist,
    })
    .from(courseUsers)
    .where(and(eq(courseUsers.courseId, courseId), eq(courseUsers.userId, userId)));
  return row ?? null;
};
const flags = (set: Partial<Record<'isManager' | 'isSupervisor' | 'isDementor' | 'isActivist', boolean>>) => ({
  isManager: false,
  isSupervisor: false,
  isDementor: false,
  isActivist: false,
  ...set,
});
const putUsers = (body: unknown, courseId = course.id) =>
  ctx.request(`/api/v2/courses/${courseId}/users`, { method: 'PUT', as: manager, body });

describe('GET /courses/{courseId}/users', () => {
  it("lists the course's staff rows with names and flags, and nobody of other courses or without a staff row", async () => {
    const listed = await addCourse(ctx.db);
    const ada = await addUser(ctx.db, { firstName: 'Ada', lastName: 'Lovelace' });
    const nameless = await addUser(ctx.db, { firstName: null, lastName: null });
    await addCourseUser(ctx.db, listed.id, ada.id, { isManager: true, isActivist: true });
    await addCourseUser(ctx.db, listed.id, nameless.id, { isSupervisor: true, isDementor: true });
    await addCourseUser(ctx.db, ctx.school.courseB.id, ada.id, { isSupervisor: true });
    await addStudent(ctx.db, listed.id, (await addUser(ctx.db)).id);

    const response = await ctx.request(`/api/v2/courses/${listed.id}/users`, { as: 'admin' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const rows = (await response.json()) as { userId: number }[];
    expect([...rows].sort((a, b) => a.userId - b.userId)).toEqual([
      {
        id: expect.any(Number),
        userId: ada.id,
        githubId: ada.githubId,
        name: 'Ada Lovelace',
        ...flags({ isManager: true, isActivist: true }),
      },
      {
        id: expect.any(Number),
        userId: nameless.id,
        githubId: nameless.githubId,
        name: nameless.githubId,
        ...flags({ isSupervisor: true, isDementor: true }),
      },
    ]);
  });

  it('lists the staff of course A to its manager', async () => {
    const response = await ctx.request(`/api/v2/courses/${ctx.school.courseA.id}/users`, { as: 'manager' });
    expect(response.status).toBe(200);
    const rows = (await response.json()) as { userId: number; isManager: boolean }[];
    const { users } = ctx.school;
    expect(rows.map((row) => row.userId).sort()).toEqual(
      [users.manager.id, users.supervisor.id, users.dementor.id].sort(),
    );
    expect(rows.find((row) => row.userId === users.manager.id)?.isManager).toBe(true);
  });
});

describe('PUT /courses/{courseId}/users', () => {
  it('answers 204 and creates a row with the given flags, the others false', async () => {
    const user = await addUser(ctx.db);
    const response = await putUsers([{ userId: user.id, isSupervisor: true }]);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await flagsOf(course.id, user.id)).toEqual(flags({ isSupervisor: true }));
  });

  it("touches only rows of the path course: the same user's row in another course is untouched (0.2.11)", async () => {
    const user = await addUser(ctx.db);
    const other = await addCourse(ctx.db);
    await addCourseUser(ctx.db, other.id, user.id, { isManager: true, isActivist: true });
    expect((await putUsers([{ userId: user.id, isDementor: true, isManager: false }])).status).toBe(204);
    expect(await flagsOf(course.id, user.id)).toEqual(flags({ isDementor: true }));
    expect(await flagsOf(other.id, user.id)).toEqual(flags({ isManager: true, isActivist: true }));
  });

  it('keeps the value of every omitted flag of an existing row', async () => {
    const user = await addUser(ctx.db);
    await addCourseUser(ctx.db, course.id, user.id, { isSupervisor: true, isActivist: true });
    expect((await putUsers([{ userId: user.id, isDementor: true, isActivist: false }])).status).toBe(204);
    expect(await flagsOf(course.id, user.id)).toEqual(flags({ isSupervisor: true, isDementor: true }));
  });

  it('deletes a row left with every flag false, and creates no row for a new user without flags', async () => {
    const staff = await addUser(ctx.db);
    const newcomer = await addUser(ctx.db);
    await addCourseUser(ctx.db, course.id, staff.id, { isManager: true, isDementor: true });
    const body = [{ userId: staff.id, isManager: false, isDementor: false }, { userId: newcomer.id }];
    expect((await putUsers(body)).status).toBe(204);
    expect(await flagsOf(course.id, staff.id)).toBeNull();
    expect(await flagsOf(course.id, newcomer.id)).toBeNull();
  });

  it('applies several rows in one call', async () => {
    const [first, second] = [await addUser(ctx.db), await addUser(ctx.db)];
    expect(
      (
        await putUsers([
          { userId: first.id, isManager: true },
          { userId: second.id, isActivist: true },
        ])
      ).status,
    ).toBe(204);
    expect(await flagsOf(course.id, first.id)).toEqual(flags({ isManager: true }));
    expect(await flagsOf(course.id, second.id)).toEqual(flags({ isActivist: true }));
  });

  it('answers 400 naming <index>.userId for an unknown user and writes none of the rows', async () => {
    const known = await addUser(ctx.db);
    const before = await countCourseUsers(ctx.db);
    const response = await putUsers([
      { userId: known.id, isManager: true },
      { userId: 987654, isSupervisor: true },
    ]);
    const problem = await expectProblemNaming(response, 400, '1.userId');
    expect(problem.type).toBe('/problems/validation');
    expect(problem.errors?.map((error) => error.path)).toEqual(['1.userId']);
    expect(await flagsOf(course.id, known.id)).toBeNull();
    expect(await countCourseUsers(ctx.db)).toBe(before);
  });

  it('answers 400 naming the repeated row when one user appears twice, writing nothing', async () => {
    const user = await addUser(ctx.db);
    const before = await countCourseUsers(ctx.db);
    const response = await putUsers([
      { userId: user.id, isManager: true },
      { userId: user.id, isDementor: true },
    ]);
    const problem = await expectProblemNaming(response, 400, '1.userId');
    expect(problem.errors?.map((error) => error.path)).toEqual(['1.userId']);
    expect(await countCourseUsers(ctx.db)).toBe(before);
  });

  it('answers 400 for an empty array, writing nothing', async () => {
    const before = await countCourseUsers(ctx.db);
    const response = await putUsers([]);
    expect(response.status).toBe(400);
    expect((await readProblem(response)).type).toBe('/problems/validation');
    expect(await countCourseUsers(ctx.db)).toBe(before);
  });

  it('answers 400 for more than 500 rows', async () => {
    expect((await putUsers(Array.from({ length: 501 }, () => ({ userId: manager.id, isManager: true })))).status).toBe(
      400,
    );
  });

  it('answers 400 naming the field for a bad userId, a non-boolean flag or an unknown field', async () => {
    await expectProblemNaming(await putUsers([{ userId: 0 }]), 400, '0.userId');
    await expectProblemNaming(await putUsers([{ userId: manager.id, isManager: 'yes' }]), 400, '0.isManager');
    await expectProblemNaming(await putUsers([{ userId: manager.id, isOwner: true }]), 400, '0.isOwner');
    await expectProblemNaming(await putUsers({ userId: manager.id }), 400, '(root)');
    expect(await flagsOf(course.id, manager.id)).toEqual(flags({ isManager: true }));
  });

  it('answers 404 to an admin for an unknown course, writing nothing', async () => {
    const user = await addUser(ctx.db);
    const before = await countCourseUsers(ctx.db);
    const response = await ctx.request('/api/v2/courses/987654/users', {
      method: 'PUT',
      as: 'admin',
      body: [{ userId: user.id, isManager: true }],
    });
    expect(response.status).toBe(404);
    expect(await countCourseUsers(ctx.db)).toBe(before);
  });
});
