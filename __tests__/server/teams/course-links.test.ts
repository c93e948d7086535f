import { createTestContext, readProblem, type Caller, type TestContext } from '../../support/server/context';
import { enrolStudent, staffedCourse, type StaffedCourse } from '../../support/server/course-people';
import { createDistribution, createTeamAs, registeredStudents } from '../../support/server/teams';
import { tasks } from '@/server/db/schema';

// data-model.md §4 course_task.team_distribution_id: a team task names a distribution of its own course (R12.8).
let ctx: TestContext;
let course: StaffedCourse;

beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
});
afterAll(() => ctx.close());

async function input(values: Record<string, unknown>) {
  const [task] = await ctx.db.insert(tasks).values({ name: 'Team project', type: 'jstask' }).returning();
  return {
    taskId: task.id,
    checker: 'mentor',
    studentStartDate: '2026-03-01T00:00:00.000Z',
    studentEndDate: '2026-03-20T00:00:00.000Z',
    ...values,
  };
}

it('saves, reads and clears the team distribution of a course task', async () => {
  const distributionId = await createDistribution(ctx, course.id);
  const path = `/api/v2/courses/${course.id}/tasks`;
  const created = await ctx.request(path, {
    method: 'POST',
    as: 'manager',
    body: await input({ teamDistributionId: distributionId }),
  });
  expect(created.status).toBe(201);
  const task = (await created.json()) as { id: number; teamDistributionId: number | null };
  expect(task.teamDistributionId).toBe(distributionId);
  const read = await ctx.request(`${path}/${task.id}`, { as: 'manager' });
  expect(await read.json()).toMatchObject({ teamDistributionId: distributionId });
  const cleared = await ctx.request(`${path}/${task.id}`, {
    method: 'PUT',
    as: 'manager',
    body: await input({ teamDistributionId: null }),
  });
  expect(await cleared.json()).toMatchObject({ teamDistributionId: null });
});

it('refuses a distribution of another course (400 naming the field)', async () => {
  const other = await staffedCourse(ctx);
  const foreign = await createDistribution(ctx, other.id);
  const response = await ctx.request(`/api/v2/courses/${course.id}/tasks`, {
    method: 'POST',
    as: 'manager',
    body: await input({ teamDistributionId: foreign }),
  });
  expect(response.status).toBe(400);
  expect((await readProblem(response)).errors?.map((error) => error.path)).toEqual(['teamDistributionId']);
});

describe('schedule (R5.1–R5.3)', () => {
  const itemOf = async (as: Caller, id: number) => {
    const response = await ctx.request(`/api/v2/courses/${course.id}/schedule`, { as });
    const items = (await response.json()) as { key: string; entityType: string; tag: string; status: string }[];
    return items.find((item) => item.key === `courseTeamDistribution-${id}`);
  };

  it('lists a team distribution as courseTeamDistribution tagged team-distribution, with the student status', async () => {
    const id = await createDistribution(ctx, course.id, { name: 'Scheduled teams' });
    expect(await itemOf('manager', id)).toMatchObject({
      entityType: 'courseTeamDistribution',
      tag: 'team-distribution',
      status: 'available',
    });
    const [student] = await registeredStudents(ctx, course.id, id, 1);
    expect(await itemOf(student.user, id)).toMatchObject({ status: 'registered' });
    const fresh = await enrolStudent(ctx, course.id);
    expect(await itemOf(fresh.user, id)).toMatchObject({ status: 'available' });
    await createTeamAs(ctx, course.id, id, student.user);
    expect(await itemOf(student.user, id)).toMatchObject({ status: 'done' });
  });
});
