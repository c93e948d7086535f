import { eq, inArray } from 'drizzle-orm';
import { certificates, taskResults } from '@/server/db/schema';
import { createTestContext, type Caller, type TestContext } from '../../support/server/context';
import { expectProblemNaming } from '../../support/server/course-input';
import { addNotification, connect, outboxOf } from '../../support/server/notifications';
import {
  addCertificate,
  addCourse,
  addCourseTask,
  addCourseUser,
  addStudent,
  addUser,
  type TestUser,
} from '../../support/server/school';

// access.md §4 POST /certificate/course/{courseId} (extra), rules.md R16.1–R16.3: candidates are active, not failed
// students without a certificate; with criteria, total ≥ minTotalScore and effective score ≥ minScore per task row;
// without, R16.1 (total ≥ best total × threshold / 100). dryRun lists and writes nothing; one transaction.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await addNotification(ctx.db, {
    id: 'courseCertificate',
    templates: { email: { subject: 's', body: '{{{link}}}' } },
  });
});
afterAll(() => ctx.close());

type Pupil = { login: string; total: number; expelled?: boolean; failed?: boolean; scores?: number[] };
type Scenario = { courseId: number; manager: TestUser; tasks: number[]; ids: Record<string, number> };

// A course of its own per test, with its manager, two tasks (the second disabled when asked) and the pupils.
async function scenario(pupils: Pupil[], options: { threshold?: number; disabledSecond?: boolean } = {}) {
  const course = await addCourse(ctx.db, { certificateThreshold: options.threshold ?? 70 });
  const manager = await addUser(ctx.db);
  await addCourseUser(ctx.db, course.id, manager.id, { isManager: true });
  const tasks = [
    await addCourseTask(ctx.db, course.id),
    await addCourseTask(ctx.db, course.id, { disabled: options.disabledSecond ?? false }),
  ];
  const ids: Record<string, number> = {};
  for (const pupil of pupils) {
    const user = await addUser(ctx.db, {
      githubId: `${pupil.login}-${course.id}`,
      firstName: pupil.login,
      lastName: 'Bird',
    });
    const studentId = await addStudent(ctx.db, course.id, user.id, {
      totalScore: pupil.total,
      isExpelled: pupil.expelled ?? false,
      isFailed: pupil.failed ?? false,
    });
    ids[pupil.login] = studentId;
    const results = (pupil.scores ?? []).map((score, index) => ({ studentId, courseTaskId: tasks[index], score }));
    if (results.length) await ctx.db.insert(taskResults).values(results);
  }
  return { courseId: course.id, manager, tasks, ids } satisfies Scenario;
}

const post = (s: Scenario, body: unknown, as: Caller = s.manager) =>
  ctx.request(`/api/v2/certificate/course/${s.courseId}`, { method: 'POST', as, body });
const logins = (result: { students: { githubId: string }[] }) =>
  result.students.map((student) => student.githubId.replace(/-\d+$/, ''));
const certifiedIds = async (s: Scenario) =>
  (
    await ctx.db
      .select({ studentId: certificates.studentId })
      .from(certificates)
      .where(inArray(certificates.studentId, Object.values(s.ids)))
  ).map((row) => row.studentId);

