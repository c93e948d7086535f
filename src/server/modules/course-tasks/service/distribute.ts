import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { courseTasks, mentorReviewAssignments, mentors, students, taskResults, users } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { displayName } from '../../auth';
import type { DistributionResult } from '../schemas';

type Person = { id: number; githubId: string; name: string };
type PoolStudent = Person & { mentorId: number };

export function shuffle<T>(items: T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

async function lockMentorTask(tx: DbOrTx, courseId: number, courseTaskId: number) {
  const [task] = await tx
    .select({ checker: courseTasks.checker, disabled: courseTasks.disabled })
    .from(courseTasks)
    .where(and(eq(courseTasks.courseId, courseId), eq(courseTasks.id, courseTaskId)))
    .for('update');
  if (!task) throw new AppError('not_found', `Course task ${courseTaskId} was not found in this course.`);
  if (task.checker !== 'mentor' && task.checker !== 'assigned') {
    throw new AppError('conflict', 'Only tasks checked by a mentor (mentor or assigned) can be distributed.');
  }
  if (task.disabled) throw new AppError('conflict', 'The task has been removed from the course.');
}

// R11.2 clean: unscored assignments go; scored ones stay (their reviewer wrote the result).
async function deleteUnscored(tx: DbOrTx, courseTaskId: number) {
  await tx.delete(mentorReviewAssignments).where(
    and(
      eq(mentorReviewAssignments.courseTaskId, courseTaskId),
      notExists(
        tx
          .select({ one: sql`1` })
          .from(taskResults)
          .where(
            and(
              eq(taskResults.courseTaskId, courseTaskId),
              eq(taskResults.studentId, mentorReviewAssignments.studentId),
            ),
          ),
      ),
    ),
  );
}

async function loadMentorCapacities(tx: DbOrTx, courseId: number, courseTaskId: number) {
  const rows = await tx
    .select({
      id: mentors.id,
      githubId: users.githubId,
      firstName: users.firstName,
      lastName: users.lastName,
      mentees: sql<number>`(select count(*)::int from student s
        where s.mentor_id = ${mentors.id} and not s.is_expelled)`,
      assigned: sql<number>`(select count(*)::int from mentor_review_assignment a
        where a.mentor_id = ${mentors.id} and a.course_task_id = ${courseTaskId})`,
    })
    .from(mentors)
    .innerJoin(users, eq(users.id, mentors.userId))
    .where(and(eq(mentors.courseId, courseId), eq(mentors.isExpelled, false)))
    .orderBy(mentors.id);
  return rows
    .filter((row) => row.mentees > 0)
    .map((row) => ({
      mentor: { id: row.id, githubId: row.githubId, name: displayName(row) },
      capacity: row.mentees - row.assigned,
    }));
}

async function loadPool(tx: DbOrTx, courseId: number, courseTaskId: number): Promise<PoolStudent[]> {
  const rows = await tx
    .select({
      id: students.id,
      mentorId: students.mentorId,
      githubId: users.githubId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(
      and(
        eq(students.courseId, courseId),
        eq(students.isExpelled, false),
        sql`${students.mentorId} is not null`,
        notExists(
          tx
            .select({ one: sql`1` })
            .from(mentorReviewAssignments)
            .where(
              and(
                eq(mentorReviewAssignments.courseTaskId, courseTaskId),
                eq(mentorReviewAssignments.studentId, students.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(students.id);
  return rows.map((row) => ({
    id: row.id,
    githubId: row.githubId,
    name: displayName(row),
    mentorId: row.mentorId as number,
  }));
}

// rules.md R11.2: mentors take turns picking a student who is not their own mentee, within their capacity.
export function pickPairs(slots: { mentor: Person; capacity: number }[], pool: PoolStudent[]) {
  const left = [...pool];
  const remaining = new Map(slots.map((slot) => [slot.mentor.id, slot.capacity]));
  const pairs: { mentor: Person; student: PoolStudent }[] = [];
  let picked = true;
  while (picked && left.length > 0) {
    picked = false;
    for (const { mentor } of slots) {
      if ((remaining.get(mentor.id) ?? 0) <= 0) continue;
      const index = left.findIndex((student) => student.mentorId !== mentor.id);
      if (index < 0) continue;
      pairs.push({ mentor, student: left[index] });
      left.splice(index, 1);
      remaining.set(mentor.id, (remaining.get(mentor.id) ?? 0) - 1);
      picked = true;
    }
  }
  return { pairs, unassigned: left };
}

export async function distributeMentorReviews(
  db: Db,
  courseId: number,
  courseTaskId: number,
  clean: boolean,
  now: Date,
  random: () => number = Math.random,
): Promise<DistributionResult> {
  return db.transaction(async (tx) => {
    await lockMentorTask(tx, courseId, courseTaskId);
    if (clean) await deleteUnscored(tx, courseTaskId);
    const slots = await loadMentorCapacities(tx, courseId, courseTaskId);
    const pool = shuffle(await loadPool(tx, courseId, courseTaskId), random);
    const { pairs, unassigned } = pickPairs(slots, pool);
    if (pairs.length) {
      await tx.insert(mentorReviewAssignments).values(
        pairs.map(({ mentor, student }) => ({
          courseTaskId,
          studentId: student.id,
          mentorId: mentor.id,
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
    const person = ({ id, githubId, name }: Person) => ({ id, githubId, name });
    return {
      created: pairs.length,
      pairs: pairs.map(({ mentor, student }) => ({ mentor: person(mentor), student: person(student) })),
      unassigned: unassigned.map(person),
    };
  });
}
