import { eq } from 'drizzle-orm';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { enrolStudent, staffedCourse, type StaffedCourse } from '../../support/server/course-people';
import { addCourseTask } from '../../support/server/school';
import {
  base,
  createDistribution,
  createTeamAs,
  DAY,
  distributionBody,
  registeredStudents,
} from '../../support/server/teams';
import { taskResults, teamDistributions, teamDistributionStudents } from '@/server/db/schema';

// access.md §32 and rules.md R12.1, R12.2, R12.6–R12.8 over a real database.
let ctx: TestContext;
let course: StaffedCourse;

beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
});
afterAll(() => ctx.close());

const list = (courseId = course.id) => `/api/v2/courses/${courseId}/team-distribution`;

describe('create, list, update, delete', () => {
  it('creates (201), lists by start date with the caller status, updates and deletes', async () => {
    const later = await createDistribution(ctx, course.id, {
      name: 'Later',
      startDate: new Date(ctx.clock.now().getTime() + 2 * DAY).toISOString(),
      endDate: new Date(ctx.clock.now().getTime() + 9 * DAY).toISOString(),
    });
    const open = await createDistribution(ctx, course.id, { name: 'Open' });
    const student = await enrolStudent(ctx, course.id);
    const items = (await (await ctx.request(list(), { as: student.user })).json()) as {
      id: number;
      registrationStatus: string;
    }[];
    expect(items.map((item) => [item.id, item.registrationStatus])).toEqual([
      [open, 'available'],
      [later, 'future'],
    ]);
    const updated = await ctx.request(base(course.id, later), {
      method: 'PUT',
      as: 'manager',
      body: distributionBody(ctx, { name: 'Renamed', minTotalScore: 5 }),
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ id: later, name: 'Renamed', minTotalScore: 5, state: 'initial' });
    const removed = await ctx.request(base(course.id, later), { method: 'DELETE', as: 'manager' });
    expect(removed.status).toBe(204);
    expect((await ctx.request(base(course.id, later), { method: 'DELETE', as: 'manager' })).status).toBe(404);
  });

  it('names the field of a bad body (400)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ minTeamSize: 1 }, 'minTeamSize'],
      [{ maxTeamSize: 2, minTeamSize: 3, strictTeamSize: 3 }, 'maxTeamSize'],
      [{ strictTeamSize: 9 }, 'strictTeamSize'],
      [{ endDate: '2020-01-01T00:00:00Z' }, 'endDate'],
      [{ startDate: 'soon' }, 'startDate'],
      [{ minTotalScore: -1 }, 'minTotalScore'],
      [{ extra: true }, 'extra'],
    ];
    for (const [values, field] of cases) {
      const response = await ctx.request(list(), {
        method: 'POST',
        as: 'manager',
        body: distributionBody(ctx, values),
      });
      expect(response.status).toBe(400);
      expect((await readProblem(response)).errors?.map((error) => error.path)).toContain(field);
    }
  });

  it('answers 404 for a distribution of another course', async () => {
    const other = await staffedCourse(ctx);
    const foreign = await createDistribution(ctx, other.id);
    const paths = [
      [base(course.id, foreign), 'PUT'],
      [base(course.id, foreign), 'DELETE'],
      [`${base(course.id, foreign)}/detailed`, 'GET'],
      [`${base(course.id, foreign)}/distribution`, 'POST'],
    ] as const;
    for (const [path, method] of paths) {
      const body = method === 'PUT' ? distributionBody(ctx) : undefined;
      expect((await ctx.request(path, { method, as: 'manager', body })).status).toBe(404);
    }
  });
});