describe('the course threshold (R16.1) when no criteria are given', () => {
  const pupils: Pupil[] = [
    { login: 'ara', total: 200 },
    { login: 'bee', total: 140 },
    { login: 'cob', total: 139.9 },
    { login: 'dov', total: 250, expelled: true },
    { login: 'emu', total: 180, failed: true },
  ];

  it('certifies active, not failed students with total ≥ best total × threshold, ordered by login', async () => {
    // The best total is the expelled one's 250 (the best in the course): 70 % of it is 175.
    const s = await scenario(pupils);
    const response = await post(s, {});
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result).toEqual({
      issued: 1,
      alreadyCertified: 0,
      students: [{ studentId: s.ids.ara, githubId: `ara-${s.courseId}`, name: 'ara Bird' }],
    });
    expect(await certifiedIds(s)).toEqual([s.ids.ara]);
  });

  it('uses the course threshold: at 56 % of 250 the 140 passes too, 139.9 does not', async () => {
    const s = await scenario(pupils, { threshold: 56 });
    expect(logins(await (await post(s, { criteria: {} })).json())).toEqual(['ara', 'bee']);
  });

  it('certifies nobody when the best total is 0', async () => {
    const s = await scenario([{ login: 'fay', total: 0 }], { threshold: 0 });
    expect(await (await post(s, {})).json()).toEqual({ issued: 0, alreadyCertified: 0, students: [] });
  });

  it('counts students who qualify and hold a certificate already, and issues nothing to them', async () => {
    const s = await scenario(pupils, { threshold: 56 });
    const existing = await addCertificate(ctx.db, s.ids.ara, '2026-01-10');
    const result = await (await post(s, {})).json();
    expect(result).toMatchObject({ issued: 1, alreadyCertified: 1 });
    expect(logins(result)).toEqual(['bee']);
    const [row] = await ctx.db.select().from(certificates).where(eq(certificates.studentId, s.ids.ara));
    expect(row).toMatchObject({ publicId: existing.publicId, issueDate: '2026-01-10' });
  });
});

describe('criteria (R16.2)', () => {
  const pupils: Pupil[] = [
    { login: 'ara', total: 90, scores: [50, 40] },
    { login: 'bee', total: 80, scores: [30, 50] },
    { login: 'cob', total: 60, scores: [60] },
    { login: 'dov', total: 95, scores: [90, 5], expelled: true },
  ];

  it('requires the minimum total', async () => {
    const s = await scenario(pupils);
    expect(logins(await (await post(s, { criteria: { minTotalScore: 80 } })).json())).toEqual(['ara', 'bee']);
  });

  it('requires every task minimum, a missing result counting as 0', async () => {
    const s = await scenario(pupils);
    const first = { courseTaskId: s.tasks[0], minScore: 40 };
    const one = { criteria: { taskCriteria: [first] }, dryRun: true };
    expect(logins(await (await post(s, one)).json())).toEqual(['ara', 'cob']);
    const both = { criteria: { taskCriteria: [first, { courseTaskId: s.tasks[1], minScore: 1 }] }, dryRun: true };
    expect(logins(await (await post(s, both)).json())).toEqual(['ara']);
  });

  it('combines the total with the task rows (AND)', async () => {
    const s = await scenario(pupils);
    const body = { criteria: { minTotalScore: 85, taskCriteria: [{ courseTaskId: s.tasks[1], minScore: 30 }] } };
    expect(logins(await (await post(s, body)).json())).toEqual(['ara']);
  });

  it('gives a disabled task no effective score (R3.2): only a minimum of 0 passes it', async () => {
    const s = await scenario(pupils, { disabledSecond: true });
    const strict = { criteria: { taskCriteria: [{ courseTaskId: s.tasks[1], minScore: 1 }] }, dryRun: true };
    expect(logins(await (await post(s, strict)).json())).toEqual([]);
    const open = { criteria: { taskCriteria: [{ courseTaskId: s.tasks[1], minScore: 0 }] }, dryRun: true };
    expect(logins(await (await post(s, open)).json())).toEqual(['ara', 'bee', 'cob']);
  });
});

