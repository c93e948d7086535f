import { eq } from 'drizzle-orm';
import { certificates } from '@/server/db/schema';
import { createTestContext, readProblem, type Caller, type TestContext } from '../../support/server/context';
import { expectProblemNaming } from '../../support/server/course-input';
import { addNotification, connect, outboxOf } from '../../support/server/notifications';
import { addCourse, addCourseUser, addStudent, addUser, type TestUser } from '../../support/server/school';

// access.md §4 POST /certificate (admin) and POST /certificate/course/{courseId}/student/{githubId} (manager),
// DELETE /certificate/{studentId} (admin); rules.md R16.3: one certificate per student record, issue date = today
// (UTC), the student told `courseCertificate {course, link}` through the outbox; deleting allows a re-issue.
let ctx: TestContext;
let course: { id: number; alias: string; name: string };
let manager: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  course = await addCourse(ctx.db, { fullName: 'JavaScript / Front-end 2026' });
  manager = await addUser(ctx.db);
  await addCourseUser(ctx.db, course.id, manager.id, { isManager: true });
  await addNotification(ctx.db, {
    id: 'courseCertificate',
    templates: { email: { subject: 'Certificate for {{course.name}}', body: '{{course.fullName}} {{{link}}}' } },
  });
});
afterAll(() => ctx.close());

async function newStudent(values: Parameters<typeof addUser>[1] = {}, courseId = course.id) {
  const user = await addUser(ctx.db, values);
  const studentId = await addStudent(ctx.db, courseId, user.id);
  return { user, studentId };
}
const stored = (studentId: number) => ctx.db.select().from(certificates).where(eq(certificates.studentId, studentId));

describe('POST /certificate', () => {
  const issue = (body: unknown, as: Caller = 'admin') =>
    ctx.request('/api/v2/certificate', { method: 'POST', as, body });

  it('issues a certificate dated today (UTC) with a public UUID, by the admin, and answers 201', async () => {
    const { studentId } = await newStudent();
    ctx.clock.set(new Date('2026-03-01T23:30:00Z'));
    const response = await issue({ studentId });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({ publicId: expect.stringMatching(/^[0-9a-f-]{36}$/), studentId, issueDate: '2026-03-01' });
    const [row] = await stored(studentId);
    expect(row).toMatchObject({ publicId: body.publicId, issuedById: ctx.school.users.admin.id });
  });

  it('takes a given issue date', async () => {
    const { studentId } = await newStudent();
    const response = await issue({ studentId, issueDate: '2025-12-24' });
    expect(response.status).toBe(201);
    expect((await response.json()).issueDate).toBe('2025-12-24');
  });

  it('answers 200 with the existing certificate when the student holds one, writing nothing', async () => {
    const { studentId } = await newStudent();
    const first = await (await issue({ studentId })).json();
    const again = await issue({ studentId, issueDate: '2020-01-01' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    expect(await stored(studentId)).toHaveLength(1);
  });

  it('queues courseCertificate for the student with the course and the public link', async () => {
    const { user, studentId } = await newStudent();
    await connect(ctx.db, user.id, 'email', `${user.githubId}@example.com`);
    const { publicId } = await (await issue({ studentId })).json();
    const outbox = await outboxOf(ctx.db, user.id, 'courseCertificate');
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ channelId: 'email', subject: `Certificate for ${course.name}` });
    expect(outbox[0].body).toContain(`JavaScript / Front-end 2026 /certificate/${publicId}`);
    await issue({ studentId });
    expect(await outboxOf(ctx.db, user.id, 'courseCertificate')).toHaveLength(1);
  });

  it('answers 404 naming studentId for an unknown student record', async () => {
    const response = await issue({ studentId: 999_999 });
    expect(response.status).toBe(404);
    expect((await readProblem(response)).errors).toEqual([{ path: 'studentId', message: 'Unknown student' }]);
  });

  it.each([
    [{ studentId: 0 }, 'studentId'],
    [{ studentId: 'x' }, 'studentId'],
    [{ studentId: 1, issueDate: '2026-02-30' }, 'issueDate'],
    [{ studentId: 1, issueDate: '01.03.2026' }, 'issueDate'],
    [{ studentId: 1, note: 'x' }, 'note'],
  ])('answers 400 for %j naming %s', async (body, path) => {
    await expectProblemNaming(await issue(body), 400, path);
  });

  it.each(['manager', 'supervisor', 'student', 'hirer'] as const)('refuses %s with 403', async (persona) => {
    const { studentId } = await newStudent();
    expect((await issue({ studentId }, persona)).status).toBe(403);
    expect(await stored(studentId)).toHaveLength(0);
  });
});

