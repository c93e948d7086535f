import { and, eq } from 'drizzle-orm';
import { courses, mentors, users } from '@/server/db/schema';
import { seedSchool } from '@/server/seed/demo-school';
import { createTestContext, START_TIME, type TestContext } from '../../support/server/context';
import type { TestUser } from '../../support/server/school';

// The demo school (src/server/seed/careers.ts): the student persona has consented and published a CV that his
// mentor's letter recommends; the hirer finds live applicants on the first start, never the hidden or expired ones.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedSchool(ctx.db, { students: 30, mentors: 3, tasks: 2 }, 7, START_TIME);
});
afterAll(() => ctx.close());

async function persona(login: string): Promise<TestUser> {
  const [row] = await ctx.db
    .select({ id: users.id, githubId: users.githubId })
    .from(users)
    .where(eq(users.githubId, login));
  return row;
}

it("publishes the student persona's CV with his mentor's recommendation and his certified course", async () => {
  const student = await persona('student');
  expect(await (await ctx.request('/api/v2/opportunities/consent', { as: student })).json()).toMatchObject({
    consent: true,
  });
  const own = await (await ctx.request('/api/v2/opportunities/me/resume', { as: student })).json();
  expect(own.locations.length).toBeLessThanOrEqual(3);
  const response = await ctx.request(`/api/v2/opportunities/public/${own.uuid}`);
  expect(response.status).toBe(200);
  const resume = await response.json();
  expect(resume).toMatchObject({ name: 'Stella Student', desiredPosition: 'Junior Front-end Developer' });
  expect(resume.feedbacks).toEqual([
    expect.objectContaining({ author: { githubId: 'mentor', name: 'Mark Mentor' }, courseName: 'JS/FE 2026' }),
  ]);
  expect(resume.courses).toEqual(
    expect.arrayContaining([expect.objectContaining({ name: 'JS/FE 2025', certificatePublicId: expect.any(String) })]),
  );
});

it('shows the hirer live applicants only, the student persona among them', async () => {
  const response = await ctx.request('/api/v2/opportunities/applicants', { as: await persona('hirer') });
  const applicants: { githubId: string; expires: string }[] = await response.json();
  expect(applicants.length).toBeGreaterThanOrEqual(5);
  expect(applicants.map((applicant) => applicant.githubId)).toContain('student');
  expect(applicants.every((applicant) => new Date(applicant.expires) > START_TIME)).toBe(true);
});

it("names the mentor's letter on his students list", async () => {
  const mentor = await persona('mentor');
  const [record] = await ctx.db
    .select({ mentorId: mentors.id, courseId: courses.id })
    .from(mentors)
    .innerJoin(courses, eq(courses.id, mentors.courseId))
    .where(and(eq(mentors.userId, mentor.id), eq(courses.alias, 'js-fe-2026')));
  const students = await (
    await ctx.request(`/api/v2/mentors/${record.mentorId}/course/${record.courseId}/students`, { as: mentor })
  ).json();
  const stella = students.find((row: { githubId: string }) => row.githubId === 'student');
  expect(stella.feedbacks).toEqual([{ id: expect.any(Number), recommendation: 'hire' }]);
});
