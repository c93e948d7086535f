import { eq } from 'drizzle-orm';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { enrolStudent, staffedCourse, type StaffedCourse } from '../../support/server/course-people';
import { base, createDistribution, createTeamAs, registeredStudents } from '../../support/server/teams';
import { teams } from '@/server/db/schema';

// access.md §31 and rules.md R12.3–R12.5 over a real database.
let ctx: TestContext;
let course: StaffedCourse;

beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
});
afterAll(() => ctx.close());

const teamPath = (distributionId: number, teamId?: number, tail = '') =>
  `${base(course.id, distributionId)}/team${teamId === undefined ? '' : `/${teamId}`}${tail}`;

async function codeOf(distributionId: number, teamId: number) {
  const response = await ctx.request(teamPath(distributionId, teamId, '/password'), { as: 'manager' });
  return ((await response.json()) as { password: string }).password;
}

describe('create (R12.3)', () => {
  it('makes the founder the only member and lead, with a 6-character alphanumeric password', async () => {
    const id = await createDistribution(ctx, course.id);
    const [student] = await registeredStudents(ctx, course.id, id, 1);
    const team = await createTeamAs(ctx, course.id, id, student.user, { description: 'We build' });
    expect(team).toMatchObject({ teamLeadId: student.studentId, members: [{ id: student.studentId }] });
    const [row] = await ctx.db.select().from(teams).where(eq(teams.id, team.id));
    expect(row.password).toMatch(/^[A-Za-z0-9]{6}$/);
    const again = await ctx.request(teamPath(id), {
      method: 'POST',
      as: student.user,
      body: { name: 'Second', chatLink: 'https://t.me/x' },
    });
    expect(again.status).toBe(409);
  });

  it('refuses the unregistered (403), studentIds from a student (403) and bad bodies (400 naming the field)', async () => {
    const id = await createDistribution(ctx, course.id);
    const outsider = await enrolStudent(ctx, course.id);
    const body = { name: 'X', chatLink: 'https://t.me/x' };
    expect((await ctx.request(teamPath(id), { method: 'POST', as: outsider.user, body })).status).toBe(403);
    const [student] = await registeredStudents(ctx, course.id, id, 1);
    const withIds = { ...body, studentIds: [student.studentId] };
    expect((await ctx.request(teamPath(id), { method: 'POST', as: student.user, body: withIds })).status).toBe(403);
    for (const [bad, field] of [
      [{ ...body, chatLink: 'telegram' }, 'chatLink'],
      [{ ...body, name: ' ' }, 'name'],
      [{ ...body, name: 'x'.repeat(101) }, 'name'],
      [{ ...body, studentIds: [] }, 'studentIds'],
    ] as const) {
      const response = await ctx.request(teamPath(id), { method: 'POST', as: 'manager', body: bad });
      expect((await readProblem(response)).errors?.map((error) => error.path)).toEqual([field]);
    }
  });

  it('lets a manager pick members: registers them, picks the best-ranked lead, 409 for a member of another team', async () => {
    const id = await createDistribution(ctx, course.id);
    const unregistered = await enrolStudent(ctx, course.id, { activeRank: 2 });
    const [ranked] = await registeredStudents(ctx, course.id, id, 1, 5);
    const team = await createTeamAs(ctx, course.id, id, 'manager', {
      studentIds: [ranked.studentId, unregistered.studentId],
    });
    expect(team.teamLeadId).toBe(unregistered.studentId);
    const taken = await ctx.request(teamPath(id), {
      method: 'POST',
      as: 'manager',
      body: { name: 'Y', chatLink: 'https://t.me/y', studentIds: [ranked.studentId] },
    });
    expect(taken.status).toBe(409);
    const tooMany = await registeredStudents(ctx, course.id, id, 4, 20);
    const response = await ctx.request(teamPath(id), {
      method: 'POST',
      as: 'manager',
      body: { name: 'Z', chatLink: 'https://t.me/z', studentIds: tooMany.map((s) => s.studentId) },
    });
    expect((await readProblem(response)).errors?.map((error) => error.path)).toEqual(['studentIds']);
  });
});

