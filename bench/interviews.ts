// The large school's interview distribution (issue 9 bench): a Technical Screening course of 3,000 registered
// candidates and 300 interviewers, planned (R10.5, pure) and saved in one locked transaction with its 3,000
// interviewerAssigned notifications (budget ≤ 1 s). A separate course keeps the demo course's one stage task
// (R10.1) and the other scenarios' data as they are. Deterministic: the same school gets the same pairs.
// Pages to load afterwards (manager token): interviewPaths(result) — the pairs table (3,000 rows) and the wait list.
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import {
  courses,
  courseTasks,
  interviewRegistrations,
  mentors,
  notificationChannelSettings,
  notifications,
  students,
  tasks,
  users,
} from '../src/server/db/schema';
import { distributeInterview } from '../src/server/modules/interviews/service/distribute';
import { planStage, seededRandom, stageCapacity } from '../src/server/modules/interviews/service/plan';

export const LARGE_INTERVIEW_CANDIDATES = 3_000;
export const LARGE_INTERVIEWERS = 300;
export const INTERVIEW_DISTRIBUTION_BUDGET_MS = 1_000;
const BATCH = 2000;
const DAY = 24 * 60 * 60 * 1000;
const CITIES = ['Minsk', 'Warsaw', 'Tbilisi', 'Vilnius', 'Tashkent'];

export type LargeInterviews = {
  courseId: number;
  interviewId: number;
  pairs: number;
  unassigned: number;
  // The pure planner alone on the loaded input.
  planMs: number;
  // What the manager's "Create Interview Pairs" runs: lock, load, plan, bulk insert and notify in one transaction.
  distributionMs: number;
};

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

// The school's first users by id (topped up with new ones when the school is smaller), as candidates and interviewers.
async function benchUsers(db: Db, count: number): Promise<number[]> {
  const found = await db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(count);
  const ids = found.map((row) => row.id);
  const missing = Array.from({ length: count - ids.length }, (_, index) => ({
    githubId: `bench-interview-${index + 1}`,
    firstName: 'Bench',
    lastName: `Interviewee ${index + 1}`,
  }));
  await inBatches(missing, async (batch) => {
    const rows = await db.insert(users).values(batch).returning({ id: users.id });
    ids.push(...rows.map((row) => row.id));
  });
  return ids;
}

export async function addLargeInterviewDistribution(db: Db, now = new Date()): Promise<LargeInterviews> {
  const random = seededRandom(310);
  const userIds = await benchUsers(db, LARGE_INTERVIEW_CANDIDATES + LARGE_INTERVIEWERS);
  await db.execute(sql`update "user" set city_name = (array[${sql.raw(CITIES.map((c) => `'${c}'`).join(','))}])[1 + id % 5],
    country_name = 'Bench country' where id = any(${`{${userIds.join(',')}}`}::int[])`);
  const [course] = await db
    .insert(courses)
    .values({
      name: 'Bench interviews',
      fullName: 'Bench: interview distribution',
      alias: 'bench-interviews',
      startDate: new Date(now.getTime() - 30 * DAY),
      endDate: new Date(now.getTime() + 90 * DAY),
    })
    .returning({ id: courses.id });
  const [task] = await db
    .insert(tasks)
    .values({ name: 'Bench Technical Screening', type: 'stage-interview' })
    .returning({ id: tasks.id });
  const [interview] = await db
    .insert(courseTasks)
    .values({
      courseId: course.id,
      taskId: task.id,
      studentStartDate: new Date(now.getTime() - 5 * DAY),
      studentEndDate: new Date(now.getTime() + 10 * DAY),
      studentRegistrationStartDate: new Date(now.getTime() - 5 * DAY),
    })
    .returning({ id: courseTasks.id });
  const interviewerUsers = userIds.slice(0, LARGE_INTERVIEWERS);
  const preferences = ['any', 'city', 'country'] as const;
  await db.insert(mentors).values(
    interviewerUsers.map((userId, index) => ({
      courseId: course.id,
      userId,
      maxStudentsLimit: 8 + (index % 5),
      studentsPreference: preferences[Math.floor(random() * 3)],
    })),
  );
  const candidateIds: number[] = [];
  await inBatches(userIds.slice(LARGE_INTERVIEWERS), async (batch) => {
    const rows = await db
      .insert(students)
      .values(batch.map((userId) => ({ courseId: course.id, userId, totalScore: Math.floor(random() * 1000) / 10 })))
      .returning({ id: students.id });
    candidateIds.push(...rows.map((row) => row.id));
  });
  await inBatches(candidateIds, (batch) =>
    db
      .insert(interviewRegistrations)
      .values(
        batch.map((studentId) => ({ courseId: course.id, courseTaskId: interview.id, studentId, createdAt: now })),
      ),
  );

  // The planner alone on the same shape of input.
  const planMentors = interviewerUsers.map((_, index) => ({
    id: index + 1,
    capacity: stageCapacity(8 + (index % 5), 0, 0),
    preference: preferences[index % 3],
    cityName: CITIES[index % 5],
    countryName: 'Bench country',
  }));
  const planStudents = candidateIds.map((id, index) => ({
    id,
    mentorId: null,
    isExpelled: false,
    totalScore: index % 100,
    cityName: CITIES[index % 5],
    countryName: 'Bench country',
  }));
  const planStarted = performance.now();
  planStage(planMentors, planStudents, seededRandom(311));
  const planMs = performance.now() - planStarted;

  // The notification the distribution sends (R10.4), so its fan-out is part of the figure.
  await db
    .insert(notifications)
    .values({ id: 'interviewerAssigned', name: 'Interviewer assigned', type: 'event', enabled: true })
    .onConflictDoNothing();
  await db
    .insert(notificationChannelSettings)
    .values({
      notificationId: 'interviewerAssigned',
      channelId: 'email',
      template: {
        subject: 'Your interviewer',
        body: 'Your interviewer is {{interviewer.name}} ({{interviewer.githubId}}).',
      },
    })
    .onConflictDoNothing();

  const started = performance.now();
  const result = await distributeInterview(
    db,
    { courseId: course.id, interviewId: interview.id },
    { clean: false, registrationEnabled: true, dryRun: false },
    { now, random: seededRandom(312) },
  );
  const distributionMs = performance.now() - started;
  return {
    courseId: course.id,
    interviewId: interview.id,
    pairs: result.created,
    unassigned: result.unassigned.length,
    planMs,
    distributionMs,
  };
}

// The manager's admin table and the wait list of the bench interview.
export const interviewPaths = (large: LargeInterviews) => [
  `/api/v2/courses/${large.courseId}/interviews/${large.interviewId}/pairs`,
  `/api/v2/courses/${large.courseId}/interviews/${large.interviewId}/students/available`,
  `/api/v2/courses/${large.courseId}/interviews?types=interview,stage-interview`,
];
