import { writeTaskResult, writeTaskResults } from '@/server/modules/scores';
import { createTestContext, type TestContext } from '../../support/server/context';
import { enrolStudent, type EnrolledStudent } from '../../support/server/course-people';
import { addNotification, connect, outboxOf } from '../../support/server/notifications';
import { addCourse, addCourseTask, type TestCourse } from '../../support/server/school';

// rules.md R3.1: a score write notifies the student (`taskGrade`, to his user id) in the score transaction, unless he
// wrote it himself (a self-check attempt: author 0 on a `selfeducation` task).
let ctx: TestContext;
let course: TestCourse;
let courseTaskId: number;
let selfCheckId: number;
let mentorUserId: number;

const telegram = { body: '{{courseTask.name}}|{{score}}|{{previousScore}}|{{comment}}|{{resultLink}}' };

async function connectedStudent(): Promise<EnrolledStudent> {
  const enrolled = await enrolStudent(ctx, course.id);
  await connect(ctx.db, enrolled.user.id, 'telegram', `chat-${enrolled.user.id}`);
  return enrolled;
}

const write = (studentId: number, taskId: number, score: number, authorId: number, comment?: string) =>
  ctx.db.transaction((tx) =>
    writeTaskResult(tx, { studentId, courseTaskId: taskId, score, authorId, comment }, ctx.clock.now()),
  );

beforeAll(async () => {
  ctx = await createTestContext();
  course = await addCourse(ctx.db, { alias: 'grade-course' });
  courseTaskId = await addCourseTask(ctx.db, course.id, { maxScore: 100 });
  selfCheckId = await addCourseTask(ctx.db, course.id, { maxScore: 10, type: 'selfeducation' });
  mentorUserId = ctx.userOf('mentor')?.id ?? 1;
  await addNotification(ctx.db, { id: 'taskGrade', templates: { telegram } });
});
afterAll(() => ctx.close());

describe('R3.1 taskGrade', () => {
  it('a new score and a changed score each enqueue taskGrade to the student user with the data', async () => {
    const student = await connectedStudent();
    await write(student.studentId, courseTaskId, 70, mentorUserId, 'Nice <b>work</b>');
    await write(student.studentId, courseTaskId, 80, mentorUserId);
    const rows = await outboxOf(ctx.db, student.user.id, 'taskGrade');
    expect(rows.map((row) => [row.recipient, row.body])).toEqual([
      [
        `chat-${student.user.id}`,
        expect.stringMatching(
          /^Task \d+\|70\|\|Nice &lt;b&gt;work&lt;\/b&gt;\|\/course\/student\/dashboard\?course&#x3D;grade-course$/,
        ),
      ],
      [`chat-${student.user.id}`, expect.stringMatching(/\|80\|70\|Nice &lt;b&gt;work&lt;\/b&gt;\|/)],
    ]);
  });

  it('an unchanged score or a comment-only change sends nothing more', async () => {
    const student = await connectedStudent();
    await write(student.studentId, courseTaskId, 50, mentorUserId);
    await write(student.studentId, courseTaskId, 50, mentorUserId);
    await write(student.studentId, courseTaskId, 50, mentorUserId, 'only a comment');
    expect(await outboxOf(ctx.db, student.user.id, 'taskGrade')).toHaveLength(1);
  });

  it('a self-check attempt (author 0, selfeducation task) is not notified; a system write of another task is', async () => {
    const student = await connectedStudent();
    await write(student.studentId, selfCheckId, 7, 0);
    expect(await outboxOf(ctx.db, student.user.id, 'taskGrade')).toEqual([]);
    await write(student.studentId, courseTaskId, 40, 0);
    expect(await outboxOf(ctx.db, student.user.id, 'taskGrade')).toHaveLength(1);
  });

  it('a rolled-back score write leaves no notification (outbox pattern)', async () => {
    const student = await connectedStudent();
    await expect(
      ctx.db.transaction(async (tx) => {
        await writeTaskResult(
          tx,
          { studentId: student.studentId, courseTaskId, score: 9, authorId: mentorUserId },
          ctx.clock.now(),
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await outboxOf(ctx.db, student.user.id)).toEqual([]);
  });

  it('a bulk upload notifies each student whose score was created or changed', async () => {
    const created = await connectedStudent();
    const changed = await connectedStudent();
    const same = await connectedStudent();
    await write(changed.studentId, courseTaskId, 10, mentorUserId);
    await write(same.studentId, courseTaskId, 20, mentorUserId);
    await ctx.db.transaction((tx) =>
      writeTaskResults(
        tx,
        courseTaskId,
        mentorUserId,
        [
          { studentId: created.studentId, score: 30 },
          { studentId: changed.studentId, score: 15 },
          { studentId: same.studentId, score: 20 },
        ],
        ctx.clock.now(),
      ),
    );
    expect((await outboxOf(ctx.db, created.user.id, 'taskGrade')).map((row) => row.body)).toEqual([
      expect.stringContaining('|30||'),
    ]);
    expect((await outboxOf(ctx.db, changed.user.id, 'taskGrade')).map((row) => row.body)).toEqual([
      expect.stringContaining('|10||'),
      expect.stringContaining('|15|10|'),
    ]);
    expect(await outboxOf(ctx.db, same.user.id, 'taskGrade')).toHaveLength(1);
  });
});
