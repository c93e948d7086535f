import { scheduleBody, scheduleJson } from '@/server/modules/schedule/service/schedule-json';
import { buildSchedule, toScheduleItem } from '@/server/modules/schedule/service/schedule';
import { and, eq, ne } from 'drizzle-orm';
import {
  courseEvents,
  crossCheckReviews,
  students,
  tasks,
  teamDistributions,
  teamDistributionStudents,
  teamMembers,
  teams,
} from '../../../src/server/db/schema';
import { addStudent, addUser } from '../../support/server/school';
import { createTestContext, type TestContext } from '../../support/server/context';
import {
  DAY,
  HOUR,
  insertCourseEvent,
  insertCourseTask,
  insertResult,
  insertSolution,
} from '../../support/server/schedule';
import { buildFixture, NOW, type Fixture } from '../../support/server/schedule-status-suite';

// Issue 12: the schedule's JSON is written from the course's items built once per schedule version (course-items.ts)
// and the viewer's facts read per request (viewer-facts.ts), while the CSV and the iCalendar feed build entries per
// call (items.ts via buildSchedule). For every viewer and clock the JSON text is byte for byte what JSON.stringify
// writes for buildSchedule's entries, and the statuses hold exactly between the same instants.
let ctx: TestContext;
let fixture: Fixture;
// Viewers with other facts than the fixture's student: the peer whose solution he reviews (a member of a team), and
// an expelled student with a high total.
const viewers: Record<'student' | 'peer' | 'expelled' | 'mentor', number | null> = {
  student: null,
  peer: null,
  expelled: null,
  mentor: null,
};
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

beforeAll(async () => {
  ctx = await createTestContext();
  fixture = await buildFixture(ctx);
  const courseId = fixture.course.course.id;
  const distributions = await ctx.db
    .insert(teamDistributions)
    .values([
      { courseId, name: 'Teams open', startDate: at(-DAY), endDate: at(DAY) },
      { courseId, name: 'Teams late', startDate: at(-5 * DAY), endDate: at(-DAY), minTotalScore: 0 },
      { courseId, name: 'Teams high bar', startDate: at(-DAY), endDate: at(DAY), minTotalScore: 1000 },
      { courseId, name: 'Teams future', startDate: at(2 * DAY), endDate: at(4 * DAY), descriptionUrl: 'https://x.io' },
    ])
    .returning({ id: teamDistributions.id });
  // Names that byte order and localeCompare sort differently, on one start and one tag.
  for (const name of ['beta', 'Alpha', 'alpha', 'Äpfel', '_under']) {
    await insertCourseTask(ctx.db, courseId, { name, studentStartDate: at(-2 * DAY), studentEndDate: at(2 * DAY) });
  }
  const { studentId } = fixture.course;
  await ctx.db
    .insert(teamDistributionStudents)
    .values({ teamDistributionId: distributions[1].id, studentId: fixture.course.studentId });
  const [peer] = await ctx.db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.courseId, courseId), ne(students.id, studentId)));
  const expelled = await addStudent(ctx.db, courseId, (await addUser(ctx.db)).id);
  await ctx.db.update(students).set({ isExpelled: true, totalScore: 5000 }).where(eq(students.id, expelled));
  Object.assign(viewers, { student: studentId, peer: peer.id, expelled });
  // The student wrote the review of the peer (R5.3: every assignment reviewed), and the peer is in a team.
  await ctx.db.insert(crossCheckReviews).values({
    courseTaskId: fixture.ids.crossDone,
    studentId: peer.id,
    checkerId: studentId,
    score: 8,
    comment: 'ok',
  });
  const [team] = await ctx.db
    .insert(teams)
    .values({ teamDistributionId: distributions[0].id, name: 'A', chatLink: 'https://t.me/a', password: 'pw' })
    .returning({ id: teams.id });
  await ctx.db
    .insert(teamMembers)
    .values({ teamId: team.id, teamDistributionId: distributions[0].id, studentId: peer.id });
  await insertResult(ctx.db, fixture.ids.autoOpen, peer.id, 10);
}, 60_000);
afterAll(() => ctx.close());

// The span statusWindow (routes.ts) gives for the entries.
function window(instants: number[], now: Date) {
  let validFrom = -Infinity;
  let validUntil = Infinity;
  for (const change of instants.flatMap((instant) => [instant, instant + 1])) {
    if (change <= now.getTime()) validFrom = Math.max(validFrom, change);
    else validUntil = Math.min(validUntil, change);
  }
  return { validFrom, validUntil };
}

