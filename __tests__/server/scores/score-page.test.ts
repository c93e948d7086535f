import { eq } from 'drizzle-orm';
import { courseTasks } from '@/server/db/schema';
import { recomputeCourseScores, writeTaskResult } from '@/server/modules/scores';
import { createTestContext, type RequestOptions, type TestContext } from '../../support/server/context';
import { enrolMentor, enrolStudent, staffedCourse, type StaffedCourse } from '../../support/server/course-people';
import { addCourseTask } from '../../support/server/school';
import { csvRecords, parseCsv } from '../../support/server/csv';

// access.md §29 GET /course/{courseId}/students/score (R3.5), GET .../score/{githubId} (the breakdown) and
// GET .../score/csv.
type ScorePage = {
  items: {
    githubId: string;
    name: string;
    rank: number | null;
    totalScore: number;
    isActive: boolean;
    mentor: { githubId: string } | null;
    taskResults: { courseTaskId: number; score: number }[];
  }[];
  pagination: { total: number; totalPages: number };
};

let ctx: TestContext;
let course: StaffedCourse;
let taskA: number;
let taskB: number;
let disabledTask: number;
const login = (name: string) => `score-${name}-${process.pid}`;

beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
  taskA = await addCourseTask(ctx.db, course.id, { scoreWeight: 1 });
  taskB = await addCourseTask(ctx.db, course.id, { scoreWeight: 0.5, checker: 'crossCheck' });
  disabledTask = await addCourseTask(ctx.db, course.id);
  const marta = await enrolMentor(ctx, course.id, {}, { githubId: login('marta') });
  const people: [string, string, string, number, number, boolean, number | null][] = [
    ['alice', 'Alice Zephyr', 'Warsaw', 50, 40, false, marta.mentorId],
    ['bob', 'Bob Young', 'Berlin', 80, 0, false, null],
    ['carol', 'Carol Xu', 'Warsaw', 90, 20, true, marta.mentorId],
    ['dan', 'Dan Walker', 'Wroclaw', 50, 40, false, marta.mentorId],
  ];
  for (const [name, full, city, a, b, isExpelled, mentorId] of people) {
    const [firstName, lastName] = full.split(' ');
    const { studentId } = await enrolStudent(
      ctx,
      course.id,
      { isExpelled, mentorId },
      {
        githubId: login(name),
        firstName,
        lastName,
        cityName: city,
        countryName: 'Poland',
        contactsEmail: `${name}@x.io`,
      },
    );
    await ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      await writeTaskResult(tx, { studentId, courseTaskId: taskA, score: a, authorId: 0 }, now);
      if (b) await writeTaskResult(tx, { studentId, courseTaskId: taskB, score: b, authorId: 0 }, now);
    });
  }
  // A result of a task disabled afterwards counts nowhere.
  const { studentId } = await enrolStudent(ctx, course.id, {}, { githubId: login('eve'), cityName: 'Kyiv' });
  await ctx.db.transaction((tx) =>
    writeTaskResult(tx, { studentId, courseTaskId: disabledTask, score: 100, authorId: 0 }, ctx.clock.now()),
  );
  await ctx.db.update(courseTasks).set({ disabled: true }).where(eq(courseTasks.id, disabledTask));
  await ctx.db.transaction((tx) => recomputeCourseScores(tx, course.id, ctx.clock.now()));
});
afterAll(() => ctx.close());

