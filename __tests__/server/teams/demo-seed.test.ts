import { eq } from 'drizzle-orm';
import { courses, users } from '@/server/db/schema';
import { seedSchool } from '@/server/seed/demo-school';
import { COMPLETED_DISTRIBUTION_NAME, OPEN_DISTRIBUTION_NAME } from '@/server/seed/teams';
import { createTestContext, type TestContext } from '../../support/server/context';

// pages.md team screens on the first start: the running demo course has an open distribution where persona `student`
// is registered without a team, teams to browse and join, students without a team, and a completed one with scores.
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

type Distribution = { id: number; name: string; state: string; registrationStatus: string };

it('shows persona student an open distribution he is registered for, without a team', async () => {
  const student = await user('student');
  const response = await ctx.request(`/api/v2/courses/${courseId}/team-distribution`, { as: student });
  const items = (await response.json()) as Distribution[];
  const open = items.find((item) => item.name === OPEN_DISTRIBUTION_NAME);
  expect(open).toMatchObject({ state: 'initial', registrationStatus: 'completed' });
  const base = `/api/v2/courses/${courseId}/team-distribution/${open?.id}`;
  const detailed = await (await ctx.request(`${base}/detailed`, { as: student })).json();
  expect(detailed).toMatchObject({ teamsCount: 3, myTeam: null });
  expect(detailed.studentsWithoutTeamCount).toBeGreaterThanOrEqual(4);
  const page = await (await ctx.request(`${base}/team?current=1&pageSize=10`, { as: student })).json();
  expect(page.items).toHaveLength(3);
  expect(page.items[0].teamLead).not.toBeNull();
});

it('shows the manager a completed distribution whose task got team scores', async () => {
  const manager = await user('manager');
  const items = (await (
    await ctx.request(`/api/v2/courses/${courseId}/team-distribution`, { as: manager })
  ).json()) as Distribution[];
  const completed = items.find((item) => item.name === COMPLETED_DISTRIBUTION_NAME);
  expect(completed?.state).toBe('completed');
  const tasks = (await (await ctx.request(`/api/v2/courses/${courseId}/tasks`, { as: manager })).json()) as {
    id: number;
    teamDistributionId: number | null;
  }[];
  const task = tasks.find((item) => item.teamDistributionId === completed?.id);
  expect(task).toBeDefined();
  const preview = (await (
    await ctx.request(`/api/v2/courses/${courseId}/team-distribution/${completed?.id}/submit-score/${task?.id}`, {
      as: manager,
    })
  ).json()) as { score: number; members: { current: number | null; new: number }[] }[];
  expect(preview.length).toBeGreaterThan(0);
  for (const team of preview) for (const member of team.members) expect(member.current).toBe(member.new);
});
