import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { courses, mentorRegistries } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { sendNotification } from '../../notifications';
import { assertVisible, findApplication, type RegistryViewer } from './viewer';

// rules.md R14.5 "Approve / invite" (and "Re-send"): the listed courses become the pre-selection and send_date = now.
// The caller decides only for the courses he manages or supervises (admin: all), so another course's pre-selection,
// made by its own staff, stays as it is. The applicant is sent `mentorRegistrationApproval` with the listed courses
// and their confirmation links, through the outbox in the same transaction; as an invitation it is a direct message
// (R20.4) that his settings do not stop.
export async function preselectCourses(
  db: Db,
  viewer: RegistryViewer,
  githubId: string,
  courseIds: number[],
  now: Date,
): Promise<void> {
  const listed = [...new Set(courseIds)];
  await db.transaction(async (tx) => {
    const found = listed.length
      ? await tx
          .select({ id: courses.id, name: courses.name, alias: courses.alias })
          .from(courses)
          .where(inArray(courses.id, listed))
      : [];
    if (listed.length) {
      const errors = courseIds.flatMap((id, index) =>
        found.some((row) => row.id === id)
          ? []
          : [{ path: `preselectedCourses.${index}`, message: `Course ${id} does not exist` }],
      );
      if (errors.length) throw new AppError('validation', 'Invalid preselectedCourses: unknown courses.', { errors });
    }
    const foreign = viewer.isAdmin ? [] : listed.filter((id) => !viewer.staffCourseIds.includes(id));
    if (foreign.length) {
      throw new AppError(
        'forbidden',
        `You may pre-select only courses you manage or supervise; not course ${foreign.join(', ')}.`,
      );
    }
    const application = await findApplication(tx, githubId);
    if (application.canceled) throw new AppError('conflict', 'The application is canceled.');
    const keptByOthers = viewer.isAdmin
      ? []
      : application.preselectedCourses.filter((id) => !viewer.staffCourseIds.includes(id));
    await tx
      .update(mentorRegistries)
      .set({ preselectedCourses: [...new Set([...listed, ...keptByOthers])], sendDate: now, updatedAt: now })
      .where(eq(mentorRegistries.id, application.id));
    if (!found.length) return;
    const invited = listed.flatMap((id) => found.filter((course) => course.id === id));
    const data = {
      courses: invited.map((course) => ({
        name: course.name,
        link: `/course/mentor/confirm?course=${encodeURIComponent(course.alias)}`,
      })),
    };
    await sendNotification(
      tx,
      { notificationId: 'mentorRegistrationApproval', userId: application.userId, data, direct: true },
      now,
    );
  });
}

// rules.md R14.8: cancel hides the application until its owner submits the questionnaire again.
export async function cancelApplication(db: Db, viewer: RegistryViewer, githubId: string, now: Date): Promise<void> {
  const application = await findApplication(db, githubId);
  await assertVisible(db, viewer, application);
  await db
    .update(mentorRegistries)
    .set({ canceled: true, updatedAt: now })
    .where(eq(mentorRegistries.id, application.id));
}

// rules.md R14.8: the staff note is set, or cleared by null or an empty text.
export async function setComment(
  db: Db,
  viewer: RegistryViewer,
  githubId: string,
  comment: string | null,
  now: Date,
): Promise<void> {
  const application = await findApplication(db, githubId);
  await assertVisible(db, viewer, application);
  await db
    .update(mentorRegistries)
    .set({ comment: comment || null, updatedAt: now })
    .where(eq(mentorRegistries.id, application.id));
}