const page = async (query: string, as: RequestOptions = {}) => {
  const response = await ctx.request(
    `/api/v2/course/${course.id}/students/score?current=1&pageSize=100&${query.includes('orderDirection') ? '' : 'orderDirection=desc&'}${query}`,
    { as: 'mentor', ...as },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as ScorePage;
};
const logins = (result: ScorePage) => result.items.map((item) => item.githubId.replace(/^score-|-\d+$/g, ''));

describe('GET /course/{courseId}/students/score', () => {
  it('ranks in the chosen scope and sorts by total, then login', async () => {
    const all = await page('activeOnly=false&orderBy=totalScore', { as: 'manager' });
    // Totals: carol 100 (expelled), bob 80, alice 70, dan 70, eve 0 (her only result is of a disabled task).
    expect(logins(all)).toEqual(['carol', 'bob', 'alice', 'dan', 'eve']);
    expect(all.items.map((item) => item.rank)).toEqual([1, 2, 3, 3, 5]);
    const active = await page('activeOnly=true&orderBy=totalScore');
    expect(logins(active)).toEqual(['bob', 'alice', 'dan', 'eve']);
    expect(active.items.map((item) => item.rank)).toEqual([1, 2, 2, 4]);
    const byRank = await page('activeOnly=true&orderBy=rank&orderDirection=asc');
    expect(logins(byRank)).toEqual(['bob', 'alice', 'dan', 'eve']);
  });

  it('lists the effective scores of the page students, without disabled tasks and without contacts', async () => {
    const result = await page(`activeOnly=false&orderBy=totalScore&githubId=SCORE-`);
    const alice = result.items.find((item) => item.githubId === login('alice'));
    expect(alice?.taskResults).toEqual(
      expect.arrayContaining([
        { courseTaskId: taskA, score: 50 },
        { courseTaskId: taskB, score: 40 },
      ]),
    );
    expect(alice?.totalScore).toBe(70);
    const eve = result.items.find((item) => item.githubId === login('eve'));
    expect(eve).toMatchObject({ totalScore: 0, taskResults: [] });
    expect(JSON.stringify(result)).not.toContain('@x.io');
  });

  it('combines the filters with AND (contains, any case) without changing ranks', async () => {
    const warsaw = await page(`activeOnly=false&orderBy=rank&cityName=WARS&mentor.githubId=${login('MARTA')}`);
    expect(logins(warsaw).sort()).toEqual(['alice', 'carol']);
    expect(warsaw.pagination.total).toBe(2);
    const byName = await page('activeOnly=true&orderBy=name&name=bob%20you');
    expect(logins(byName)).toEqual(['bob']);
    expect(byName.items[0].rank).toBe(1);
    const none = await page('activeOnly=true&orderBy=name&cityName=nowhere');
    expect(none).toEqual({ items: [], pagination: { current: 1, pageSize: 100, total: 0, totalPages: 0 } });
  });

  it('binds every value anew in the statement of a shape: another filter text, page or course', async () => {
    // One shape (order, direction, scope, the city filter set): built once, run with each request's values.
    const byCity = async (city: string) => logins(await page(`activeOnly=false&orderBy=totalScore&cityName=${city}`));
    expect(await byCity('warsaw')).toEqual(['carol', 'alice']);
    expect(await byCity('BERLIN')).toEqual(['bob']);
    expect(await byCity('kyiv')).toEqual(['eve']);
    const second = await ctx.request(
      `/api/v2/course/${course.id}/students/score?current=2&pageSize=1&orderDirection=desc&activeOnly=false&orderBy=totalScore&cityName=warsaw`,
      { as: 'manager' },
    );
    expect(logins((await second.json()) as ScorePage)).toEqual(['alice']);
    const other = await staffedCourse(ctx);
    await enrolStudent(ctx, other.id, {}, { githubId: login('olga'), cityName: 'Warsaw' });
    const response = await ctx.request(
      `/api/v2/course/${other.id}/students/score?current=1&pageSize=100&orderDirection=desc&activeOnly=false&orderBy=totalScore&cityName=warsaw`,
      { as: 'manager' },
    );
    const otherPage = (await response.json()) as ScorePage;
    expect(logins(otherPage)).toEqual(['olga']);
    expect(otherPage.pagination.total).toBe(1);
  });

  it('carries the effective scores through the mentor filter, and answers 404 only for a course that does not exist', async () => {
    const filtered = await page(`activeOnly=true&orderBy=totalScore&mentor.githubId=${login('marta')}&cityName=w`);
    expect(logins(filtered)).toEqual(['alice', 'dan']);
    for (const item of filtered.items) {
      expect(item.mentor?.githubId).toBe(login('marta'));
      expect(item.taskResults).toEqual(
        expect.arrayContaining([
          { courseTaskId: taskA, score: 50 },
          { courseTaskId: taskB, score: 40 },
        ]),
      );
    }
    // A later page reads the results by a second query: the same results.
    const second = await ctx.request(
      `/api/v2/course/${course.id}/students/score?current=2&pageSize=1&orderDirection=desc&activeOnly=true&orderBy=totalScore&mentor.githubId=${login('marta')}&cityName=w`,
      { as: 'mentor' },
    );
    expect(((await second.json()) as ScorePage).items).toEqual([filtered.items[1]]);
    const empty = await page(`activeOnly=true&orderBy=totalScore&mentor.githubId=${login('marta')}&cityName=berlin`);
    expect(empty.items).toEqual([]);
    const missing = await ctx.request(
      '/api/v2/course/999999/students/score?current=1&pageSize=10&orderDirection=desc&activeOnly=true&orderBy=rank',
      { as: 'admin' },
    );
    expect(missing.status).toBe(404);
  });

  it('breaks ties by login ascending and pages', async () => {
    const second = await ctx.request(
      `/api/v2/course/${course.id}/students/score?current=2&pageSize=1&orderDirection=DESC&activeOnly=true&orderBy=crossCheckScore&cityName=w`,
      { as: 'mentor' },
    );
    const secondPage = (await second.json()) as ScorePage;
    expect(logins(secondPage)).toEqual(['dan']);
    expect(secondPage.pagination).toMatchObject({ total: 2, totalPages: 2 });
    const rows = await page('activeOnly=true&orderBy=crossCheckScore&cityName=w');
    // alice and dan share a cross-check score of 20: alice first.
    expect(logins(rows)).toEqual(['alice', 'dan']);
  });

  it('requires activeOnly, orderBy and orderDirection', async () => {
    const response = await ctx.request(`/api/v2/course/${course.id}/students/score?current=1&pageSize=10`, {
      as: 'mentor',
    });
    expect(response.status).toBe(400);
  });
});

describe('GET /course/{courseId}/students/score/{githubId}', () => {
  it('explains the total task by task', async () => {
    const response = await ctx.request(`/api/v2/course/${course.id}/students/score/${login('alice').toUpperCase()}`, {
      as: 'mentor',
    });
    expect(response.status).toBe(200);
    const details = (await response.json()) as {
      totalScore: number;
      rank: number;
      breakdown: { courseTaskId: number; score: number | null; weightedScore: number; source: string }[];
    };
    expect(details.totalScore).toBe(70);
    expect(details.rank).toBe(2);
    const sum = details.breakdown.reduce((total, item) => total + item.weightedScore, 0);
    expect(Math.round(sum * 10) / 10).toBe(details.totalScore);
    expect(details.breakdown.find((item) => item.courseTaskId === taskB)).toMatchObject({
      score: 40,
      weightedScore: 20,
      source: 'taskResult',
    });
    expect(details.breakdown.map((item) => item.courseTaskId)).not.toContain(disabledTask);
  });

  it('takes `me` for the caller and answers 404 for a non-student', async () => {
    const me = await ctx.request(`/api/v2/course/${ctx.school.courseA.id}/students/score/me`, { as: 'student' });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { githubId: string }).githubId).toBe(ctx.school.users.student.githubId);
    const manager = await ctx.request(`/api/v2/course/${course.id}/students/score/me`, { as: 'manager' });
    expect(manager.status).toBe(404);
  });
});

