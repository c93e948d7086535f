import { scheduleJson } from '@/server/modules/schedule/service/schedule-json';
import { buildSchedule, toScheduleItem } from '@/server/modules/schedule/service/schedule';
import { teamDistributions, teamDistributionStudents } from '../../../src/server/db/schema';
import { createTestContext, type TestContext } from '../../support/server/context';
import { DAY, HOUR, insertCourseTask } from '../../support/server/schedule';
import { buildFixture, NOW, type Fixture } from '../../support/server/schedule-status-suite';

// Issue 12: the schedule's JSON is written by PostgreSQL (schedule-json.ts) while the CSV and the iCalendar feed build
// entries in JavaScript (items.ts). Both apply rules.md R5.1–R5.4: for every viewer and clock the JSON text is byte for
// byte what JSON.stringify writes for the entries, and the statuses hold exactly between the same instants.
let ctx: TestContext;
let fixture: Fixture;
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
  await ctx.db
    .insert(teamDistributionStudents)
    .values({ teamDistributionId: distributions[1].id, studentId: fixture.course.studentId });
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

describe('the schedule JSON written by PostgreSQL', () => {
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
  it.each(['student', 'mentor'] as const)(
    'is what the JavaScript rules give, for the %s at every clock',
    async (who) => {
      const courseId = fixture.course.course.id;
      const studentId = who === 'student' ? fixture.course.studentId : null;
      for (const now of clocks) {
        const entries = await buildSchedule(ctx.db, courseId, { studentId }, now);
        const answer = await scheduleJson(ctx.db, courseId, studentId, now);
        expect(answer?.json).toBe(JSON.stringify(entries.map(toScheduleItem)));
        const instants = entries.flatMap((entry) => [entry.startDate.getTime(), entry.endDate.getTime()]);
        expect({ validFrom: answer?.validFrom, validUntil: answer?.validUntil }).toEqual(window(instants, now));
      }
    },
  );

  it('is null for a course that does not exist, and [] for a course without items', async () => {
    expect(await scheduleJson(ctx.db, 987_654, null, NOW)).toBeNull();
    const { addCourse } = await import('../../support/server/school');
    const empty = await addCourse(ctx.db);
    expect(await scheduleJson(ctx.db, empty.id, null, NOW)).toEqual({
      json: '[]',
      validFrom: -Infinity,
      validUntil: Infinity,
    });
  });
});