describe('registry (R12.1) and status (R12.2)', () => {
  it('registers once (409 again), cancels (404 when not registered), and refuses outside the window', async () => {
    const id = await createDistribution(ctx, course.id);
    const student = await enrolStudent(ctx, course.id);
    const path = `${base(course.id, id)}/registry`;
    expect((await ctx.request(path, { method: 'POST', as: student.user })).status).toBe(204);
    const again = await ctx.request(path, { method: 'POST', as: student.user });
    expect(again.status).toBe(409);
    expect((await readProblem(again)).detail).toMatch(/already registered/);
    const status = async () =>
      (
        (await (await ctx.request(list(), { as: student.user })).json()) as { id: number; registrationStatus: string }[]
      ).find((item) => item.id === id)?.registrationStatus;
    expect(await status()).toBe('completed');
    expect((await ctx.request(path, { method: 'DELETE', as: student.user })).status).toBe(204);
    expect((await ctx.request(path, { method: 'DELETE', as: student.user })).status).toBe(404);
    expect(await status()).toBe('available');

    ctx.clock.advance(8 * DAY);
    const late = await ctx.request(path, { method: 'POST', as: student.user });
    ctx.clock.advance(-8 * DAY);
    expect(late.status).toBe(409);
    expect((await readProblem(late)).detail).toMatch(/between the start and end/);
  });

  it('refuses a total below the minimum (409) and an expelled student (403, status unavailable)', async () => {
    const id = await createDistribution(ctx, course.id, { minTotalScore: 50 });
    const low = await enrolStudent(ctx, course.id, { totalScore: 10 });
    const response = await ctx.request(`${base(course.id, id)}/registry`, { method: 'POST', as: low.user });
    expect(response.status).toBe(409);
    expect((await readProblem(response)).detail).toMatch(/at least 50/);
    const expelled = await enrolStudent(ctx, course.id, { isExpelled: true, totalScore: 100 });
    expect((await ctx.request(`${base(course.id, id)}/registry`, { method: 'POST', as: expelled.user })).status).toBe(
      403,
    );
    const items = (await (await ctx.request(list(), { as: low.user })).json()) as {
      id: number;
      registrationStatus: string;
    }[];
    expect(items.find((item) => item.id === id)?.registrationStatus).toBe('unavailable');
  });

  it('refuses to cancel while in a team (409) and shows distributed', async () => {
    const id = await createDistribution(ctx, course.id);
    const [student] = await registeredStudents(ctx, course.id, id, 1);
    await createTeamAs(ctx, course.id, id, student.user);
    const response = await ctx.request(`${base(course.id, id)}/registry`, { method: 'DELETE', as: student.user });
    expect(response.status).toBe(409);
    const items = (await (await ctx.request(list(), { as: student.user })).json()) as {
      id: number;
      registrationStatus: string;
    }[];
    expect(items.find((item) => item.id === id)?.registrationStatus).toBe('distributed');
  });

  it('lets a manager remove a student: registration inactive, team left, empty team deleted', async () => {
    const id = await createDistribution(ctx, course.id);
    const [student] = await registeredStudents(ctx, course.id, id, 1);
    await createTeamAs(ctx, course.id, id, student.user);
    const path = `${base(course.id, id)}/students/${student.studentId}`;
    expect((await ctx.request(path, { method: 'DELETE', as: 'manager' })).status).toBe(204);
    const [row] = await ctx.db
      .select()
      .from(teamDistributionStudents)
      .where(eq(teamDistributionStudents.studentId, student.studentId));
    expect(row).toMatchObject({ active: false, distributed: false });
    const detailed = await (await ctx.request(`${base(course.id, id)}/detailed`, { as: 'manager' })).json();
    expect(detailed).toMatchObject({ teamsCount: 0, studentsWithoutTeamCount: 0 });
    expect((await ctx.request(path, { method: 'DELETE', as: 'manager' })).status).toBe(204);
    const stranger = await enrolStudent(ctx, course.id);
    expect(
      (await ctx.request(`${base(course.id, id)}/students/${stranger.studentId}`, { method: 'DELETE', as: 'manager' }))
        .status,
    ).toBe(404);
  });
});

describe('detailed and students without team', () => {
  it('shows counts and the caller team; students page by rank with prefix search; 403 for the unregistered', async () => {
    const id = await createDistribution(ctx, course.id);
    const students = await registeredStudents(ctx, course.id, id, 5, 10);
    const team = await createTeamAs(ctx, course.id, id, students[4].user);
    const detailed = await ctx.request(`${base(course.id, id)}/detailed`, { as: students[4].user });
    expect(await detailed.json()).toMatchObject({
      id,
      teamsCount: 1,
      studentsWithoutTeamCount: 4,
      registrationStatus: 'distributed',
      myTeam: { id: team.id, teamLeadId: students[4].studentId, members: [{ id: students[4].studentId }] },
    });
    const page = await ctx.request(`${base(course.id, id)}/students?current=1&pageSize=3`, { as: students[0].user });
    const body = (await page.json()) as { items: { id: number; rank: number }[]; pagination: { total: number } };
    expect(body.items.map((item) => item.rank)).toEqual([10, 11, 12]);
    expect(body.pagination).toMatchObject({ total: 4, totalPages: 2 });
    const login = students[1].user.githubId;
    const search = await ctx.request(
      `${base(course.id, id)}/students?current=1&pageSize=10&search=${encodeURIComponent(login.toUpperCase())}`,
      { as: 'manager' },
    );
    expect(((await search.json()) as { items: { id: number }[] }).items.map((item) => item.id)).toEqual([
      students[1].studentId,
    ]);
    const past = await ctx.request(`${base(course.id, id)}/students?current=9&pageSize=3`, { as: 'dementor' });
    expect(await past.json()).toMatchObject({ items: [], pagination: { total: 4, totalPages: 2 } });
    const outsider = await enrolStudent(ctx, course.id);
    expect((await ctx.request(`${base(course.id, id)}/detailed`, { as: outsider.user })).status).toBe(403);
    expect(
      (await ctx.request(`${base(course.id, id)}/students?current=1&pageSize=3`, { as: outsider.user })).status,
    ).toBe(403);
    expect((await ctx.request(`${base(course.id, id)}/students?current=0&pageSize=3`, { as: 'manager' })).status).toBe(
      400,
    );
  });
});