describe('GET /course/{courseId}/students/score/csv', () => {
  const csv = async (query: string, as: 'manager' | 'admin' | 'hirer') => {
    const response = await ctx.request(`/api/v2/course/${course.id}/students/score/csv?${query}`, { as });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('score.csv');
    return response.text();
  };

  it('writes the table columns, one per task, in the table order with its filters', async () => {
    const text = await csv(`activeOnly=true&orderBy=totalScore&orderDirection=desc&cityName=w`, 'manager');
    const [header] = parseCsv(text);
    expect(header.slice(0, 10)).toEqual([
      'rank',
      'githubId',
      'name',
      'city',
      'country',
      'mentorGithubId',
      'totalScore',
      'crossCheckScore',
      'isActive',
      'cvLink',
    ]);
    expect(header).toHaveLength(12);
    expect(header).not.toContain('hasCertificate');
    const records = csvRecords(text);
    expect(records.map((record) => record.githubId)).toEqual([login('alice'), login('dan')]);
    expect(records[0]).toMatchObject({ rank: '2', totalScore: '70', crossCheckScore: '20', isActive: 'true' });
    expect(records[0].mentorGithubId).toBe(login('marta'));
    expect(Object.values(records[0]).slice(10)).toEqual(['50', '40']);
  });

  it('adds contacts and the certificate flag for admins and hirers only', async () => {
    for (const as of ['admin', 'hirer'] as const) {
      const records = csvRecords(await csv(`githubId=${login('bob')}`, as));
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({ contactsEmail: 'bob@x.io', hasCertificate: 'false' });
      expect(records[0][Object.keys(records[0])[11]]).toBe('');
    }
    expect(await csv(`githubId=${login('bob')}`, 'manager')).not.toContain('bob@x.io');
  });

  it('is refused to students and mentors', async () => {
    for (const as of ['student', 'mentor'] as const) {
      const response = await ctx.request(`/api/v2/course/${course.id}/students/score/csv`, { as });
      expect(response.status).toBe(403);
    }
  });
});
