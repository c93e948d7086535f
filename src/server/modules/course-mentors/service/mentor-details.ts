import { and, asc, count, eq, inArray, isNull, lt, max, not, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { courseTasks, mentors, students, taskResults, users } from '../../../db/schema';
import { toCsv } from '../../../http/csv';
import { displayName } from '../../auth';
import type { MentorDetails } from '../schemas';

// rules.md R21.4: mentor-checked, non-interview, enabled tasks whose deadline has passed.
function checkableTasksOf(courseId: number, now: Date) {
  const interviewTypes = ['interview', 'stage-interview'] as const;
  return and(
    eq(courseTasks.courseId, courseId),
    eq(courseTasks.checker, 'mentor'),
    eq(courseTasks.disabled, false),
    lt(courseTasks.studentEndDate, now),
    or(isNull(courseTasks.type), not(inArray(courseTasks.type, [...interviewTypes]))),
  );
}

async function countCheckableTasks(db: DbOrTx, courseId: number, now: Date) {
  const [row] = await db.select({ total: count() }).from(courseTasks).where(checkableTasksOf(courseId, now));
  return row.total;
}

// rules.md R21.4 `checked`: results on the checkable tasks of his active mentees whose last checker is the mentor
// himself (task_result.last_checker_id, R3.1); `lastUpdatedDate` = the latest write of those results.
function checkedResults(db: DbOrTx, courseId: number, now: Date) {
  return db
    .select({
      mentorId: mentors.id,
      checked: count().as('checked'),
      lastUpdatedDate: max(taskResults.updatedAt).as('last_updated_date'),
    })
    .from(taskResults)
    .innerJoin(
      students,
      and(eq(students.id, taskResults.studentId), eq(students.courseId, courseId), eq(students.isExpelled, false)),
    )
    .innerJoin(mentors, and(eq(mentors.id, students.mentorId), eq(mentors.userId, taskResults.lastCheckerId)))
    .innerJoin(courseTasks, and(eq(courseTasks.id, taskResults.courseTaskId), checkableTasksOf(courseId, now)))
    .groupBy(mentors.id)
    .as('checked_results');
}

// access.md §6 GET /course/{courseId}/mentors/details, rules.md R21.4; expelled mentors are listed inactive.
export async function listMentorDetails(db: DbOrTx, courseId: number, now: Date): Promise<MentorDetails[]> {
  const activeMentees = db
    .select({ mentorId: students.mentorId, total: count().as('total') })
    .from(students)
    .where(and(eq(students.courseId, courseId), eq(students.isExpelled, false)))
    .groupBy(students.mentorId)
    .as('active_mentees');
  const checked = checkedResults(db, courseId, now);
  const [rows, checkableTasks] = await Promise.all([
    db
      .select({
        id: mentors.id,
        githubId: users.githubId,
        firstName: users.firstName,
        lastName: users.lastName,
        cityName: users.cityName,
        countryName: users.countryName,
        isExpelled: mentors.isExpelled,
        maxStudentsLimit: mentors.maxStudentsLimit,
        studentsPreference: mentors.studentsPreference,
        studentsCount: sql<number>`coalesce(${activeMentees.total}, 0)`.mapWith(Number),
        checked: sql<number>`coalesce(${checked.checked}, 0)`.mapWith(Number),
        lastUpdatedDate: checked.lastUpdatedDate,
      })
      .from(mentors)
      .innerJoin(users, eq(users.id, mentors.userId))
      .leftJoin(activeMentees, eq(activeMentees.mentorId, mentors.id))
      .leftJoin(checked, eq(checked.mentorId, mentors.id))
      .where(eq(mentors.courseId, courseId))
      .orderBy(asc(users.githubId), asc(mentors.id)),
    countCheckableTasks(db, courseId, now),
  ]);
  return rows.map(({ firstName, lastName, isExpelled, checked: checkedCount, lastUpdatedDate, ...row }) => ({
    ...row,
    name: displayName({ firstName, lastName, githubId: row.githubId }),
    isActive: !isExpelled,
    // Interview pairs arrive with the interviews issue (data-model.md §6): until then nothing was screened or
    // interviewed.
    screenings: { total: 0, completed: 0 },
    interviews: { total: 0, completed: 0 },
    taskResultsStats: {
      total: row.studentsCount * checkableTasks,
      checked: checkedCount,
      lastUpdatedDate: lastUpdatedDate ? new Date(lastUpdatedDate).toISOString() : null,
    },
  }));
}

const csvHeader = [
  'githubId',
  'name',
  'city',
  'country',
  'preference',
  'maxStudents',
  'studentsCount',
  'screeningsTotal',
  'screeningsCompleted',
  'interviewsTotal',
  'interviewsCompleted',
  'checkedTasks',
  'totalTasks',
  'lastCheckedDate',
  'isActive',
];

// access.md §6 mentors.csv.
export async function mentorsCsv(db: DbOrTx, courseId: number, now: Date): Promise<string> {
  const rows = await listMentorDetails(db, courseId, now);
  return toCsv(
    csvHeader,
    rows.map((row) => [
      row.githubId,
      row.name,
      row.cityName,
      row.countryName,
      row.studentsPreference,
      row.maxStudentsLimit,
      row.studentsCount,
      row.screenings.total,
      row.screenings.completed,
      row.interviews.total,
      row.interviews.completed,
      row.taskResultsStats.checked,
      row.taskResultsStats.total,
      row.taskResultsStats.lastUpdatedDate,
      row.isActive,
    ]),
  );
}
