import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { gratitudes, mentors, students, users } from '../db/schema';
import type { BadgeId } from '../db/schema/enums';
import type { SeedContext, SeedStep } from './context';
import { pick } from './random';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const BULK = 240;
// rules.md R17.1: the badges anyone in a course may give.
const anyRoleBadges: BadgeId[] = ['Thank_you', 'Helping_hand', 'Good_job', 'Expert_help', 'Hero', 'Congratulations'];
const comments = [
  'Thank you for the detailed review of my pull request',
  'Explained closures and the event loop so that it finally clicked',
  'Helped me find the bug in my tests the evening before the deadline',
  'Always answers questions in the course chat with patience',
  'Thanks for the mock interview and the honest feedback afterwards',
  'Great cross-check comments, they made my project much better',
  'Organised a study group that kept all of us going',
  'Shared a great article about accessibility in forms',
];

type Row = typeof gratitudes.$inferInsert;

// The completed course's graduates get mentors (the mentor persona and four demo mentors), so the hall of fame
// (R17.5) names the student persona's own mentor among the mentors of certified students.
async function mentorTheGraduates({ tx, course, persona, mentorUserIds }: SeedContext) {
  const completed = course['js-fe-2025'];
  const extra = await tx
    .insert(mentors)
    .values(mentorUserIds.slice(0, 4).map((userId) => ({ courseId: completed, userId })))
    .returning({ id: mentors.id });
  const [own] = await tx
    .select({ id: mentors.id })
    .from(mentors)
    .where(and(eq(mentors.courseId, completed), eq(mentors.userId, persona('mentor'))));
  if (!own || !extra.length) return;
  // The student persona, seeded first, and half the other graduates (two in every four) go to the persona's mentor;
  // the rest in turn to the four demo mentors. One statement, whatever the school's size.
  const others = sql.raw(`array[${extra.map((record) => Number(record.id)).join(',')}]::integer[]`);
  await tx.execute(sql`
    update student s set mentor_id = case when g.n % 4 < 2 then ${own.id}::integer
      else (${others})[(1 + (g.n / 4) % ${extra.length}::integer)::integer] end
    from (select id, row_number() over (order by id) - 1 as n from student
      where course_id = ${completed} and mentor_id is null) g
    where s.id = g.id
  `);
}

// The demo personas' own gratitudes: the student thanks his mentor, the mentor his student, staff give staff badges.
function personaGratitudes({ course, persona, mentorUserIds, now }: SeedContext): Row[] {
  const main = course['js-fe-2026'];
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  // A small school may have fewer demo mentors: their staff badges go to the mentor persona then.
  const demoMentor = (index: number) => mentorUserIds[index] ?? persona('mentor');
  const give = (from: string | number, to: string | number, badgeId: BadgeId, comment: string, days: number) => ({
    fromUserId: typeof from === 'string' ? persona(from) : from,
    toUserId: typeof to === 'string' ? persona(to) : to,
    courseId: main,
    badgeId,
    comment,
    createdAt: ago(days),
  });
  return [
    give('student', 'mentor', 'Thank_you', 'Thank you for the detailed review of my Songbird project', 1),
    give('student', 'mentor', 'Helping_hand', 'Helped me set up the linter and the tests on the first day', 24),
    give('mentor', 'student', 'Good_job', 'Great progress on the async tasks this month, keep going', 9),
    give('manager', 'mentor', 'Outstanding_work', 'Checked every task of the stage on time, thank you', 15),
    give('manager', demoMentor(1), 'RS_activist', 'Ran the weekly English club for the whole course', 40),
    give('supervisor', demoMentor(2), 'Top_performer', 'Most helpful mentor of the stage by far', 33),
    give('admin', 'manager', 'Coordinator', 'Coordinated the course schedule through a hard season', 60),
  ];
}

// Students thank their mentors and each other, mentors thank their students, over the last half year.
async function bulkGratitudes({ tx, course, random, now }: SeedContext): Promise<Row[]> {
  const main = course['js-fe-2026'];
  const pairs = await tx
    .select({ studentUserId: students.userId, mentorUserId: mentors.userId })
    .from(students)
    .innerJoin(mentors, eq(mentors.id, students.mentorId))
    .where(and(eq(students.courseId, main), eq(students.isExpelled, false)))
    .orderBy(asc(students.id));
  if (pairs.length < 2) return [];
  return Array.from({ length: BULK }, (_, index) => {
    const pair = pick(random, pairs);
    const kind = random();
    const [fromUserId, toUserId] =
      kind < 0.55
        ? [pair.studentUserId, pair.mentorUserId]
        : kind < 0.8
          ? [pair.mentorUserId, pair.studentUserId]
          : [pair.studentUserId, pick(random, pairs).studentUserId];
    return {
      fromUserId,
      toUserId,
      courseId: main,
      badgeId: pick(random, anyRoleBadges),
      comment: `${pick(random, comments)}.`,
      // From two days back, so that the personas' newest gratitude opens the feed.
      createdAt: new Date(now.getTime() - (2 + Math.floor(random() * 178)) * DAY - (index % 24) * HOUR),
    };
  }).filter((row) => row.fromUserId !== row.toUserId);
}

// rules.md R17: gratitudes for the demo personas and the running course, so /heroes and the hall of fame show data on
// the first start; one demo mentor is an activist, another got RS_activist, so "only not activists" leaves them out.
export const seedGratitudes: SeedStep = async (context) => {
  const { tx, mentorUserIds } = context;
  await mentorTheGraduates(context);
  const rows = [...personaGratitudes(context), ...(await bulkGratitudes(context))];
  await tx.insert(gratitudes).values(rows);
  if (mentorUserIds[3])
    await tx
      .update(users)
      .set({ activist: true })
      .where(inArray(users.id, [mentorUserIds[3]]));
};
