import { createTestContext, type TestContext } from '../../support/server/context';
import { csvRecords, parseCsv } from '../../support/server/csv';
import {
  insertCourseEvent,
  insertCourseTask,
  scheduleCourse,
  type ScheduleCourse,
  type ScheduleItemBody,
} from '../../support/server/schedule';

// rules.md R5.1–R5.2 (order, tags) and access.md §13 GET /courses/{courseId}/schedule/csv.
let ctx: TestContext;
let course: ScheduleCourse;
const start = new Date('2026-03-10T08:00:00Z');
beforeAll(async () => {
  ctx = await createTestContext();
  course = await scheduleCourse(ctx.db);
  const c = course.course.id;
  const same = { studentStartDate: start, studentEndDate: new Date('2026-03-12T08:00:00Z') };
  await insertCourseTask(ctx.db, c, { name: 'B coding', ...same, taskOwnerId: course.mentor.id });
  await insertCourseTask(ctx.db, c, { name: 'A coding', ...same });
  await insertCourseTask(ctx.db, c, { name: 'Quiz', taskType: 'selfeducation', ...same, checker: 'auto-test' });
  await insertCourseTask(ctx.db, c, { name: 'Screening', taskType: 'stage-interview', ...same });
  await insertCourseTask(ctx.db, c, { name: 'Test', taskType: 'codejam', type: 'test', ...same });
  await insertCourseTask(ctx.db, c, {
    name: 'Portfolio, "final"',
    checker: 'crossCheck',
    studentStartDate: new Date('2026-03-01T00:00:00Z'),
    studentEndDate: new Date('2026-03-09T00:00:00Z'),
    crossCheckEndDate: new Date('2026-03-11T00:00:00Z'),
    pairsCount: 3,
  });
  await insertCourseEvent(ctx.db, c, { name: 'Reading', type: 'lecture_self_study', dateTime: start });
  await insertCourseEvent(ctx.db, c, { name: 'Workshop', type: 'workshop', dateTime: start, place: 'Hall' });
}, 60_000);
afterAll(() => ctx.close());

describe('GET /courses/{courseId}/schedule order and tags', () => {
  it('sorts by start, then self-study, test, coding, others, then name (R5.1) and tags by type (R5.2)', async () => {
    const response = await ctx.request(`/api/v2/courses/${course.course.id}/schedule`, { as: course.mentor });
    expect(response.status).toBe(200);
    const items = (await response.json()) as ScheduleItemBody[];
    expect(items.map((item) => [item.name, item.tag])).toEqual([
      ['Portfolio, "final"', 'cross-check-submit'],
      ['Portfolio, "final"', 'cross-check-review'],
      ['Reading', 'self-study'],
      ['Quiz', 'test'],
      ['Test', 'test'],
      ['A coding', 'coding'],
      ['B coding', 'coding'],
      ['Screening', 'interview'],
      ['Workshop', 'lecture'],
    ]);
    expect(items[6].organizer).toEqual({
      id: course.mentor.id,
      githubId: course.mentor.githubId,
      name: expect.any(String),
    });
  });

  it('answers 404 to an admin for a course that does not exist', async () => {
    expect((await ctx.request('/api/v2/courses/999999/schedule', { as: 'admin' })).status).toBe(404);
  });
});

describe('GET /courses/{courseId}/schedule/csv', () => {
  const csv = (as: ScheduleCourse[keyof ScheduleCourse], query = '') =>
    ctx.request(`/api/v2/courses/${course.course.id}/schedule/csv${query}`, {
      as: as as { id: number; githubId: string },
    });

  it('lists every task and event once with the listed columns, dates in the chosen zone', async () => {
    const response = await csv(course.supervisor, '?timezone=America%2FPhoenix');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="schedule_${course.course.id}.csv"`);
    const text = await response.text();
    expect(parseCsv(text)[0]).toEqual([
      'entityType',
      'id',
      'templateId',
      'name',
      'type',
      'tag',
      'startDate',
      'endDate',
      'descriptionUrl',
      'organizer',
      'place',
      'checker',
      'pairsCount',
      'maxScore',
      'scoreWeight',
    ]);
    const records = csvRecords(text);
    expect(records).toHaveLength(8);
    expect(records[0]).toMatchObject({
      entityType: 'courseTask',
      name: 'Portfolio, "final"',
      tag: 'cross-check-submit',
      startDate: '2026-02-28T17:00:00-07:00',
      endDate: '2026-03-08T17:00:00-07:00',
      checker: 'crossCheck',
      pairsCount: '3',
      maxScore: '100',
      scoreWeight: '1',
    });
    expect(records.find((record) => record.name === 'Workshop')).toMatchObject({
      entityType: 'courseEvent',
      type: 'workshop',
      place: 'Hall',
      startDate: '2026-03-10T01:00:00-07:00',
      endDate: '2026-03-10T02:00:00-07:00',
      checker: '',
    });
    expect(records.find((record) => record.name === 'B coding')?.organizer).toBe(course.mentor.githubId);
  });

  it('writes UTC dates by default and answers 400 for an unknown zone', async () => {
    const records = csvRecords(await (await csv(course.manager)).text());
    expect(records[0].startDate).toBe('2026-03-01T00:00:00+00:00');
    expect((await csv(course.manager, '?timezone=Nowhere%2FLand')).status).toBe(400);
  });

  it('is for managers and supervisors only', async () => {
    expect((await csv(course.student)).status).toBe(403);
    expect((await csv(course.mentor)).status).toBe(403);
  });
});
