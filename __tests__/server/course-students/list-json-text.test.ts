import { eq } from 'drizzle-orm';
import { courseTasks, taskResults } from '@/server/db/schema';
import { courseStudentPageSchema, courseStudentsQuerySchema } from '@/server/modules/course-students/schemas';
import { listCourseStudentsJson } from '@/server/modules/course-students/service/list-students';
import { scoreQuerySchema, scoreStudentPageSchema } from '@/server/modules/scores/schemas';
import { listScores } from '@/server/modules/scores/service/score-page';
import { createTestContext, type TestContext } from '../../support/server/context';
import { enrolMentor, enrolStudent, staffedCourse, type StaffedCourse } from '../../support/server/course-people';
import { addCertificate, addCourseTask } from '../../support/server/school';

// Issue 12: the course students list and the score page are written as JSON text by PostgreSQL and handed over
// unparsed. The text must be exactly what JSON.stringify writes for the schema's object: the schema's field order, no
// extra field, compact, numbers and instants as JavaScript writes them, strings escaped the same way.
let ctx: TestContext;
let course: StaffedCourse;
let tasks: number[];
const login = (name: string) => `json-${name}-${process.pid}`;

beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
  tasks = [await addCourseTask(ctx.db, course.id), await addCourseTask(ctx.db, course.id)];
  const mentor = await enrolMentor(ctx, course.id, {}, { githubId: login('mentor'), firstName: '', lastName: 'Ünal' });
  const people = [
    { githubId: login('quote'), firstName: 'Ann "Q"', lastName: 'Back\\slash', cityName: 'Line\nbreak\ttab' },
    { githubId: login('control'), firstName: 'Bell\u0007', lastName: null, cityName: null, countryName: 'Łódź 😀' },
    { githubId: login('empty'), firstName: '', lastName: '', cityName: '', countryName: null },
    { githubId: login('unicode'), firstName: null, lastName: 'Ωmega\u2028', cityName: 'Zürich' },
  ];
  for (const [i, person] of people.entries()) {
    const { studentId } = await enrolStudent(
      ctx,
      course.id,
      {
        totalScore: [12.5, 0, 7, 100.1][i],
        crossCheckScore: [0.5, 3, 0, 0][i],
        // Competition ranks by total as ranks.ts writes them (all; the non-expelled).
        rank: [2, 4, 3, 1][i],
        activeRank: [2, 3, null, 1][i],
        mentorId: i % 2 ? mentor.mentorId : null,
        isExpelled: i === 2,
        expellingReason: i === 2 ? 'Left "for now"' : null,
        totalScoreChangeDate: i === 0 ? new Date('2026-03-04T05:06:07.089Z') : null,
      },
      { ...person, discord: i === 1 ? { id: '1', username: 'disc"o', discriminator: '0' } : null },
    );
    if (i === 0) await addCertificate(ctx.db, studentId);
    if (i < 2) {
      await ctx.db
        .insert(taskResults)
        .values(tasks.map((courseTaskId, j) => ({ studentId, courseTaskId, score: j + i })));
    }
  }
});
afterAll(() => ctx.close());

const reserialised = <T>(schema: { parse: (value: unknown) => T }, text: string) =>
  JSON.stringify(schema.parse(JSON.parse(text)));

describe('the JSON text of the course students list', () => {
  it.each(['totalScore', 'name', 'mentor', 'cityName'])('is what JSON.stringify writes (order %s)', async (orderBy) => {
    for (const status of [undefined, 'active']) {
      const query = courseStudentsQuerySchema.parse({ current: '1', pageSize: '10', orderBy, status });
      const { json } = await listCourseStudentsJson(ctx.db, course.id, query);
      expect(JSON.parse(json).items.length).toBeGreaterThan(0);
      expect(json).toBe(reserialised(courseStudentPageSchema, json));
    }
  });

  it('shows the fields as the objects did', async () => {
    const query = courseStudentsQuerySchema.parse({ current: '1', pageSize: '10', orderBy: 'githubId' });
    const { items } = JSON.parse((await listCourseStudentsJson(ctx.db, course.id, query)).json);
    const byLogin = Object.fromEntries(items.map((item: { githubId: string }) => [item.githubId, item]));
    expect(byLogin[login('quote')]).toMatchObject({
      name: 'Ann "Q" Back\\slash',
      cityName: 'Line\nbreak\ttab',
      totalScore: 12.5,
      mentor: null,
      certificate: { publicId: expect.any(String) },
      discord: null,
    });
    expect(byLogin[login('control')]).toMatchObject({
      name: 'Bell\u0007',
      mentor: { githubId: login('mentor'), name: 'Ünal' },
      discord: 'disc"o',
      countryName: 'Łódź 😀',
    });
    expect(byLogin[login('empty')]).toMatchObject({ name: login('empty'), isActive: false, cityName: '' });
    expect(byLogin[login('unicode')]).toMatchObject({ name: 'Ωmega\u2028', totalScore: 100.1 });
  });
});

describe('the JSON text of the score page', () => {
  const scorePage = async (query: Record<string, string>) =>
    listScores(
      ctx.db,
      course.id,
      scoreQuerySchema.parse({
        activeOnly: 'false',
        orderBy: 'rank',
        orderDirection: 'asc',
        current: '1',
        pageSize: '10',
        ...query,
      }),
    );

  it.each(['rank', 'name', 'mentor', 'totalScoreChangeDate'])(
    'is what JSON.stringify writes (order %s)',
    async (orderBy) => {
      for (const activeOnly of ['false', 'true']) {
        const json = await scorePage({ orderBy, activeOnly });
        expect(JSON.parse(json).items.length).toBeGreaterThan(0);
        expect(json).toBe(reserialised(scoreStudentPageSchema, json));
      }
    },
  );

  const byLogin = async (query: Record<string, string> = {}) =>
    Object.fromEntries(
      JSON.parse(await scorePage(query)).items.map((item: { githubId: string }) => [item.githubId, item]),
    ) as Record<string, { taskResults: unknown }>;

  it('shows the fields as the objects did', async () => {
    const items = await byLogin();
    expect(items[login('quote')]).toMatchObject({
      githubId: login('quote'),
      name: 'Ann "Q" Back\\slash',
      totalScore: 12.5,
      crossCheckScore: 0.5,
      totalScoreChangeDate: '2026-03-04T05:06:07.089Z',
      mentor: null,
      taskResults: [
        { courseTaskId: tasks[0], score: 0 },
        { courseTaskId: tasks[1], score: 1 },
      ],
    });
    expect(items[login('control')]).toMatchObject({
      mentor: { githubId: login('mentor'), name: 'Ünal' },
      totalScoreChangeDate: null,
    });
    expect(items[login('empty')]).toMatchObject({ taskResults: [], isActive: false, rank: 3 });
  });

  it('leaves out the results of disabled tasks', async () => {
    await ctx.db.update(courseTasks).set({ disabled: true }).where(eq(courseTasks.id, tasks[1]));
    try {
      const items = await byLogin();
      expect(items[login('quote')].taskResults).toEqual([{ courseTaskId: tasks[0], score: 0 }]);
    } finally {
      await ctx.db.update(courseTasks).set({ disabled: false }).where(eq(courseTasks.id, tasks[1]));
    }
  });
});
