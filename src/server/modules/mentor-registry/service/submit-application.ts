import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { courses, disciplines, mentorRegistries, mentors } from '../../../db/schema';
import { AppError, type FieldError } from '../../../http/problem';
import { sendNotification } from '../../notifications';
import type { MentorApplication, MentorApplicationInput } from '../schemas';

const unique = <T>(values: readonly T[]) => [...new Set(values)];

// access.md §26: every technology is a live discipline name and every preferred course exists; 400 names the item.
async function validateReferences(tx: DbOrTx, input: MentorApplicationInput): Promise<void> {
  const errors: FieldError[] = [];
  const known = await tx
    .select({ name: disciplines.name })
    .from(disciplines)
    .where(and(isNull(disciplines.deletedAt), inArray(disciplines.name, input.technicalMentoring)));
  input.technicalMentoring.forEach((name, index) => {
    if (!known.some((row) => row.name === name))
      errors.push({ path: `technicalMentoring.${index}`, message: `Unknown discipline "${name}"` });
  });
  if (input.preferedCourses.length) {
    const found = await tx.select({ id: courses.id }).from(courses).where(inArray(courses.id, input.preferedCourses));
    input.preferedCourses.forEach((id, index) => {
      if (!found.some((row) => row.id === id))
        errors.push({ path: `preferedCourses.${index}`, message: `Course ${id} does not exist` });
    });
  }
  if (errors.length) {
    const fields = unique(errors.map((error) => error.path.split('.')[0])).join(', ');
    throw new AppError('validation', `Invalid ${fields}: unknown values.`, { errors });
  }
}

// rules.md R14.3: one questionnaire per user; a new submission revives a canceled one (R14.8) and keeps only the
// pre-selections the user has already turned into a mentorship. The applicant is told his questionnaire arrived
// (`mentorRegistrationApproval:submit` with the preferred courses' names) through the outbox, in the same transaction.
export async function submitApplication(db: Db, userId: number, input: MentorApplicationInput, now: Date) {
  await db.transaction(async (tx) => {
    await validateReferences(tx, input);
    const [previous] = await tx
      .select({ preselectedCourses: mentorRegistries.preselectedCourses })
      .from(mentorRegistries)
      .where(eq(mentorRegistries.userId, userId));
    let preselectedCourses: number[] = [];
    if (previous?.preselectedCourses.length) {
      const mentoring = await tx
        .select({ courseId: mentors.courseId })
        .from(mentors)
        .where(and(eq(mentors.userId, userId), inArray(mentors.courseId, previous.preselectedCourses)));
      preselectedCourses = previous.preselectedCourses.filter((id) => mentoring.some((row) => row.courseId === id));
    }
    const values = {
      maxStudentsLimit: input.maxStudentsLimit,
      preferedStudentsLocation: input.preferedStudentsLocation,
      preferedCourses: unique(input.preferedCourses),
      technicalMentoring: unique(input.technicalMentoring),
      languagesMentoring: unique(input.languagesMentoring),
      preselectedCourses,
      canceled: false,
      receivedDate: now,
      updatedAt: now,
    };
    await tx
      .insert(mentorRegistries)
      .values({ userId, ...values, createdAt: now })
      .onConflictDoUpdate({ target: mentorRegistries.userId, set: values });
    const preferred = values.preferedCourses.length
      ? await tx
          .select({ name: courses.name })
          .from(courses)
          .where(inArray(courses.id, values.preferedCourses))
          .orderBy(courses.name)
      : [];
    const data = { courses: preferred, technicalMentoring: values.technicalMentoring };
    await sendNotification(tx, { notificationId: 'mentorRegistrationApproval:submit', userId, data }, now);
  });
}

// access.md §26: a user who has not filled in the questionnaire has none (null), which is not an error.
export async function getOwnApplication(db: DbOrTx, userId: number): Promise<MentorApplication | null> {
  const [row] = await db.select().from(mentorRegistries).where(eq(mentorRegistries.userId, userId));
  if (!row) return null;
  return {
    maxStudentsLimit: row.maxStudentsLimit,
    preferedStudentsLocation: row.preferedStudentsLocation,
    preferedCourses: row.preferedCourses,
    preselectedCourses: row.preselectedCourses,
    technicalMentoring: row.technicalMentoring,
    languagesMentoring: row.languagesMentoring,
    canceled: row.canceled,
  };
}
