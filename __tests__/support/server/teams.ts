import type { TestContext } from './context';
import { enrolStudent, type EnrolledStudent } from './course-people';

export const DAY = 24 * 60 * 60 * 1000;

export type DistributionBody = Record<string, unknown>;

// A distribution whose window is open around the test clock (START_TIME), created through the API as the manager.
export function distributionBody(ctx: TestContext, values: DistributionBody = {}): DistributionBody {
  const now = ctx.clock.now().getTime();
  return {
    name: 'Final project teams',
    description: 'Teams of three',
    startDate: new Date(now - DAY).toISOString(),
    endDate: new Date(now + 7 * DAY).toISOString(),
    minTeamSize: 2,
    maxTeamSize: 4,
    strictTeamSize: 3,
    strictTeamSizeMode: true,
    minTotalScore: 0,
    ...values,
  };
}

export async function createDistribution(ctx: TestContext, courseId: number, values: DistributionBody = {}) {
  const response = await ctx.request(`/api/v2/courses/${courseId}/team-distribution`, {
    method: 'POST',
    as: 'manager',
    body: distributionBody(ctx, values),
  });
  if (response.status !== 201) throw new Error(`create distribution: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

export const base = (courseId: number, distributionId: number) =>
  `/api/v2/courses/${courseId}/team-distribution/${distributionId}`;

// Students of the course registered for the distribution through the API, with ranks 1..n.
export async function registeredStudents(
  ctx: TestContext,
  courseId: number,
  distributionId: number,
  count: number,
  firstRank = 1,
): Promise<EnrolledStudent[]> {
  const enrolled: EnrolledStudent[] = [];
  for (let i = 0; i < count; i += 1) {
    const student = await enrolStudent(ctx, courseId, { activeRank: firstRank + i, rank: firstRank + i });
    const response = await ctx.request(`${base(courseId, distributionId)}/registry`, {
      method: 'POST',
      as: student.user,
    });
    if (response.status !== 204) throw new Error(`register: ${response.status} ${await response.text()}`);
    enrolled.push(student);
  }
  return enrolled;
}

export async function createTeamAs(
  ctx: TestContext,
  courseId: number,
  distributionId: number,
  as: EnrolledStudent['user'] | 'manager',
  body: Record<string, unknown> = {},
) {
  const response = await ctx.request(`${base(courseId, distributionId)}/team`, {
    method: 'POST',
    as,
    body: { name: 'The Team', chatLink: 'https://t.me/the-team', ...body },
  });
  if (response.status !== 201) throw new Error(`create team: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: number; teamLeadId: number | null; members: { id: number }[] };
}