describe('dry run and effects', () => {
  it('lists who would receive one and writes nothing, then the real run issues to the same students', async () => {
    const s = await scenario([
      { login: 'ara', total: 90 },
      { login: 'bee', total: 10 },
    ]);
    const dry = await (await post(s, { criteria: { minTotalScore: 50 }, dryRun: true })).json();
    expect(dry).toEqual({
      issued: 0,
      alreadyCertified: 0,
      students: [expect.objectContaining({ studentId: s.ids.ara })],
    });
    expect(await certifiedIds(s)).toEqual([]);
    const real = await (await post(s, { criteria: { minTotalScore: 50 } })).json();
    expect(real.students).toEqual(dry.students);
    expect(await certifiedIds(s)).toEqual([s.ids.ara]);
    const rerun = await (await post(s, { criteria: { minTotalScore: 50 } })).json();
    expect(rerun).toEqual({ issued: 0, alreadyCertified: 1, students: [] });
  });

  it('queues courseCertificate for each new certificate only, today (UTC) by the manager', async () => {
    const s = await scenario([
      { login: 'ara', total: 90 },
      { login: 'bee', total: 90 },
    ]);
    const users = await ctx.db.query.students.findMany({
      where: (t, { inArray: within }) => within(t.id, Object.values(s.ids)),
    });
    for (const row of users) await connect(ctx.db, row.userId, 'email', `${row.userId}@example.com`);
    ctx.clock.set(new Date('2026-04-30T23:59:00Z'));
    await post(s, { dryRun: true });
    for (const row of users) expect(await outboxOf(ctx.db, row.userId, 'courseCertificate')).toHaveLength(0);
    await post(s, {});
    for (const row of users) {
      const [certificate] = await ctx.db.select().from(certificates).where(eq(certificates.studentId, row.id));
      expect(certificate).toMatchObject({ issueDate: '2026-04-30', issuedById: s.manager.id });
      const outbox = await outboxOf(ctx.db, row.userId, 'courseCertificate');
      expect(outbox).toHaveLength(1);
      expect(outbox[0].body).toContain(`/certificate/${certificate.publicId}`);
    }
  });
});

describe('input and access', () => {
  it('answers 400 naming the row of a task of another course, and writes nothing', async () => {
    const s = await scenario([{ login: 'ara', total: 90 }]);
    const foreign = await addCourseTask(ctx.db, ctx.school.courseB.id);
    const body = {
      criteria: {
        taskCriteria: [
          { courseTaskId: s.tasks[0], minScore: 0 },
          { courseTaskId: foreign, minScore: 0 },
        ],
      },
    };
    await expectProblemNaming(await post(s, body), 400, 'criteria.taskCriteria.1.courseTaskId');
    expect(await certifiedIds(s)).toEqual([]);
  });

  it.each([
    [{ criteria: { minTotalScore: -1 } }, 'criteria.minTotalScore'],
    [{ criteria: { taskCriteria: [{ courseTaskId: 1 }] } }, 'criteria.taskCriteria.0.minScore'],
    [{ criteria: { taskCriteria: [{ courseTaskId: 'a', minScore: 1 }] } }, 'criteria.taskCriteria.0.courseTaskId'],
    [{ dryRun: 'yes' }, 'dryRun'],
    [{ threshold: 50 }, 'threshold'],
  ])('answers 400 for %j naming %s', async (body, path) => {
    const s = await scenario([]);
    await expectProblemNaming(await post(s, body), 400, path);
  });

  it('answers 400 naming a task listed twice', async () => {
    const s = await scenario([]);
    const row = { courseTaskId: s.tasks[0], minScore: 1 };
    await expectProblemNaming(
      await post(s, { criteria: { taskCriteria: [row, row] } }),
      400,
      'criteria.taskCriteria.1.courseTaskId',
    );
  });

  it('lets an admin run it; refuses the supervisor, a mentor, a student and another course manager', async () => {
    const s = await scenario([{ login: 'ara', total: 90 }]);
    const outsider = await addUser(ctx.db);
    await addCourseUser(ctx.db, ctx.school.courseB.id, outsider.id, { isManager: true });
    const supervisor = await addUser(ctx.db);
    await addCourseUser(ctx.db, s.courseId, supervisor.id, { isSupervisor: true });
    for (const as of [outsider, supervisor, 'mentor', 'student'] as const) {
      expect((await post(s, {}, as)).status).toBe(403);
    }
    expect((await post(s, {}, 'anonymous')).status).toBe(401);
    expect(await certifiedIds(s)).toEqual([]);
    expect((await post(s, { dryRun: true }, 'admin')).status).toBe(200);
  });
});
