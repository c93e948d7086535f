import { asc, eq } from 'drizzle-orm';
import { courseTasks, courseUsers, mentors, students } from '@/server/db/schema';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { countCourses, countCourseTasks, courseInput, expectProblemNaming } from '../../support/server/course-input';
import {
  addCourse,
  addCourseTask,
  addCourseUser,
  addMentor,
  addStudent,
  addUser,
  type TestCourse,
} from '../../support/server/school';

// access.md §10 POST /courses/{courseId}/copy and rules.md R15.1/R15.3: the new course gets the source's non-disabled
// course tasks, every date shifted by new.start − source.start, cross-check status back to initial; students, mentors
// and staff are never copied. (Course events and team distributions do not exist yet in this codebase.)
let ctx: TestContext;
let source: TestCourse;
let enabledTaskIds: number[];
const SOURCE_START = new Date('2026-02-01T00:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const d = (iso: string) => new Date(iso);

beforeAll(async () => {
  ctx = await createTestContext();
  source = await addCourse(ctx.db, { startDate: SOURCE_START, endDate: d('2026-06-01T00:00:00.000Z') });
  const owner = await addUser(ctx.db);
  enabledTaskIds = [
    await addCourseTask(ctx.db, source.id, {
      checker: 'mentor',
      studentStartDate: d('2026-02-02T10:00:00.000Z'),
      studentEndDate: d('2026-02-16T23:59:00.000Z'),
      maxScore: 250,
      submitText: 'Submit the deployed link',
      validations: { githubPrInUrl: true },
    }),
    await addCourseTask(ctx.db, source.id, {
      checker: 'crossCheck',
      studentStartDate: d('2026-03-01T00:00:00.000Z'),
      studentEndDate: d('2026-03-10T00:00:00.000Z'),
      studentRegistrationStartDate: d('2026-02-25T00:00:00.000Z'),
      crossCheckEndDate: d('2026-03-17T00:00:00.000Z'),
      crossCheckStatus: 'completed',
      pairsCount: 3,
    }),
    await addCourseTask(ctx.db, source.id, {
      checker: 'taskOwner',
      taskOwnerId: owner.id,
      crossCheckStatus: 'distributed',
      studentStartDate: d('2026-04-01T00:00:00.000Z'),
      studentEndDate: d('2026-04-08T00:00:00.000Z'),
    }),
  ];
  await addCourseTask(ctx.db, source.id, { disabled: true });
  const [student, mentor, manager] = [await addUser(ctx.db), await addUser(ctx.db), await addUser(ctx.db)];
  await addStudent(ctx.db, source.id, student.id);
  await addMentor(ctx.db, source.id, mentor.id);
  await addCourseUser(ctx.db, source.id, manager.id, { isManager: true, isSupervisor: true });
});
afterAll(() => ctx.close());

const copy = (sourceId: number, body: unknown) =>
  ctx.request(`/api/v2/courses/${sourceId}/copy`, { method: 'POST', as: 'admin', body });
const tasksOf = (courseId: number) =>
  ctx.db.select().from(courseTasks).where(eq(courseTasks.courseId, courseId)).orderBy(asc(courseTasks.id));

describe('POST /courses/{courseId}/copy (R15.1)', () => {
  it('answers 201 with the new course built from the body', async () => {
    const input = courseInput({ startDate: '2026-09-01T00:00:00.000Z', inviteOnly: true });
    const response = await copy(source.id, input);
    expect(response.status).toBe(201);
    const course = (await response.json()) as { id: number };
    expect(course).toMatchObject({
      name: input.name,
      alias: input.alias,
      startDate: '2026-09-01T00:00:00.000Z',
      inviteOnly: true,
      completed: false,
    });
    expect(course.id).not.toBe(source.id);
    const read = await ctx.request(`/api/v2/courses/${course.id}`, { as: 'admin' });
    expect(await read.json()).toEqual(course);
  });

  it('copies the non-disabled course tasks with every date shifted by the start-date difference', async () => {
    const newStart = d('2026-09-01T00:00:00.000Z');
    const offset = newStart.getTime() - SOURCE_START.getTime();
    const shift = (date: Date | null) => (date ? new Date(date.getTime() + offset) : null);
    const created = (await (await copy(source.id, courseInput({ startDate: newStart.toISOString() }))).json()) as {
      id: number;
    };
    const originals = (await tasksOf(source.id)).filter((task) => enabledTaskIds.includes(task.id));
    const copies = await tasksOf(created.id);
    expect(copies).toHaveLength(3);
    copies.forEach((copied, index) => {
      const original = originals[index];
      expect(copied.id).not.toBe(original.id);
      expect(copied).toMatchObject({
        courseId: created.id,
        taskId: original.taskId,
        checker: original.checker,
        maxScore: original.maxScore,
        scoreWeight: original.scoreWeight,
        pairsCount: original.pairsCount,
        submitText: original.submitText,
        validations: original.validations,
        disabled: false,
        studentStartDate: shift(original.studentStartDate),
        studentEndDate: shift(original.studentEndDate),
        studentRegistrationStartDate: shift(original.studentRegistrationStartDate),
        crossCheckEndDate: shift(original.crossCheckEndDate),
      });
    });
    expect(copies[0].studentStartDate).toEqual(d('2026-09-02T10:00:00.000Z'));
  });

  it('starts every copied task at cross-check status initial and leaves the source tasks untouched', async () => {
    const before = await tasksOf(source.id);
    const created = (await (await copy(source.id, courseInput())).json()) as { id: number };
    expect((await tasksOf(created.id)).map((task) => task.crossCheckStatus)).toEqual(['initial', 'initial', 'initial']);
    expect(await tasksOf(source.id)).toEqual(before);
  });

  it('shifts dates backwards when the new course starts before the source', async () => {
    const input = courseInput({ startDate: '2026-01-22T00:00:00.000Z', endDate: '2026-03-01T00:00:00.000Z' });
    const created = (await (await copy(source.id, input)).json()) as { id: number };
    const [first] = await tasksOf(created.id);
    expect(first.studentStartDate).toEqual(new Date(d('2026-02-02T10:00:00.000Z').getTime() - 10 * DAY));
  });

  it('copies no disabled task, student, mentor or staff row (R15.3)', async () => {
    const created = (await (await copy(source.id, courseInput())).json()) as { id: number };
    expect((await tasksOf(created.id)).some((task) => task.disabled)).toBe(false);
    expect(await ctx.db.select().from(students).where(eq(students.courseId, created.id))).toEqual([]);
    expect(await ctx.db.select().from(mentors).where(eq(mentors.courseId, created.id))).toEqual([]);
    expect(await ctx.db.select().from(courseUsers).where(eq(courseUsers.courseId, created.id))).toEqual([]);
  });

  it('copies a source without tasks into a course without tasks', async () => {
    const empty = await addCourse(ctx.db);
    const response = await copy(empty.id, courseInput());
    expect(response.status).toBe(201);
    expect(await tasksOf(((await response.json()) as { id: number }).id)).toEqual([]);
  });
});

describe('POST /courses/{courseId}/copy refusals create nothing', () => {
  const expectNothingCreated = async (send: () => Promise<Response>, status: number, path?: string) => {
    const [courses, tasks] = [await countCourses(ctx.db), await countCourseTasks(ctx.db)];
    const response = await send();
    if (path) await expectProblemNaming(response, status, path);
    else expect(response.status).toBe(status);
    expect(await countCourses(ctx.db)).toBe(courses);
    expect(await countCourseTasks(ctx.db)).toBe(tasks);
  };

  it('answers 404 for an unknown source course, even with a taken alias', async () => {
    await expectNothingCreated(() => copy(987654, courseInput()), 404);
    await expectNothingCreated(() => copy(987654, courseInput({ alias: source.alias })), 404);
  });

  it('answers 404 problem+json for an unknown source', async () => {
    expect(await readProblem(await copy(987654, courseInput()))).toMatchObject({ type: '/problems/not_found' });
  });

  it('answers 409 naming alias when the alias is taken', async () => {
    await expectNothingCreated(() => copy(source.id, courseInput({ alias: ctx.school.courseA.alias })), 409, 'alias');
  });

  it('answers 409 naming name when the name is taken', async () => {
    await expectNothingCreated(() => copy(source.id, courseInput({ name: source.name })), 409, 'name');
  });

  it('answers 400 naming the field for an invalid new course', async () => {
    await expectNothingCreated(() => copy(source.id, courseInput({ alias: 'Bad Alias' })), 400, 'alias');
    await expectNothingCreated(() => copy(source.id, courseInput({ tasks: [] })), 400, 'tasks');
  });
});
