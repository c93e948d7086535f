import type { Db } from '../../../src/server/db/client';
import {
  courseEvents,
  courseTasks,
  events,
  mentorReviewAssignments,
  taskResults,
  taskSolutions,
  tasks,
  taskVerifications,
} from '../../../src/server/db/schema';
import type { EventType, TaskType } from '../../../src/server/db/schema/enums';
import { addCourse, addCourseUser, addMentor, addStudent, addUser, type TestCourse, type TestUser } from './school';

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

export type ScheduleCourse = {
  course: TestCourse;
  student: TestUser;
  studentId: number;
  mentor: TestUser;
  mentorId: number;
  manager: TestUser;
  supervisor: TestUser;
};

// A course of its own per test, so that items from other tests never show up.
export async function scheduleCourse(db: Db): Promise<ScheduleCourse> {
  const course = await addCourse(db);
  const [student, mentor, manager, supervisor] = [
    await addUser(db),
    await addUser(db),
    await addUser(db),
    await addUser(db),
  ];
  const studentId = await addStudent(db, course.id, student.id);
  const mentorId = await addMentor(db, course.id, mentor.id);
  await addCourseUser(db, course.id, manager.id, { isManager: true });
  await addCourseUser(db, course.id, supervisor.id, { isSupervisor: true });
  return { course, student, studentId, mentor, mentorId, manager, supervisor };
}

type CourseTaskValues = Partial<typeof courseTasks.$inferInsert> & {
  name: string;
  taskType?: TaskType;
  descriptionUrl?: string;
};

export async function insertCourseTask(db: Db, courseId: number, values: CourseTaskValues) {
  const { name, taskType = 'jstask', descriptionUrl, ...courseTask } = values;
  const [task] = await db.insert(tasks).values({ name, type: taskType, descriptionUrl }).returning({ id: tasks.id });
  const [row] = await db
    .insert(courseTasks)
    .values({
      courseId,
      taskId: task.id,
      studentStartDate: new Date('2026-02-01T00:00:00Z'),
      studentEndDate: new Date('2026-02-15T00:00:00Z'),
      ...courseTask,
    })
    .returning({ id: courseTasks.id });
  return { id: row.id, taskId: task.id };
}

type CourseEventValues = Partial<typeof courseEvents.$inferInsert> & {
  name: string;
  type?: EventType;
  dateTime: Date;
  descriptionUrl?: string;
};

export async function insertCourseEvent(db: Db, courseId: number, values: CourseEventValues) {
  const { name, type = 'lecture_online', descriptionUrl, ...courseEvent } = values;
  const [event] = await db.insert(events).values({ name, type, descriptionUrl }).returning({ id: events.id });
  const [row] = await db
    .insert(courseEvents)
    .values({ courseId, eventId: event.id, ...courseEvent })
    .returning({ id: courseEvents.id });
  return { id: row.id, eventId: event.id };
}

export async function insertResult(db: Db, courseTaskId: number, studentId: number, score: number) {
  await db.insert(taskResults).values({ courseTaskId, studentId, score });
}

export async function insertSolution(db: Db, courseTaskId: number, studentId: number) {
  await db.insert(taskSolutions).values({ courseTaskId, studentId, url: 'https://github.com/someone/solution' });
}

export async function insertReviewAssignment(db: Db, courseTaskId: number, studentId: number, mentorId: number) {
  await db.insert(mentorReviewAssignments).values({ courseTaskId, studentId, mentorId });
}

export async function insertVerification(db: Db, courseTaskId: number, studentId: number, score: number) {
  await db.insert(taskVerifications).values({ courseTaskId, studentId, score, status: 'completed' });
}

export type ScheduleItemBody = {
  key: string;
  id: number;
  entityType: string;
  name: string;
  type: string;
  tag: string;
  status: string;
  startDate: string;
  endDate: string;
  descriptionUrl: string | null;
  organizer: { id: number; githubId: string; name: string } | null;
  place: string | null;
  score: number | null;
  maxScore: number | null;
  scoreWeight: number | null;
  crossCheckStatus: string | null;
};
