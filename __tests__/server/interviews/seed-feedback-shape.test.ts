import { interviewFeedbacks } from '@/server/db/schema';
import { seedSchool } from '@/server/seed/demo-school';
import { QUESTION_POOLS } from '@/modules/InterviewFeedback/stage-steps';
import { INTERVIEW_TEMPLATES } from '@/modules/InterviewFeedback/templates';
import { createTestContext, type TestContext } from '../../support/server/context';

// The seeded feedback must open in the client's forms with its ticks and ratings shown: the regular interview's answers
// are keyed by the corejs1 template's question ids (a tick for a 'check' question, a note for a 'text' one), the stage
// interview's rated questions come from the client's pools.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedSchool(ctx.db, { students: 40, mentors: 3, tasks: 12 }, 7, new Date('2026-03-01T10:00:00.000Z'));
}, 120_000);
afterAll(() => ctx.close());

type Json = Record<string, unknown>;

it("uses the client's question ids and answer kinds in every seeded feedback", async () => {
  const rows = await ctx.db.select({ json: interviewFeedbacks.json }).from(interviewFeedbacks);
  const regular = rows.map((row) => row.json).filter((json) => 'answers' in json);
  const stage = rows.map((row) => row.json).filter((json) => 'steps' in json);
  expect(regular.length).toBeGreaterThan(0);
  expect(stage.length).toBeGreaterThan(0);

  const kinds = new Map(
    INTERVIEW_TEMPLATES.corejs1.categories.flatMap((category) => category.questions.map((q) => [q.id, q.kind])),
  );
  for (const json of regular) {
    const answers = Object.entries(json.answers as Json);
    expect(answers.length).toBeGreaterThan(0);
    for (const [id, answer] of answers) {
      expect(kinds.has(id)).toBe(true);
      expect(kinds.get(id) === 'check' ? answer === true : typeof answer === 'string' && answer !== '').toBe(true);
    }
  }
  for (const json of stage) {
    const steps = json.steps as Record<'theory' | 'practice', { values: { questions: { id: string }[] } }>;
    for (const step of ['theory', 'practice'] as const) {
      const pool = QUESTION_POOLS[step].map((question) => question.id);
      for (const question of steps[step].values.questions) expect(pool).toContain(question.id);
    }
  }
}, 120_000);
