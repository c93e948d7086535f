import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { courses, courseTasks } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import type { Course, CourseInput } from '../schemas';
import { getCourse } from '../service';
import { assertCourseInputFits, toCourseValues } from './save-course';

const shift = (date: Date | null, offsetMs: number) => (date ? new Date(date.getTime() + offsetMs) : null);

// rules.md R15.1: the new course with the source's non-disabled course tasks, every date shifted by the difference of
// the start dates; cross-check status starts at initial. Course events and team distributions join this copy when
// their tables exist (schedule and teams issues). R15.3: people and results are never copied.
export async function copyCourse(db: Db, sourceId: number, input: CourseInput, now: Date): Promise<Course> {
  const id = await db.transaction(async (tx) => {
    const [source] = await tx.select({ startDate: courses.startDate }).from(courses).where(eq(courses.id, sourceId));
    if (!source) throw new AppError('not_found', `Course ${sourceId} does not exist.`);
    await assertCourseInputFits(tx, input);
    const values = toCourseValues(input);
    const [created] = await tx
      .insert(courses)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning({ id: courses.id });
    const offset = values.startDate.getTime() - source.startDate.getTime();
    const sourceTasks = await tx
      .select()
      .from(courseTasks)
      .where(and(eq(courseTasks.courseId, sourceId), eq(courseTasks.disabled, false)));
    if (sourceTasks.length) {
      await tx.insert(courseTasks).values(
        sourceTasks.map(({ id: _id, createdAt: _c, updatedAt: _u, ...task }) => ({
          ...task,
          courseId: created.id,
          studentStartDate: shift(task.studentStartDate, offset) as Date,
          studentEndDate: shift(task.studentEndDate, offset) as Date,
          studentRegistrationStartDate: shift(task.studentRegistrationStartDate, offset),
          crossCheckEndDate: shift(task.crossCheckEndDate, offset),
          crossCheckStatus: 'initial' as const,
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
    return created.id;
  });
  return getCourse(db, id);
}
