import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import {
  courseEvents,
  courseTasks,
  events,
  mentorReviewAssignments,
  taskResults,
  taskSolutions,
  tasks,
  taskVerifications,
  users,
} from '../../../db/schema';

const taskOwner = alias(users, 'task_owner');
const eventOrganizer = alias(users, 'event_organizer');

// The caller's own facts per task (R5.3), read with the tasks in one round trip: each is a lookup on a unique or
// leading-column index, so a 200-item schedule stays one query (DESIGN.md "Performance": schedule p99 ≤ 30 ms).
function studentFacts(studentId: number | null) {
  if (studentId === null) {
    return {
      resultScore: sql<number | null>`null::int`,
      hasSolution: sql<boolean>`false`,
      hasReviewAssignment: sql<boolean>`false`,
      hasVerification: sql<boolean>`false`,
    };
  }
  return {
    resultScore: sql<number | null>`(select ${taskResults.score} from ${taskResults}
      where ${taskResults.courseTaskId} = ${courseTasks.id} and ${taskResults.studentId} = ${studentId})`,
    hasSolution: sql<boolean>`exists (select 1 from ${taskSolutions}
      where ${taskSolutions.courseTaskId} = ${courseTasks.id} and ${taskSolutions.studentId} = ${studentId})`,
    hasReviewAssignment: sql<boolean>`exists (select 1 from ${mentorReviewAssignments}
      where ${mentorReviewAssignments.courseTaskId} = ${courseTasks.id}
        and ${mentorReviewAssignments.studentId} = ${studentId})`,
    hasVerification: sql<boolean>`exists (select 1 from ${taskVerifications}
      where ${taskVerifications.studentId} = ${studentId} and ${taskVerifications.courseTaskId} = ${courseTasks.id}
        and ${taskVerifications.status} = 'completed')`,
  };
}

// rules.md R5.1: every non-disabled course task of the course, with its catalogue task and owner.
export function loadCourseTasks(db: DbOrTx, courseId: number, studentId: number | null) {
  return db
    .select({
      id: courseTasks.id,
      taskId: courseTasks.taskId,
      name: tasks.name,
      type: sql<string>`coalesce(${courseTasks.type}, ${tasks.type})`,
      descriptionUrl: tasks.descriptionUrl,
      checker: courseTasks.checker,
      startDate: courseTasks.studentStartDate,
      endDate: courseTasks.studentEndDate,
      crossCheckEndDate: courseTasks.crossCheckEndDate,
      maxScore: courseTasks.maxScore,
      scoreWeight: courseTasks.scoreWeight,
      pairsCount: courseTasks.pairsCount,
      crossCheckStatus: courseTasks.crossCheckStatus,
      ownerId: taskOwner.id,
      ownerGithubId: taskOwner.githubId,
      ownerFirstName: taskOwner.firstName,
      ownerLastName: taskOwner.lastName,
      ...studentFacts(studentId),
    })
    .from(courseTasks)
    .innerJoin(tasks, eq(tasks.id, courseTasks.taskId))
    .leftJoin(taskOwner, eq(taskOwner.id, courseTasks.taskOwnerId))
    .where(and(eq(courseTasks.courseId, courseId), eq(courseTasks.disabled, false)));
}

export function loadCourseEvents(db: DbOrTx, courseId: number) {
  return db
    .select({
      id: courseEvents.id,
      eventId: courseEvents.eventId,
      name: events.name,
      type: events.type,
      descriptionUrl: events.descriptionUrl,
      dateTime: courseEvents.dateTime,
      endTime: courseEvents.endTime,
      duration: courseEvents.duration,
      place: courseEvents.place,
      organizerId: eventOrganizer.id,
      organizerGithubId: eventOrganizer.githubId,
      organizerFirstName: eventOrganizer.firstName,
      organizerLastName: eventOrganizer.lastName,
    })
    .from(courseEvents)
    .innerJoin(events, eq(events.id, courseEvents.eventId))
    .leftJoin(eventOrganizer, eq(eventOrganizer.id, courseEvents.organizerId))
    .where(eq(courseEvents.courseId, courseId))
    .orderBy(asc(courseEvents.dateTime));
}

export type CourseTaskSource = Awaited<ReturnType<typeof loadCourseTasks>>[number];
export type CourseEventSource = Awaited<ReturnType<typeof loadCourseEvents>>[number];