// One viewer's answer is byte for byte JSON.stringify of buildSchedule's items, and holds in the same span.
async function expectSameAsEntries(courseId: number, studentId: number | null, now: Date) {
  const entries = await buildSchedule(ctx.db, courseId, { studentId }, now);
  const answer = await scheduleJson(ctx.db, courseId, studentId, now);
  expect(answer?.json).toBe(JSON.stringify(entries.map(toScheduleItem)));
  // The route's bytes (schedule-bytes.ts) are the text's UTF-8, with the same span.
  const body = await scheduleBody(ctx.db, courseId, studentId, now);
  expect(body?.body.equals(Buffer.from(answer?.json ?? ''))).toBe(true);
  expect([body?.validFrom, body?.validUntil]).toEqual([answer?.validFrom, answer?.validUntil]);
  const instants = entries.flatMap((entry) => [entry.startDate.getTime(), entry.endDate.getTime()]);
  expect({ validFrom: answer?.validFrom, validUntil: answer?.validUntil }).toEqual(window(instants, now));
}

describe('the schedule JSON', () => {
  const clocks = [
    NOW,
    at(-1),
    at(1),
    at(-HOUR),
    at(-HOUR + 1),
    at(HOUR),
    at(DAY),
    at(DAY + 1),
    at(3 * DAY),
    at(-20 * DAY),
    at(30 * DAY),
  ];
  it.each(['student', 'peer', 'expelled', 'mentor'] as const)(
    'is what the JavaScript rules give, for the %s at every clock',
    async (who) => {
      const courseId = fixture.course.course.id;
      const studentId = viewers[who];
      for (const now of clocks) await expectSameAsEntries(courseId, studentId, now);
    },
  );

  // The runs of items every viewer sees alike are joined once per clock window (course-items.ts): viewers taking
  // turns inside one window and across windows, forward and back, each get their own answer.
  it('is the same when viewers take turns at each clock', async () => {
    const courseId = fixture.course.course.id;
    for (const now of [...clocks, ...[...clocks].reverse()]) {
      for (const who of ['mentor', 'student', 'peer', 'expelled', 'student'] as const) {
        await expectSameAsEntries(courseId, viewers[who], now);
      }
    }
  });

  // The course's items are built once per schedule version and shared by every viewer: a write of any kind is in
  // the next answer, and one student's facts never reach another.
  it('follows every write on the next call, with the items of the course built before the write', async () => {
    const courseId = fixture.course.course.id;
    const { student, peer, mentor } = viewers;
    const expectAll = async () => {
      for (const viewer of [student, peer, mentor]) await expectSameAsEntries(courseId, viewer, NOW);
    };
    await expectAll();
    const [catalogue] = await ctx.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.name, 'Available'));
    await ctx.db.update(tasks).set({ name: 'Available again – ünïcode ’' }).where(eq(tasks.id, catalogue.id));
    await expectAll();
    const added = await insertCourseEvent(ctx.db, courseId, { name: 'Added lecture «Ёж»', dateTime: at(-HOUR) });
    await expectAll();
    await ctx.db
      .update(courseEvents)
      .set({ dateTime: at(2 * HOUR) })
      .where(eq(courseEvents.id, added.id));
    await expectAll();
    await insertSolution(ctx.db, fixture.ids.available, peer as number);
    await expectAll();
    await insertResult(ctx.db, fixture.ids.available, student as number, 42);
    const answer = await scheduleJson(ctx.db, courseId, student, NOW);
    expect(answer?.json).toContain('"status":"done"');
    await expectAll();
  });

  it('is null for a course that does not exist, and [] for a course without items', async () => {
    expect(await scheduleJson(ctx.db, 987_654, null, NOW)).toBeNull();
    const { addCourse } = await import('../../support/server/school');
    const empty = await addCourse(ctx.db);
    expect(await scheduleJson(ctx.db, empty.id, null, NOW)).toEqual({
      json: '[]',
      validFrom: -Infinity,
      validUntil: Infinity,
    });
    expect((await scheduleBody(ctx.db, empty.id, null, NOW))?.body.toString()).toBe('[]');
  });
});
