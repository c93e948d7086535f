import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { courses } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { copyScheduleItems } from '../../course-tasks';
import type { Course, CourseInput } from '../schemas';
import { getCourse } from '../service';
import { assertCourseInputFits, toCourseValues } from './save-course';

// rules.md R15.1: the new course with the source's non-disabled course tasks and course events, every date shifted by
// the difference of the start dates; cross-check status starts at initial (course-tasks' copy service). Team
// distributions join this copy with the teams issue. R15.3: people and results are never copied.
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
    await copyScheduleItems(tx, sourceId, created.id, offset, now);
    return created.id;
  });
  return getCourse(db, id);
}
