import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { interviewRegistrations } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import type { SessionData } from '../../session/service';
import { loadInterview, registrationStart, type InterviewRef } from './common';

type StudentState = { id: number; isExpelled: boolean; mentoring: boolean; mentorId: number | null };

// rules.md R10.2: an active student registers once while registration is open; the stage interview also needs
// mentoring = true and no mentor yet.
export async function registerToInterview(
  db: Db,
  session: SessionData,
  ref: InterviewRef,
  now: Date,
): Promise<{ id: number; registrationDate: string }> {
  return db.transaction(async (tx) => {
    const interview = await loadInterview(tx, ref, true);
    const studentId = session.courses[ref.courseId]?.studentId;
    const result = (await tx.execute(sql`
      select id, is_expelled as "isExpelled", mentoring, mentor_id as "mentorId" from student
      where id = ${studentId ?? 0} and course_id = ${ref.courseId} for update`)) as unknown as { rows: StudentState[] };
    const student = result.rows[0];
    if (!student) throw new AppError('forbidden', 'Only a student of this course may register.');
    if (student.isExpelled) throw new AppError('forbidden', 'Only an active student of this course may register.');
    const opens = registrationStart(interview);
    if (now < opens) throw new AppError('conflict', `Registration opens on ${opens.toISOString()}.`);
    if (now > new Date(interview.endDate)) throw new AppError('conflict', 'Registration for this interview is closed.');
    if (interview.type === 'stage-interview' && (!student.mentoring || student.mentorId !== null)) {
      throw new AppError(
        'conflict',
        student.mentorId !== null
          ? 'You already have a mentor: the technical screening is for students without one.'
          : 'You chose to study without a mentor: the technical screening is for students who want one.',
      );
    }
    const [row] = await tx
      .insert(interviewRegistrations)
      .values({ courseId: ref.courseId, courseTaskId: interview.id, studentId: student.id, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: interviewRegistrations.id, createdAt: interviewRegistrations.createdAt });
    if (!row) throw new AppError('conflict', 'You are already registered for this interview.');
    return { id: row.id, registrationDate: row.createdAt.toISOString() };
  });
}
