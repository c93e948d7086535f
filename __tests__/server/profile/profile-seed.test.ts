import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { seedSchool } from '@/server/seed/demo-school';
import { createTestContext, type TestContext } from '../../support/server/context';
import type { TestUser } from '../../support/server/school';

// The demo school's personas carry full profiles and a few visibility settings (pages.md §7), and the rules of R19.2
// hold on them: a stranger sees the student's open profile without its contacts, his mentor sees them.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedSchool(ctx.db, { students: 12, mentors: 2, tasks: 2 }, 7, new Date('2026-03-01T10:00:00.000Z'));
});
afterAll(() => ctx.close());

async function persona(login: string): Promise<TestUser> {
  const [row] = await ctx.db
    .select({ id: users.id, githubId: users.githubId })
    .from(users)
    .where(eq(users.githubId, login));
  return row;
}

const infoOf = async (as: TestUser, githubId: string) => {
  const response = await ctx.request(`/api/profile/info?githubId=${githubId}`, { as });
  expect(response.status).toBe(200);
  return (await response.json()) as { contacts?: Record<string, string | null>; generalInfo: Record<string, unknown> };
};

it('fills every contact kind, about, languages and education of the personas', async () => {
  const student = await persona('student');
  const own = await infoOf(student, 'student');
  expect(Object.values(own.contacts ?? {}).every(Boolean)).toBe(true);
  expect(Object.keys(own.contacts ?? {})).toHaveLength(8);
  expect(own.generalInfo).toMatchObject({ aboutMyself: expect.any(String), englishLevel: 'b1' });
  expect((own.generalInfo.educationHistory as unknown[]).length).toBeGreaterThan(0);
});

it('shows the student to a stranger without contacts, and his contacts to his mentor', async () => {
  const stranger = await infoOf(await persona('newcomer'), 'student');
  expect(stranger.contacts).toBeUndefined();
  expect(stranger.generalInfo).toHaveProperty('aboutMyself');
  const mentor = await infoOf(await persona('mentor'), 'student');
  expect(mentor.contacts).toHaveProperty('email', 'student.contact@example.com');
});

it('keeps the other personas private by default', async () => {
  const response = await ctx.request('/api/profile/info?githubId=hirer', { as: await persona('newcomer') });
  expect(response.status).toBe(403);
});
