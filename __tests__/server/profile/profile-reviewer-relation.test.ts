import { createTestContext, type Caller, type TestContext } from '../../support/server/context';
import { assignReview, mentorTask, submitSolution } from '../../support/server/mentor-reviews';
import { addCourse, addMentor, addStudent, addUser, type TestUser } from '../../support/server/school';

// rules.md R19.1: the owner's assigned reviewer (R11) is his `mentor`, not just a `coursementor`, so R19.2 gives him
// the owner's main contacts as it gives them to the owner's own mentor; another mentor of the course gets none.
let ctx: TestContext;
let owner: TestUser;
let reviewer: TestUser;
let courseMentor: TestUser;

type Info = { contacts?: Record<string, string | null>; studentStats?: unknown[] };

beforeAll(async () => {
  ctx = await createTestContext();
  const course = await addCourse(ctx.db);
  owner = await addUser(ctx.db, { contactsEmail: 'owner@example.com', contactsTelegram: 'owner_tg' });
  reviewer = await addUser(ctx.db);
  courseMentor = await addUser(ctx.db);
  const student = await addStudent(ctx.db, course.id, owner.id);
  const reviewerMentor = await addMentor(ctx.db, course.id, reviewer.id);
  await addMentor(ctx.db, course.id, courseMentor.id);
  const courseTaskId = await mentorTask(ctx, course.id);
  await submitSolution(ctx, courseTaskId, student);
  await assignReview(ctx, courseTaskId, student, reviewerMentor);
});
afterAll(() => ctx.close());

async function infoAs(as: Caller): Promise<Info> {
  const response = await ctx.request(`/api/profile/info?githubId=${owner.githubId}`, { as });
  expect(response.status).toBe(200);
  return (await response.json()) as Info;
}

describe('R19.1 assigned reviewer', () => {
  it('is the owner’s mentor: main contacts and student stats', async () => {
    const info = await infoAs(reviewer);
    expect(info.contacts).toMatchObject({ email: 'owner@example.com', telegram: 'owner_tg' });
    expect(info.studentStats).toHaveLength(1);
  });

  it('leaves any other mentor of the course a coursementor: student stats, no contacts', async () => {
    const info = await infoAs(courseMentor);
    expect(info).not.toHaveProperty('contacts');
    expect(info.studentStats).toHaveLength(1);
  });
});
