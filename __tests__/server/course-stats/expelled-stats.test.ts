import { count, eq } from 'drizzle-orm';
import { courseLeaveSurveys } from '@/server/db/schema';
import { createTestContext, readProblem, type Caller, type TestContext } from '../../support/server/context';
import { expectProblemNaming } from '../../support/server/course-input';
import { addCourse, addCourseUser, addUser, type TestUser } from '../../support/server/school';

// access.md §7 (extra) GET /courses/{courseId}/stats/expelled and DELETE /courses/{courseId}/stats/expelled/{id}:
// course(manager,supervisor); the leave-survey answers of the path course only, newest first; a survey of another
// course answers 404 like an unknown one (access.md §0 "Resource binding").
let ctx: TestContext;
let leaver: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  leaver = await addUser(ctx.db, { githubId: 'left-swift', firstName: 'Apus', lastName: 'Apus' });
});
afterAll(() => ctx.close());

type Survey = typeof courseLeaveSurveys.$inferInsert;
async function addSurvey(values: Partial<Survey> = {}) {
  const [row] = await ctx.db
    .insert(courseLeaveSurveys)
    .values({ userId: leaver.id, courseId: ctx.school.courseA.id, ...values })
    .returning({ id: courseLeaveSurveys.id });
  return row.id;
}
const surveyExists = async (id: string) =>
  (await ctx.db.select({ total: count() }).from(courseLeaveSurveys).where(eq(courseLeaveSurveys.id, id)))[0].total ===
  1;

const list = (as: Caller = 'manager', courseId: number | string = ctx.school.courseA.id) =>
  ctx.request(`/api/v2/courses/${courseId}/stats/expelled`, { as });
const remove = (id: string, as: Caller = 'manager', courseId: number | string = ctx.school.courseA.id) =>
  ctx.request(`/api/v2/courses/${courseId}/stats/expelled/${id}`, { method: 'DELETE', as });

describe('GET /courses/{courseId}/stats/expelled', () => {
  it('lists the surveys of the course newest first with the user, reasons, comment and date', async () => {
    const older = await addSurvey({
      reasonForLeaving: ['Not enough time'],
      otherComment: null,
      submittedAt: new Date('2026-02-01T08:00:00Z'),
    });
    const newer = await addSurvey({
      reasonForLeaving: ['Found a job', 'Other'],
      otherComment: 'Got an offer, "thanks", all',
      submittedAt: new Date('2026-02-20T08:00:00Z'),
    });
    await addSurvey({ courseId: ctx.school.courseB.id, submittedAt: new Date('2026-02-25T08:00:00Z') });
    const response = await list();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const user = { id: leaver.id, githubId: 'left-swift', name: 'Apus Apus' };
    expect(await response.json()).toEqual([
      {
        id: newer,
        user,
        reasonForLeaving: ['Found a job', 'Other'],
        otherComment: 'Got an offer, "thanks", all',
        submittedAt: '2026-02-20T08:00:00.000Z',
      },
      {
        id: older,
        user,
        reasonForLeaving: ['Not enough time'],
        otherComment: null,
        submittedAt: '2026-02-01T08:00:00.000Z',
      },
    ]);
  });

  it('answers [] for a course without surveys', async () => {
    const quiet = await addCourse(ctx.db);
    const response = await list('admin', quiet.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('answers supervisors and admins too', async () => {
    for (const as of ['supervisor', 'admin'] as const) expect((await list(as)).status).toBe(200);
  });

  it.each(['student', 'mentor', 'dementor', 'taskOwner', 'newcomer', 'hirer', 'otherCourseStudent'] as const)(
    'refuses %s with 403',
    async (persona) => {
      const response = await list(persona);
      expect(response.status).toBe(403);
      expect((await readProblem(response)).type).toBe('/problems/forbidden');
    },
  );

  it("refuses a manager of another course with 403, never showing that course's surveys", async () => {
    const otherManager = await addUser(ctx.db);
    await addCourseUser(ctx.db, ctx.school.courseB.id, otherManager.id, { isManager: true });
    expect((await list(otherManager)).status).toBe(403);
  });

  it('answers 401 without a session and 400 naming courseId for a bad id', async () => {
    expect((await list('anonymous')).status).toBe(401);
    await expectProblemNaming(await list('admin', 'abc'), 400, 'courseId');
  });
});

describe('DELETE /courses/{courseId}/stats/expelled/{id}', () => {
  it('deletes a survey of the course with 204 and no body', async () => {
    const id = await addSurvey();
    const response = await remove(id);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await surveyExists(id)).toBe(false);
    expect((await remove(id)).status).toBe(404);
  });

  it('lets a supervisor delete', async () => {
    const id = await addSurvey();
    expect((await remove(id, 'supervisor')).status).toBe(204);
  });

  it("answers 404 for another course's survey and keeps it", async () => {
    const id = await addSurvey({ courseId: ctx.school.courseB.id });
    const response = await remove(id, 'admin');
    expect(response.status).toBe(404);
    expect((await readProblem(response)).type).toBe('/problems/not_found');
    expect(await surveyExists(id)).toBe(true);
  });

  it('answers 404 for an unknown survey and 400 naming id for a value that is not a UUID', async () => {
    expect((await remove('00000000-0000-4000-8000-0000000000ff')).status).toBe(404);
    await expectProblemNaming(await remove('42'), 400, 'id');
  });

  it.each(['student', 'mentor', 'dementor', 'newcomer', 'anonymous'] as const)(
    'refuses %s and keeps the survey',
    async (persona) => {
      const id = await addSurvey();
      expect((await remove(id, persona)).status).toBe(persona === 'anonymous' ? 401 : 403);
      expect(await surveyExists(id)).toBe(true);
    },
  );
});
