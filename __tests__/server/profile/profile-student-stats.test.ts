import { taskResults } from '@/server/db/schema';
import { createTestContext, type Caller, type TestContext } from '../../support/server/context';
import { addCourse, addCourseTask, addStudent, addUser, type TestUser } from '../../support/server/school';

// rules.md R19.3 studentStats: per course, the tasks with score, comment and PR; every non-disabled task of the course
// in schedule order, score null while the student has no result, and nobody else's result.
let ctx: TestContext;
let owner: TestUser;
const ids = {} as Record<'courseX' | 'courseY' | 'later' | 'earlier' | 'unscored' | 'onlyTaskOfY', number>;

type TaskStat = { courseTaskId: number; score: number | null; comment: string | null; githubPrUrl: string | null };
type Info = { studentStats?: { course: { id: number }; tasks: TaskStat[] }[] };

const at = (day: number) => ({
  studentStartDate: new Date(Date.UTC(2026, 0, day)),
  studentEndDate: new Date(Date.UTC(2026, 1, day)),
});

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await addUser(ctx.db);
  const classmate = await addUser(ctx.db);
  ids.courseX = (await addCourse(ctx.db)).id;
  ids.courseY = (await addCourse(ctx.db)).id;
  const student = await addStudent(ctx.db, ids.courseX, owner.id);
  const other = await addStudent(ctx.db, ids.courseX, classmate.id);
  await addStudent(ctx.db, ids.courseY, owner.id);
  ids.later = await addCourseTask(ctx.db, ids.courseX, { maxScore: 80, scoreWeight: 0.5, ...at(10) });
  ids.earlier = await addCourseTask(ctx.db, ids.courseX, at(2));
  ids.unscored = await addCourseTask(ctx.db, ids.courseX, at(20));
  const disabled = await addCourseTask(ctx.db, ids.courseX, { disabled: true, ...at(5) });
  ids.onlyTaskOfY = await addCourseTask(ctx.db, ids.courseY, at(3));
  await ctx.db.insert(taskResults).values([
    {
      courseTaskId: ids.later,
      studentId: student,
      score: 70,
      comment: 'Good work',
      githubPrUrl: 'https://github.com/owner/repo/pull/7',
    },
    { courseTaskId: ids.earlier, studentId: student, score: 0 },
    { courseTaskId: disabled, studentId: student, score: 9 },
    { courseTaskId: ids.unscored, studentId: other, score: 50, comment: 'Not his' },
  ]);
});
afterAll(() => ctx.close());

async function tasksOf(as: Caller) {
  const response = await ctx.request(`/api/profile/info?githubId=${owner.githubId}`, { as });
  expect(response.status).toBe(200);
  const info = (await response.json()) as Info;
  return new Map(info.studentStats?.map((stats) => [stats.course.id, stats.tasks]));
}

describe('GET /api/profile/info studentStats tasks (R19.3)', () => {
  it('lists each course’s tasks in schedule order with his score, comment and PR', async () => {
    const tasks = await tasksOf(owner);
    expect(tasks.get(ids.courseX)).toEqual([
      {
        courseTaskId: ids.earlier,
        name: expect.any(String),
        maxScore: 100,
        scoreWeight: 1,
        score: 0,
        comment: null,
        githubPrUrl: null,
      },
      {
        courseTaskId: ids.later,
        name: expect.any(String),
        maxScore: 80,
        scoreWeight: 0.5,
        score: 70,
        comment: 'Good work',
        githubPrUrl: 'https://github.com/owner/repo/pull/7',
      },
      {
        courseTaskId: ids.unscored,
        name: expect.any(String),
        maxScore: 100,
        scoreWeight: 1,
        score: null,
        comment: null,
        githubPrUrl: null,
      },
    ]);
    expect(tasks.get(ids.courseY)).toEqual([expect.objectContaining({ courseTaskId: ids.onlyTaskOfY, score: null })]);
  });

  it('gives an admin the same tasks', async () => {
    expect((await tasksOf('admin')).get(ids.courseX)?.map((task) => task.score)).toEqual([0, 70, null]);
  });
});
