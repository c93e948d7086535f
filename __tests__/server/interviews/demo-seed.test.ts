import { eq } from 'drizzle-orm';
import { courses, users } from '@/server/db/schema';
import { seedSchool } from '@/server/seed/demo-school';
import { REGULAR_INTERVIEW_NAME, STAGE_INTERVIEW_NAME } from '@/server/seed/interviews';
import { createTestContext, type TestContext } from '../../support/server/context';

// pages.md §2–§4 on the first start: the running demo course has both interviews open around now, persona mentor's
// pairs (completed with feedback and open), persona student paired for CoreJS, and wait lists.
let ctx: TestContext;
let courseId: number;
const seedAt = new Date('2026-03-01T10:00:00.000Z');

beforeAll(async () => {
  ctx = await createTestContext();
  await seedSchool(ctx.db, { students: 40, mentors: 3, tasks: 12 }, 7, seedAt);
  ctx.clock.set(seedAt);
  const [main] = await ctx.db.select({ id: courses.id }).from(courses).where(eq(courses.alias, 'js-fe-2026'));
  courseId = main.id;
}, 120_000);
afterAll(() => ctx.close());

const user = async (login: string) =>
  (await ctx.db.select({ id: users.id, githubId: users.githubId }).from(users).where(eq(users.githubId, login)))[0];
const get = async (as: { id: number; githubId: string }, path: string) =>
  (await ctx.request(`/api/v2/courses/${courseId}/interviews${path}`, { as })).json();

type MentorView = {
  interview: { id: number; name: string };
  pairs: { status: string; feedbackVersion: number | null }[];
};

it('gives persona mentor completed and open pairs in both interviews', async () => {
  const items = (await get(await user('mentor'), '/mentors/me')) as MentorView[];
  const regular = items.find((item) => item.interview.name === REGULAR_INTERVIEW_NAME);
  const stage = items.find((item) => item.interview.name === STAGE_INTERVIEW_NAME);
  expect(regular?.pairs.map((pair) => pair.status)).toEqual(['completed', 'completed', 'not_completed']);
  expect(regular?.pairs[0].feedbackVersion).toBe(1);
  expect(stage?.pairs.map((pair) => pair.status)).toEqual(['completed', 'not_completed']);
});

it('shows persona student registered and paired for CoreJS, the screening open', async () => {
  const items = (await get(await user('student'), '/students/me')) as {
    interview: { name: string; template: string | null };
    availability: string;
    pairs: unknown[];
  }[];
  const regular = items.find((item) => item.interview.name === REGULAR_INTERVIEW_NAME);
  expect(regular).toMatchObject({ availability: 'distributed', interview: { template: 'corejs1' } });
  expect(regular?.pairs).toHaveLength(1);
  expect(items.some((item) => item.interview.name === STAGE_INTERVIEW_NAME)).toBe(true);
});

it('fills both wait lists and scores completed pairs through the score service', async () => {
  const manager = await user('manager');
  const list = (await get(manager, '?types=interview,stage-interview')) as { id: number; name: string }[];
  for (const interview of list) {
    const waiting = (await get(manager, `/${interview.id}/students/available`)) as unknown[];
    expect(waiting.length).toBeGreaterThanOrEqual(3);
  }
  const regular = list.find((item) => item.name === REGULAR_INTERVIEW_NAME);
  const pairs = (await get(manager, `/${regular?.id}/pairs`)) as { status: string; score: number | null }[];
  expect(pairs.filter((pair) => pair.status === 'completed').map((pair) => pair.score)).toEqual([80, 45]);
  const results = (await ctx.db.execute(
    `select count(*)::int as n from task_result where course_task_id = ${regular?.id}`,
  )) as unknown as { rows: { n: number }[] };
  expect(results.rows[0].n).toBe(2);
});

it('lets the manager pair the waiting screening candidates (the e2e journey)', async () => {
  const manager = await user('manager');
  const list = (await get(manager, '?types=stage-interview')) as { id: number }[];
  const dry = await ctx.request(`/api/v2/courses/${courseId}/interviews/${list[0].id}/distribution`, {
    as: manager,
    method: 'POST',
    body: { dryRun: true, registrationEnabled: false },
  });
  expect(dry.status).toBe(200);
  const plan = (await dry.json()) as { created: number; unassigned: { githubId: string }[] };
  expect(plan.created).toBeGreaterThan(0);
  const candidates = (await ctx.db.execute(`select u.github_id from student s join "user" u on u.id = s.user_id
    where s.course_id = ${courseId} and not s.is_expelled and s.mentoring and s.mentor_id is null
      and not exists (select 1 from interview_registration r where r.student_id = s.id and r.course_task_id = ${list[0].id})
      and u.github_id not in ('student', 'expelled-student')
    order by s.id limit 1`)) as unknown as { rows: { github_id: string }[] };
  expect(candidates.rows).toHaveLength(1);
});
