// The large school's gratitudes (issue 10 bench: the heroes radar on 100,000 gratitudes). Deterministic: students
// thank their mentors and each other, mentors thank students, spread over two years, most in the main course.
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { courses, gratitudes, mentors, students, users } from '../src/server/db/schema';
import type { BadgeId } from '../src/server/db/schema/enums';
import { pick, seededRandom } from '../src/server/seed/random';

export const LARGE_GRATITUDES = 100_000;
const BATCH = 2000;
const DAY = 24 * 60 * 60 * 1000;
const common: BadgeId[] = [
  'Thank_you',
  'Thank_you',
  'Helping_hand',
  'Good_job',
  'Expert_help',
  'Hero',
  'Congratulations',
];
const rare: BadgeId[] = ['Great_speaker', 'Outstanding_work', 'Top_performer', 'Job_Offer', 'Jury_Team', 'RS_activist'];
const comments = [
  'Thank you for the patient review of my pull request',
  'Explained closures so that I finally understood them',
  'Helped me fix the failing tests before the deadline',
  'Great answers in the course chat every single evening',
  'Thanks for the mock interview and the honest feedback',
  'Organised the study group that kept us all going',
];

export async function addLargeGratitudes(db: Db, total = LARGE_GRATITUDES, now = new Date()): Promise<void> {
  const [{ existing }] = await db.select({ existing: count() }).from(gratitudes);
  if (existing >= total) return;
  const random = seededRandom(17);
  const [main] = await db.select({ id: courses.id }).from(courses).where(eq(courses.alias, 'js-fe-2026'));
  const courseIds = (await db.select({ id: courses.id }).from(courses)).map((row) => row.id);
  const studentUsers = (
    await db.selectDistinct({ userId: students.userId }).from(students).orderBy(students.userId)
  ).map((row) => row.userId);
  const mentorUsers = (await db.selectDistinct({ userId: mentors.userId }).from(mentors).orderBy(mentors.userId)).map(
    (row) => row.userId,
  );
  const rows: (typeof gratitudes.$inferInsert)[] = [];
  for (let i = existing; i < total; i += 1) {
    const toMentor = random() < 0.35;
    const toUserId = toMentor ? pick(random, mentorUsers) : pick(random, studentUsers);
    let fromUserId = toMentor || random() < 0.5 ? pick(random, studentUsers) : pick(random, mentorUsers);
    if (fromUserId === toUserId) fromUserId = pick(random, mentorUsers);
    rows.push({
      fromUserId,
      toUserId,
      courseId: random() < 0.7 ? main.id : pick(random, courseIds),
      badgeId: random() < 0.9 ? pick(random, common) : pick(random, rare),
      comment: `${pick(random, comments)} (#${i + 1})`,
      createdAt: new Date(now.getTime() - Math.floor(random() * 730 * DAY)),
    });
  }
  for (let start = 0; start < rows.length; start += BATCH) {
    await db.insert(gratitudes).values(rows.slice(start, start + BATCH));
  }
  // A few activists, so "only not activists" leaves someone out (R17.4).
  const activists = mentorUsers.filter((_, index) => index % 25 === 0);
  if (activists.length) await db.update(users).set({ activist: true }).where(inArray(users.id, activists));
  await db.execute(sql`analyze gratitude`);
}

// The heroes radar as /heroes asks for it (R17.4): every filter alone and combined, the date presets, a few pages.
export function heroesRadarPaths(courseId: number): string[] {
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const filters = [
    '',
    `courseId=${courseId}`,
    'countryName=Poland',
    'notActivist=true',
    ...[7, 14, 30, 90].map((days) => `startDate=${day(days - 1)}&endDate=${day(0)}`),
    `courseId=${courseId}&notActivist=true&startDate=${day(89)}&endDate=${day(0)}`,
    `countryName=Georgia&startDate=${day(29)}&endDate=${day(0)}`,
  ];
  return filters.flatMap((filter) =>
    [1, 2, 5].map((page) => `/api/v2/gratitudes/heroes/radar?current=${page}&pageSize=20${filter ? `&${filter}` : ''}`),
  );
}