describe('POST /certificate/course/{courseId}/student/{githubId}', () => {
  const issue = (githubId: string, as: TestUser | 'admin' | 'manager' = manager, courseId = course.id) =>
    ctx.request(`/api/v2/certificate/course/${courseId}/student/${githubId}`, { method: 'POST', as });

  it("issues the course manager's certificate for a student named by login in any letter case", async () => {
    const { user, studentId } = await newStudent({ githubId: 'Lark-Sparrow' });
    const response = await issue('lark-sparrow');
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ studentId });
    expect((await stored(studentId))[0].issuedById).toBe(manager.id);
    const again = await issue(user.githubId);
    expect(again.status).toBe(200);
  });

  it('answers 404 for someone who is not a student of the course', async () => {
    const other = await addCourse(ctx.db);
    const { user } = await newStudent({}, other.id);
    expect((await issue(user.githubId)).status).toBe(404);
    expect((await issue('nobody-at-all')).status).toBe(404);
  });

  it("refuses the manager of another course and the course's own supervisor with 403", async () => {
    const { user, studentId } = await newStudent();
    const outsider = await addUser(ctx.db);
    const other = await addCourse(ctx.db);
    await addCourseUser(ctx.db, other.id, outsider.id, { isManager: true });
    const supervisor = await addUser(ctx.db);
    await addCourseUser(ctx.db, course.id, supervisor.id, { isSupervisor: true });
    expect((await issue(user.githubId, outsider)).status).toBe(403);
    expect((await issue(user.githubId, supervisor)).status).toBe(403);
    expect(await stored(studentId)).toHaveLength(0);
    expect((await issue(user.githubId, 'admin')).status).toBe(201);
  });
});

describe('DELETE /certificate/{studentId}', () => {
  const remove = (studentId: number | string, as: 'admin' | 'manager' | 'anonymous' = 'admin') =>
    ctx.request(`/api/v2/certificate/${studentId}`, { method: 'DELETE', as });

  it('removes the certificate with 204; the student can be certified again with a new public id', async () => {
    const { user, studentId } = await newStudent();
    const first = await (
      await ctx.request(`/api/v2/certificate/course/${course.id}/student/${user.githubId}`, {
        method: 'POST',
        as: manager,
      })
    ).json();
    const response = await remove(studentId);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await stored(studentId)).toHaveLength(0);
    expect((await ctx.request(`/api/v2/certificate/${first.publicId}`)).status).toBe(404);
    const again = await ctx.request('/api/v2/certificate', { method: 'POST', as: 'admin', body: { studentId } });
    expect(again.status).toBe(201);
    expect((await again.json()).publicId).not.toBe(first.publicId);
  });

  it('answers 404 when the student has no certificate and 400 naming studentId for a bad id', async () => {
    const { studentId } = await newStudent();
    expect((await remove(studentId)).status).toBe(404);
    await expectProblemNaming(await remove('abc'), 400, 'studentId');
  });

  it('refuses a manager with 403 and anonymous with 401, keeping the certificate', async () => {
    const { studentId } = await newStudent();
    await ctx.request('/api/v2/certificate', { method: 'POST', as: 'admin', body: { studentId } });
    expect((await remove(studentId, 'manager')).status).toBe(403);
    expect((await remove(studentId, 'anonymous')).status).toBe(401);
    expect(await stored(studentId)).toHaveLength(1);
  });
});