describe('join and leave (R12.4, R12.5)', () => {
  it('joins with the code, re-picks the lead, answers a wrong password like an unknown team, and a full team 409', async () => {
    const id = await createDistribution(ctx, course.id, { strictTeamSize: 2, maxTeamSize: 3 });
    const [first, second, third] = await registeredStudents(ctx, course.id, id, 3, 1);
    const team = await createTeamAs(ctx, course.id, id, third.user);
    const code = await codeOf(id, team.id);
    expect(code).toMatch(new RegExp(`^${team.id}_[A-Za-z0-9]{6}$`));
    const password = code.slice(code.indexOf('_') + 1);

    const wrong = await ctx.request(teamPath(id, team.id, '/join'), {
      method: 'POST',
      as: first.user,
      body: { password: 'nope00' },
    });
    const unknown = await ctx.request(teamPath(id, 999999, '/join'), {
      method: 'POST',
      as: first.user,
      body: { password },
    });
    expect(wrong.status).toBe(409);
    expect(unknown.status).toBe(409);
    const strip = ({ requestId: _requestId, ...problem }: Record<string, unknown>) => problem;
    expect(strip(await unknown.json())).toEqual(strip(await wrong.json()));

    const joined = await ctx.request(teamPath(id, team.id, '/join'), {
      method: 'POST',
      as: first.user,
      body: { password },
    });
    expect(joined.status).toBe(200);
    expect(await joined.json()).toMatchObject({ id: team.id, teamLeadId: first.studentId });
    const full = await ctx.request(teamPath(id, team.id, '/join'), {
      method: 'POST',
      as: second.user,
      body: { password: code },
    });
    expect(full.status).toBe(409);
    expect((await readProblem(full)).detail).toBe('Team is full');

    expect((await ctx.request(teamPath(id, team.id, '/leave'), { method: 'POST', as: second.user })).status).toBe(403);
    expect((await ctx.request(teamPath(id, team.id, '/leave'), { method: 'POST', as: first.user })).status).toBe(204);
    const [row] = await ctx.db.select().from(teams).where(eq(teams.id, team.id));
    expect(row.teamLeadId).toBe(third.studentId);
    expect((await ctx.request(teamPath(id, team.id, '/leave'), { method: 'POST', as: third.user })).status).toBe(204);
    expect(await ctx.db.select().from(teams).where(eq(teams.id, team.id))).toEqual([]);
  });

  it('lets only one of two students take the last seat at once', async () => {
    const id = await createDistribution(ctx, course.id, { strictTeamSize: 2 });
    const [lead, a, b] = await registeredStudents(ctx, course.id, id, 3);
    const team = await createTeamAs(ctx, course.id, id, lead.user);
    const password = await codeOf(id, team.id);
    const answers = await Promise.all(
      [a, b].map((s) =>
        ctx.request(teamPath(id, team.id, '/join'), { method: 'POST', as: s.user, body: { password } }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const page = await ctx.request(`${teamPath(id)}?current=1&pageSize=10`, { as: 'manager' });
    expect(await page.json()).toMatchObject({ items: [{ id: team.id, membersCount: 2, maxMembers: 2 }] });
  });
});

describe('list, edit and password', () => {
  it('pages teams with search; the chat link only for members and staff; 403 for the unregistered', async () => {
    const id = await createDistribution(ctx, course.id);
    const students = await registeredStudents(ctx, course.id, id, 3);
    await createTeamAs(ctx, course.id, id, students[0].user, { name: 'Alpha' });
    await createTeamAs(ctx, course.id, id, students[1].user, { name: 'Beta' });
    const page = await ctx.request(`${teamPath(id)}?current=1&pageSize=1`, { as: students[1].user });
    expect(await page.json()).toMatchObject({
      items: [{ name: 'Alpha', chatLink: null, membersCount: 1, teamLead: { id: students[0].studentId } }],
      pagination: { total: 2, totalPages: 2 },
    });
    const mine = await ctx.request(`${teamPath(id)}?current=1&pageSize=10&search=bet`, { as: students[1].user });
    expect(await mine.json()).toMatchObject({ items: [{ name: 'Beta', chatLink: 'https://t.me/the-team' }] });
    const byMember = await ctx.request(`${teamPath(id)}?current=1&pageSize=10&search=${students[0].user.githubId}`, {
      as: 'dementor',
    });
    expect(((await byMember.json()) as { items: { name: string }[] }).items.map((t) => t.name)).toEqual(['Alpha']);
    const outsider = await enrolStudent(ctx, course.id);
    expect((await ctx.request(`${teamPath(id)}?current=1&pageSize=10`, { as: outsider.user })).status).toBe(403);
    expect((await ctx.request(`${teamPath(id)}?pageSize=10`, { as: 'manager' })).status).toBe(400);
  });

  it('lets the lead edit and read or change the password; others 403; members only by a manager', async () => {
    const id = await createDistribution(ctx, course.id);
    const [lead, other, extra] = await registeredStudents(ctx, course.id, id, 3);
    const team = await createTeamAs(ctx, course.id, id, lead.user);
    const path = teamPath(id, team.id);
    expect((await ctx.request(path, { method: 'PATCH', as: lead.user, body: { name: 'Renamed' } })).status).toBe(204);
    expect((await ctx.request(path, { method: 'PATCH', as: other.user, body: { name: 'Mine' } })).status).toBe(403);
    const members = { studentIds: [lead.studentId, extra.studentId] };
    expect((await ctx.request(path, { method: 'PATCH', as: lead.user, body: members })).status).toBe(403);
    expect((await ctx.request(path, { method: 'PATCH', as: 'manager', body: members })).status).toBe(204);
    const [row] = await ctx.db.select().from(teams).where(eq(teams.id, team.id));
    expect(row.name).toBe('Renamed');

    const read = await ctx.request(`${path}/password`, { as: lead.user });
    const { password } = (await read.json()) as { password: string };
    const changed = await ctx.request(`${path}/password`, { method: 'POST', as: lead.user });
    const next = ((await changed.json()) as { password: string }).password;
    expect(next).not.toBe(password);
    expect(next.startsWith(`${team.id}_`)).toBe(true);
    expect((await ctx.request(`${path}/password`, { as: other.user })).status).toBe(403);
    expect((await ctx.request(`${path}/password`, { method: 'POST', as: extra.user })).status).toBe(403);
    expect((await ctx.request(teamPath(id, 999999, '/password'), { as: 'manager' })).status).toBe(404);
    const bad = await ctx.request(path, { method: 'PATCH', as: 'manager', body: { chatLink: 'nope' } });
    expect((await readProblem(bad)).errors?.map((error) => error.path)).toEqual(['chatLink']);
  });

  it('answers 404 for a team or distribution of another course', async () => {
    const other = await staffedCourse(ctx);
    const foreign = await createDistribution(ctx, other.id);
    const [student] = await registeredStudents(ctx, other.id, foreign, 1);
    const team = await createTeamAs(ctx, other.id, foreign, student.user);
    const inCourse = await createDistribution(ctx, course.id);
    expect((await ctx.request(`${teamPath(foreign)}?current=1&pageSize=10`, { as: 'manager' })).status).toBe(404);
    expect((await ctx.request(teamPath(inCourse, team.id, '/password'), { as: 'manager' })).status).toBe(404);
    const patch = await ctx.request(teamPath(inCourse, team.id), {
      method: 'PATCH',
      as: 'manager',
      body: { name: 'x' },
    });
    expect(patch.status).toBe(404);
  });
});
