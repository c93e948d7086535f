import { and, asc, eq, inArray } from 'drizzle-orm';
import { courseLeaveSurveys, students } from '../db/schema';
import type { SeedStep } from './context';
import { pick } from './random';

const DAY = 24 * 60 * 60 * 1000;
const LEAVERS = 8;

// rules.md R13.3: the fixed list of reasons a leaving student may tick.
const reasons = [
  'Too difficult',
  'Not enough time',
  'Found a job',
  'Personal reasons',
  'Studying at another course',
  'Lost motivation',
  'Other',
] as const;

const comments = [
  null,
  'The pace is too high for me while working full time',
  'Moving to another city, I will try again next year',
  null,
  'Thanks to my mentor, "great" help; I just lack time',
];

// pages.md §4 "/course/admin/reports": a few demo students of the running course left it themselves (R13.3: expelled,
// self_expelled, mentor unassigned, reason "Left the course"), each with a leave survey, so the departure report shows
// data on the first start. They are spread over the bulk students and picked among those still active.
export const seedDepartures: SeedStep = async ({ tx, random, course, studentUserIds, today }) => {
  const main = course['js-fe-2026'];
  const candidates = studentUserIds.filter((_, index) => index % 37 === 5);
  if (!candidates.length) return;
  const active = await tx
    .select({ id: students.id, userId: students.userId })
    .from(students)
    .where(and(eq(students.courseId, main), eq(students.isExpelled, false), inArray(students.userId, candidates)))
    .orderBy(asc(students.id))
    .limit(LEAVERS);
  for (const [index, student] of active.entries()) {
    const chosen = reasons.filter(() => random() < 0.3);
    const reasonForLeaving = chosen.length ? chosen : [pick(random, reasons)];
    const otherComment = comments[index % comments.length];
    const leftAt = new Date(today - (3 + index * 5) * DAY + Math.floor(random() * DAY));
    await tx
      .update(students)
      .set({
        isExpelled: true,
        selfExpelled: true,
        mentorId: null,
        expellingReason: otherComment ? `Left the course: ${otherComment}` : 'Left the course',
        endDate: leftAt,
        updatedAt: leftAt,
      })
      .where(eq(students.id, student.id));
    await tx
      .insert(courseLeaveSurveys)
      .values({ userId: student.userId, courseId: main, reasonForLeaving, otherComment, submittedAt: leftAt });
  }
};
