import { eq } from 'drizzle-orm';
import { students, teamDistributions, teamMembers, teams, users } from '@/server/db/schema';
import { createTestContext, type Caller, type TestContext } from '../../support/server/context';
import {
  enrolStudent,
  staffedCourse,
  type EnrolledStudent,
  type StaffedCourse,
} from '../../support/server/course-people';
import { base, createDistribution, createTeamAs, registeredStudents } from '../../support/server/teams';
import { setRanks } from '../../support/server/school';

// DESIGN.md "Performance": the teams page is kept per process under its course's schedule and roster versions
// (list-teams.ts; migration 0022 for the team rows). Every write the page shows is on the very next read, a hit answers
// what the miss did, and viewers never share a page (the chat link and `mine` are theirs).
type TeamPage = {
  items: {
    id: number;
    name: string;
    description: string;
    chatLink: string | null;
    maxMembers: number;
    teamLead: { id: number } | null;
    members: { id: number; githubId: string; name: string; rank: number | null; countryName: string | null }[];
  }[];
  pagination: { total: number };
};

let ctx: TestContext;
let course: StaffedCourse;
let distributionId: number;
let people: EnrolledStudent[];
let alphaId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
  distributionId = await createDistribution(ctx, course.id);
  people = await registeredStudents(ctx, course.id, distributionId, 3);
  alphaId = (await createTeamAs(ctx, course.id, distributionId, people[0].user, { name: 'Alpha' })).id;
  await createTeamAs(ctx, course.id, distributionId, people[1].user, { name: 'Beta' });
});
afterAll(() => ctx.close());

const read = async (as: Caller = 'manager', query = 'current=1&pageSize=10') => {
  const response = await ctx.request(`${base(course.id, distributionId)}/team?${query}`, { as });
  expect(response.status).toBe(200);
  return (await response.json()) as TeamPage;
};
const alpha = async (as: Caller = 'manager') => (await read(as)).items.find((team) => team.id === alphaId);

describe('teams page kept under the course versions', () => {
  it('answers a hit exactly as the miss before it, and each viewer his own page', async () => {
    expect(await read()).toEqual(await read());
    expect((await alpha())?.chatLink).toBe('https://t.me/the-team');
    expect((await alpha(people[1].user))?.chatLink).toBeNull();
    expect((await alpha(people[0].user))?.chatLink).toBe('https://t.me/the-team');
    expect((await alpha(people[1].user))?.chatLink).toBeNull();
  });

  it("shows a team's new name, description and chat link on the next read (migration 0022)", async () => {
    await read();
    await ctx.db
      .update(teams)
      .set({ name: 'Alpha prime', description: 'Renamed', chatLink: 'https://t.me/prime' })
      .where(eq(teams.id, alphaId));
    expect(await alpha()).toMatchObject({
      name: 'Alpha prime',
      description: 'Renamed',
      chatLink: 'https://t.me/prime',
    });
    expect((await read('manager', 'current=1&pageSize=10&search=prime')).items.map((team) => team.id)).toEqual([
      alphaId,
    ]);
  });

  it('shows a new member, a new lead and a deleted team on the next read', async () => {
    expect((await alpha())?.members).toHaveLength(1);
    await ctx.db
      .insert(teamMembers)
      .values({ teamId: alphaId, studentId: people[2].studentId, teamDistributionId: distributionId });
    expect((await alpha())?.members.map((member) => member.id)).toContain(people[2].studentId);
    expect((await alpha(people[2].user))?.chatLink).toBe('https://t.me/prime');
    await ctx.db.update(teams).set({ teamLeadId: people[2].studentId }).where(eq(teams.id, alphaId));
    expect((await alpha())?.teamLead?.id).toBe(people[2].studentId);
    const doomed = await createTeamAs(ctx, course.id, distributionId, 'manager', {
      name: 'Gamma',
      studentIds: [(await registeredStudents(ctx, course.id, distributionId, 1))[0].studentId],
    });
    expect((await read()).pagination.total).toBe(3);
    await ctx.db.delete(teamMembers).where(eq(teamMembers.teamId, doomed.id));
    await ctx.db.delete(teams).where(eq(teams.id, doomed.id));
    expect((await read()).pagination.total).toBe(2);
  });

  it("shows a member's new rank, name and country, and the distribution's new team size, on the next read", async () => {
    await read();
    // Ranks move only with a write of the course's student rows (a score write rewrites the scored student's row, and
    // a full ranking runs in the transaction of an expel or a restore): that write moves the roster version.
    await setRanks(ctx.db, people[0].studentId, { activeRank: 7 });
    await ctx.db.update(students).set({ totalScore: 1 }).where(eq(students.id, people[0].studentId));
    const member = () => alpha().then((team) => team?.members.find((m) => m.id === people[0].studentId));
    expect((await member())?.rank).toBe(7);
    await ctx.db
      .update(users)
      .set({ firstName: 'Renata', lastName: 'Stone', countryName: 'Chile' })
      .where(eq(users.id, people[0].user.id));
    expect(await member()).toMatchObject({ name: 'Renata Stone', countryName: 'Chile' });
    await ctx.db
      .update(teamDistributions)
      .set({ strictTeamSizeMode: false, maxTeamSize: 6 })
      .where(eq(teamDistributions.id, distributionId));
    expect((await alpha())?.maxMembers).toBe(6);
  });

  it('finds a member by a changed login on the next read', async () => {
    const login = `${people[1].user.githubId}-renamed`;
    expect((await read('manager', `current=1&pageSize=10&search=${login}`)).items).toEqual([]);
    await ctx.db.update(users).set({ githubId: login }).where(eq(users.id, people[1].user.id));
    expect((await read('manager', `current=1&pageSize=10&search=${login}`)).items.map((team) => team.name)).toEqual([
      'Beta',
    ]);
  });

  it('still answers 404 for a distribution of another course and 403 for the unregistered, each time', async () => {
    const [foreign] = await ctx.db
      .insert(teamDistributions)
      .values({ courseId: ctx.school.courseB.id, name: 'Elsewhere', startDate: new Date(), endDate: new Date() })
      .returning({ id: teamDistributions.id });
    const outsider = await enrolStudent(ctx, course.id);
    for (let i = 0; i < 2; i++) {
      const elsewhere = `${base(course.id, foreign.id)}/team?current=1&pageSize=10`;
      expect((await ctx.request(elsewhere, { as: 'manager' })).status).toBe(404);
      const page = `${base(course.id, distributionId)}/team?current=1&pageSize=10`;
      expect((await ctx.request(page, { as: outsider.user })).status).toBe(403);
    }
  });
});
