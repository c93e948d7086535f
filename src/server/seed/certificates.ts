import { and, asc, desc, eq, notInArray } from 'drizzle-orm';
import { certificates, courseTasks, students, taskResults } from '../db/schema';
import type { SeedStep } from './context';

const DAY = 24 * 60 * 60 * 1000;
const COMPLETED_TASKS = 4;
// pages.md §11 "/course/stats": the running course's best students finished early and hold certificates, so the
// manager's "Certificates Countries" and "Students With Certificate" cards show data on the first start.
const EARLY_GRADUATES = 20;

const isoDay = (instant: number) => new Date(instant).toISOString().slice(0, 10);

// The completed course has its own graduates: the student persona and a sixth of the demo students, half certified,
// so mentor applications, user search and registration prerequisites show certificates on the first start. It has
// four tasks of the catalogue with a result for every graduate (the certified ones scored 80–100 %, the others
// 35–74 %), so the totals and ranks that seedCourseStudents recomputes for every course are real ones (R3.2).
export const seedCertificates: SeedStep = async ({ tx, course, persona, studentUserIds, today }) => {
  const completed = course['js-fe-2025'];
  const graduates = studentUserIds.filter((_, index) => index % 6 === 0);
  if (graduates.length) {
    await tx.insert(students).values(graduates.map((userId) => ({ courseId: completed, userId })));
  }
  const certified = [persona('student'), ...graduates.filter((_, index) => index % 2 === 0)];
  const rows = await tx
    .select({ id: students.id, userId: students.userId })
    .from(students)
    .where(eq(students.courseId, completed))
    .orderBy(asc(students.id));
  const catalogue = await tx
    .selectDistinct({ taskId: courseTasks.taskId })
    .from(courseTasks)
    .where(eq(courseTasks.courseId, course['js-fe-2026']))
    .orderBy(asc(courseTasks.taskId))
    .limit(COMPLETED_TASKS);
  const tasks = await tx
    .insert(courseTasks)
    .values(
      catalogue.map(({ taskId }, index) => ({
        courseId: completed,
        taskId,
        checker: 'mentor' as const,
        studentStartDate: new Date(today - (390 - index * 40) * DAY),
        studentEndDate: new Date(today - (370 - index * 40) * DAY),
      })),
    )
    .returning({ id: courseTasks.id, end: courseTasks.studentEndDate });
  const isCertified = new Set(certified);
  const results = rows.flatMap((student, i) =>
    tasks.map((task, j) => {
      const percent = isCertified.has(student.userId) ? 80 + ((i * 7 + j * 5) % 21) : 35 + ((i * 11 + j * 3) % 40);
      const dateTime = task.end.toISOString();
      return {
        studentId: student.id,
        courseTaskId: task.id,
        score: percent,
        history: [{ score: percent, comment: null, authorId: 0, dateTime }],
        createdAt: task.end,
        updatedAt: task.end,
      };
    }),
  );
  if (results.length) await tx.insert(taskResults).values(results);
  const issued = rows.filter((row) => isCertified.has(row.userId));
  if (issued.length) {
    await tx.insert(certificates).values(
      issued.map((row) => ({
        studentId: row.id,
        issueDate: isoDay(today - 120 * DAY),
        issuedById: persona('admin'),
      })),
    );
  }
};

// After every step that writes results (the totals are final): the running course's best active students, never a
// persona (the journeys certify the student persona themselves), hold a certificate issued by its manager.
export const seedEarlyGraduates: SeedStep = async ({ tx, course, persona, today }) => {
  const running = course['js-fe-2026'];
  const personas = ['student', 'expelled-student', 'other-course-student'].map(persona);
  const best = await tx
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.courseId, running), eq(students.isExpelled, false), notInArray(students.userId, personas)))
    .orderBy(desc(students.totalScore), asc(students.id))
    .limit(EARLY_GRADUATES);
  if (!best.length) return;
  await tx
    .insert(certificates)
    .values(
      best.map((row) => ({ studentId: row.id, issueDate: isoDay(today - 7 * DAY), issuedById: persona('manager') })),
    );
};