describe('auto distribution (R12.6) and team score (R12.8)', () => {
  it('plans with dryRun (nothing saved), then saves teams of the strict size and moves to distributed', async () => {
    const id = await createDistribution(ctx, course.id);
    await registeredStudents(ctx, course.id, id, 7);
    const dry = await ctx.request(`${base(course.id, id)}/distribution`, {
      method: 'POST',
      as: 'manager',
      body: { dryRun: true },
    });
    expect(dry.status).toBe(200);
    expect(await dry.json()).toMatchObject({ teamsCreated: 3, studentsDistributed: 7 });
    const detailed = await (await ctx.request(`${base(course.id, id)}/detailed`, { as: 'manager' })).json();
    expect(detailed).toMatchObject({ teamsCount: 0, studentsWithoutTeamCount: 7, state: 'initial' });

    const saved = await ctx.request(`${base(course.id, id)}/distribution`, { method: 'POST', as: 'manager' });
    const result = (await saved.json()) as { teams: { name: string; members: unknown[] }[] };
    expect(result.teams.map((team) => team.members.length).sort()).toEqual([2, 2, 3]);
    expect(result.teams[0].name).toBe('Random team #1');
    const after = await (await ctx.request(`${base(course.id, id)}/detailed`, { as: 'manager' })).json();
    expect(after).toMatchObject({ teamsCount: 3, studentsWithoutTeamCount: 0, state: 'distributed' });
    const page = await ctx.request(`${base(course.id, id)}/team?current=1&pageSize=10`, { as: 'manager' });
    const saved3 = (await page.json()) as { items: { teamLead: { id: number } | null; members: { id: number }[] }[] };
    expect(saved3.items).toHaveLength(3);
    // Members come in lead order (best rank first): each team's lead is its first member (R12.3).
    for (const team of saved3.items) expect(team.teamLead?.id).toBe(team.members[0].id);
    const bad = await ctx.request(`${base(course.id, id)}/distribution`, {
      method: 'POST',
      as: 'manager',
      body: { dryRun: 'yes' },
    });
    expect((await readProblem(bad)).errors?.map((error) => error.path)).toEqual(['dryRun']);
  });

  it('previews without writing, then gives each team its best score and completes the distribution', async () => {
    const id = await createDistribution(ctx, course.id);
    const [a, b, c] = await registeredStudents(ctx, course.id, id, 3);
    const team = await createTeamAs(ctx, course.id, id, 'manager', { studentIds: [a.studentId, b.studentId] });
    await createTeamAs(ctx, course.id, id, c.user, { name: 'Solo' });
    const taskId = await addCourseTask(ctx.db, course.id, { maxScore: 100 });
    await ctx.db
      .insert(taskResults)
      .values({ studentId: b.studentId, courseTaskId: taskId, score: 80, comment: 'Great' });
    const path = `${base(course.id, id)}/submit-score/${taskId}`;
    const preview = await ctx.request(path, { as: 'manager' });
    expect(await preview.json()).toEqual([
      {
        teamId: team.id,
        teamName: 'The Team',
        score: 80,
        members: [
          { studentId: a.studentId, githubId: a.user.githubId, current: null, new: 80 },
          { studentId: b.studentId, githubId: b.user.githubId, current: 80, new: 80 },
        ],
      },
    ]);
    const [unchanged] = await ctx.db.select().from(taskResults).where(eq(taskResults.studentId, a.studentId));
    expect(unchanged).toBeUndefined();
    const submitted = await ctx.request(path, { method: 'POST', as: 'manager' });
    expect(await submitted.json()).toEqual({ updated: 1 });
    const [written] = await ctx.db.select().from(taskResults).where(eq(taskResults.studentId, a.studentId));
    expect(written).toMatchObject({ score: 80, comment: 'Great' });
    const [row] = await ctx.db.select().from(teamDistributions).where(eq(teamDistributions.id, id));
    expect(row.state).toBe('completed');
    const foreignTask = await addCourseTask(ctx.db, ctx.school.courseA.id);
    expect((await ctx.request(`${base(course.id, id)}/submit-score/${foreignTask}`, { as: 'manager' })).status).toBe(
      404,
    );
    const registry = await ctx.request(`${base(course.id, id)}/registry`, {
      method: 'POST',
      as: (await enrolStudent(ctx, course.id)).user,
    });
    expect(registry.status).toBe(409);
  });
});
