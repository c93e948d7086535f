import { inArray, sql } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { rankedRows, type Prefetch } from '@/server/modules/course-students/ranked-rows';
import { recomputeCourseRanks } from '@/server/modules/course-students/ranks';
import { scoreStudentJsonParts } from '@/server/modules/scores/page-json';
import { createTestContext, type TestContext } from '../../support/server/context';
import { enrolStudent, staffedCourse } from '../../support/server/course-people';
import { rosterVersionOf } from '../../support/server/school';

// Issue 12, the cost curve: once pages have read a share of a large course's rows at one version, the rest are read in
// the background and kept at that version (ranked-rows.ts). The thresholds are scaled down to a course of 12 students.
let ctx: TestContext;
let courseId: number;
let ids: number[];
let userIds: number[];

beforeAll(async () => {
  ctx = await createTestContext();
  courseId = (await staffedCourse(ctx)).id;
  const enrolled = [];
  for (let i = 0; i < 12; i += 1) {
    enrolled.push(
      await enrolStudent(
        ctx,
        courseId,
        { totalScore: i },
        { githubId: `prefetch-${i}-${process.pid}`, cityName: 'Old' },
      ),
    );
  }
  ids = enrolled.map((student) => student.studentId).sort((a, b) => a - b);
  userIds = enrolled.map((student) => student.user.id);
  await recomputeCourseRanks(ctx.db, courseId);
});
afterAll(() => ctx.close());

let instance = 0;
const rowsWith = (prefetch: Prefetch) =>
  rankedRows({
    name: `prefetch_test_rows_${(instance += 1)}`,
    list: 'score',
    parts: scoreStudentJsonParts,
    maxRows: 100,
    maxPerCourse: 100,
    prefetch,
  });

// A change no write of the app makes: the users' cities with the triggers off, so that no list version moves. A row
// kept at the version still shows the old city; a row read now shows the new one.
async function renameCitiesUnseen(city: string) {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(users).set({ cityName: city }).where(inArray(users.id, userIds));
  });
}

const cities = (rows: string[] | undefined) => rows?.map((row) => (JSON.parse(row) as { cityName: string }).cityName);

describe('reading the rest of a course’s rows', () => {
  it('keeps every row of the scope once pages have read its share, and none of a course below the size', async () => {
    await renameCitiesUnseen('Old');
    const version = await rosterVersionOf(ctx.db, courseId, 'score');
    const scope = Int32Array.from(ids);
    const large = rowsWith({ courseRows: 10, share: 0.25, rows: 2, chunk: 4 });
    const small = rowsWith({ courseRows: 13, share: 0.25, rows: 2, chunk: 4 });
    for (const rows of [large, small]) {
      expect(cities(await rows(ctx.db, courseId, false, ids.slice(0, 3), version, scope))).toEqual([
        'Old',
        'Old',
        'Old',
      ]);
      await rows.prefetched(ctx.db, courseId);
    }
    await renameCitiesUnseen('New');
    const rest = ids.slice(3);
    // The course's rows were all read at the version: kept, so the change is not seen.
    expect(cities(await large(ctx.db, courseId, false, rest, version, scope))).toEqual(rest.map(() => 'Old'));
    // Below the size nothing more was read: the rest is read now.
    expect(cities(await small(ctx.db, courseId, false, rest, version, scope))).toEqual(rest.map(() => 'New'));
  });

  it('waits for the share of the scope, and serves nothing kept once a write moved the version', async () => {
    await renameCitiesUnseen('Old');
    const version = await rosterVersionOf(ctx.db, courseId, 'score');
    const scope = Int32Array.from(ids);
    const rows = rowsWith({ courseRows: 10, share: 0.5, rows: 2, chunk: 4 });
    // 5 rows read of 12: under half, nothing more is read.
    await rows(ctx.db, courseId, false, ids.slice(0, 5), version, scope);
    await rows.prefetched(ctx.db, courseId);
    await renameCitiesUnseen('New');
    expect(cities(await rows(ctx.db, courseId, false, ids.slice(5, 6), version, scope))).toEqual(['New']);
    // The sixth row made half: the rest is read, at the version, and kept.
    await rows.prefetched(ctx.db, courseId);
    await renameCitiesUnseen('Newer');
    expect(cities(await rows(ctx.db, courseId, false, ids.slice(6), version, scope))).toEqual(
      ids.slice(6).map(() => 'New'),
    );
    // A rename the app makes moves the score version: the rows kept at the old one are not served at the new one.
    await ctx.db.update(users).set({ cityName: 'Tallinn' }).where(inArray(users.id, userIds));
    const moved = await rosterVersionOf(ctx.db, courseId, 'score');
    expect(moved).toBeGreaterThan(version);
    expect(cities(await rows(ctx.db, courseId, false, ids, moved, scope))).toEqual(ids.map(() => 'Tallinn'));
    // And a page asked at the old version is told the list moved (its caller reads it by its own statement).
    expect(await rows(ctx.db, courseId, false, ids, version, scope)).toBeUndefined();
  });
});
