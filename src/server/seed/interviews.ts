import { and, asc, desc, eq, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  courseTasks,
  interviewFeedbacks,
  interviewPairs,
  interviewRegistrations,
  mentors,
  students,
  tasks,
} from '../db/schema';
import { writeTaskResult } from '../modules/scores/service/write-task-result';
import type { SeedStep } from './context';
import { rankOf } from '../modules/course-students';

const DAY = 24 * 60 * 60 * 1000;

export const STAGE_INTERVIEW_NAME = 'Technical Screening';
export const REGULAR_INTERVIEW_NAME = 'Interview: CoreJS';

type Pool = { id: number; mentorId: number | null; mentoring: boolean }[];

async function findTask(tx: DbOrTx, courseId: number, type: 'interview' | 'stage-interview') {
  const [row] = await tx
    .select({ id: courseTasks.id, taskId: courseTasks.taskId })
    .from(courseTasks)
    .innerJoin(tasks, eq(tasks.id, courseTasks.taskId))
    .where(and(eq(courseTasks.courseId, courseId), eq(tasks.type, type), eq(courseTasks.disabled, false)))
    .orderBy(asc(courseTasks.id))
    .limit(1);
  return row;
}

// Registration windows open around the seed's now (e2e pins its clock to the same instant).
async function openWindow(tx: DbOrTx, row: { id: number; taskId: number }, now: Date, days: [number, number]) {
  const at = (offset: number) => new Date(now.getTime() + offset * DAY);
  await tx
    .update(courseTasks)
    .set({ studentRegistrationStartDate: at(days[0]), studentStartDate: at(days[0]), studentEndDate: at(days[1]) })
    .where(eq(courseTasks.id, row.id));
}

async function registerAll(tx: DbOrTx, courseId: number, courseTaskId: number, ids: number[], now: Date) {
  if (!ids.length) return;
  const createdAt = new Date(now.getTime() - DAY);
  await tx
    .insert(interviewRegistrations)
    .values(ids.map((studentId) => ({ courseId, courseTaskId, studentId, createdAt })))
    .onConflictDoNothing();
}

type PairSpec = {
  mentorId: number;
  studentId: number;
  completed?: { score: number; decision: 'yes' | 'no' | null; json: Record<string, unknown>; authorId: number };
};

// Completed pairs get their feedback and their result through the score service (R10.6, R3.1), as the API does.
async function addPairs(tx: DbOrTx, courseId: number, courseTaskId: number, specs: PairSpec[], now: Date) {
  for (const spec of specs) {
    const done = spec.completed;
    const [pair] = await tx
      .insert(interviewPairs)
      .values({
        courseId,
        courseTaskId,
        mentorId: spec.mentorId,
        studentId: spec.studentId,
        isCompleted: Boolean(done),
        decision: done ? done.decision : null,
        isGoodCandidate: done ? done.score >= 60 : null,
        score: done ? done.score : null,
        completedAt: done ? new Date(now.getTime() - 2 * DAY) : null,
        createdAt: new Date(now.getTime() - 4 * DAY),
        updatedAt: now,
      })
      .returning({ id: interviewPairs.id });
    if (!done) continue;
    await tx.insert(interviewFeedbacks).values({ interviewPairId: pair.id, version: 1, json: done.json });
    const input = { studentId: spec.studentId, courseTaskId, score: done.score, authorId: done.authorId };
    await writeTaskResult(tx, input, now);
  }
}

// The answers use the question ids of the client's corejs1 template (src/modules/InterviewFeedback/templates.ts):
// a tick (true) for a 'check' question, a note for a 'text' one; unticked questions are not stored, as the form does.
const regularFeedback = (score: number, comment: string) => ({
  answers: {
    'data-types': 'Named all primitives and told them from objects',
    'number-string': true,
    comparison: 'Knows === and where == converts',
    'function-kinds': true,
    ...(score >= 60 ? { events: 'Explained bubbling and delegation with an example', storage: true } : {}),
  },
  score,
  comment,
});

const stageFeedback = (score: number) => ({
  steps: {
    introduction: { isCompleted: true, values: { interviewResult: 'completed' } },
    // Question ids and titles from the client's pools (src/modules/InterviewFeedback/stage-steps.ts).
    theory: {
      isCompleted: true,
      values: {
        questions: [{ id: 'data-types', topic: 'JavaScript', title: 'Data types, primitives and objects', value: 3 }],
      },
    },
    practice: {
      isCompleted: true,
      values: {
        questions: [
          {
            id: 'filter',
            title: 'Write your own filter(array, predicate) that keeps the elements the predicate accepts',
            value: 3,
          },
        ],
      },
    },
    english: { isCompleted: true, values: { selfAssessment: 'B1' } },
    decision: {
      isCompleted: true,
      values: {
        finalScore: score,
        isGoodCandidate: false,
        decision: 'no',
        commentToStudent: 'Practise the array methods and come back to the next screening.',
      },
    },
  },
});

// pages.md §2–§4 interview screens; rules.md R10. In js-fe-2026: the stage interview "Technical Screening" with
// registration open around now and the regular "Interview: CoreJS" (template corejs1), both with registrations.
// Persona `mentor` interviews: two completed CoreJS pairs with feedback and one open (to fill in the e2e), plus a
// completed and an open screening. Persona `student` is registered for CoreJS and paired with another mentor. A few
// registered students wait in each wait list.
export const seedInterviews: SeedStep = async ({ tx, course, persona, now }) => {
  const main = course['js-fe-2026'];
  if (!main) return;
  const regular = await findTask(tx, main, 'interview');
  const stage = await findTask(tx, main, 'stage-interview');
  if (!regular || !stage) return;
  await openWindow(tx, regular, now, [-7, 21]);
  await openWindow(tx, stage, now, [-5, 10]);
  await tx
    .update(tasks)
    .set({ attributes: { template: 'corejs1' } })
    .where(eq(tasks.id, regular.taskId));
  await tx.update(tasks).set({ name: STAGE_INTERVIEW_NAME }).where(eq(tasks.id, stage.taskId));

  const mentorUser = persona('mentor');
  const personaUsers = ['student', 'expelled-student', 'mentor'].map((login) => persona(login));
  const [me] = await tx
    .select({ id: mentors.id })
    .from(mentors)
    .where(and(eq(mentors.courseId, main), eq(mentors.userId, mentorUser)));
  const [personaStudent] = await tx
    .select({ id: students.id, mentorId: students.mentorId })
    .from(students)
    .where(and(eq(students.courseId, main), eq(students.userId, personaUsers[0]), eq(students.isExpelled, false)));
  if (!me) return;
  const [other] = await tx
    .select({ id: mentors.id })
    .from(mentors)
    .where(
      and(
        eq(mentors.courseId, main),
        ne(mentors.id, me.id),
        eq(mentors.isExpelled, false),
        personaStudent?.mentorId ? ne(mentors.id, personaStudent.mentorId) : undefined,
      ),
    )
    .orderBy(asc(mentors.id))
    .limit(1);

  const pool: Pool = await tx
    .select({ id: students.id, mentorId: students.mentorId, mentoring: students.mentoring })
    .from(students)
    .where(and(eq(students.courseId, main), eq(students.isExpelled, false), notInArray(students.userId, personaUsers)))
    .orderBy(sql`${rankOf(true)} asc nulls last`, asc(students.id))
    .limit(60);

  // Regular interview: persona mentor's three pairs (never his own mentees), persona student, a wait list of four.
  const notMine = pool.filter((s) => s.mentorId !== me.id);
  const mine = notMine.slice(0, 3);
  const waiting = notMine.slice(3, 7);
  const regularIds = [...mine, ...waiting].map((s) => s.id);
  await registerAll(tx, main, regular.id, [...regularIds, ...(personaStudent ? [personaStudent.id] : [])], now);
  const specs: PairSpec[] = mine.map((s, index) => ({
    mentorId: me.id,
    studentId: s.id,
    completed:
      index < 2
        ? {
            score: index === 0 ? 80 : 45,
            decision: null,
            json: regularFeedback(index === 0 ? 80 : 45, index === 0 ? 'Strong basics.' : 'Revise this and closures.'),
            authorId: mentorUser,
          }
        : undefined,
  }));
  if (personaStudent && other) specs.push({ mentorId: other.id, studentId: personaStudent.id });
  await addPairs(tx, main, regular.id, specs, now);

  // Stage interview: candidates without a mentor who want one.
  const unmentored = await tx
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        eq(students.courseId, main),
        eq(students.isExpelled, false),
        eq(students.mentoring, true),
        isNull(students.mentorId),
        notInArray(students.userId, personaUsers),
        notInArray(students.id, regularIds.length ? regularIds : [0]),
      ),
    )
    .orderBy(asc(students.id))
    .limit(6);
  const candidateIds = unmentored.map((s) => s.id);
  await registerAll(tx, main, stage.id, candidateIds, now);
  const [first, second] = candidateIds;
  const stageSpecs: PairSpec[] = [];
  if (first) {
    const completed = { score: 35, decision: 'no' as const, json: stageFeedback(35), authorId: mentorUser };
    stageSpecs.push({ mentorId: me.id, studentId: first, completed });
  }
  if (second) stageSpecs.push({ mentorId: me.id, studentId: second });
  await addPairs(tx, main, stage.id, stageSpecs, now);
  await freeInterviewer(tx, main, me.id);
};

// R10.5 sizes a screening interviewer by his free places: one mentor gets four, so "Create Interview Pairs" always
// has someone to pair the waiting candidates with.
async function freeInterviewer(tx: DbOrTx, courseId: number, personaMentorId: number) {
  const [spare] = await tx
    .select({ id: mentors.id })
    .from(mentors)
    .where(and(eq(mentors.courseId, courseId), ne(mentors.id, personaMentorId), eq(mentors.isExpelled, false)))
    .orderBy(desc(mentors.id))
    .limit(1);
  if (!spare) return;
  await tx.execute(sql`update mentor set max_students_limit = 4 + (select count(*)::int from student
    where mentor_id = ${spare.id} and not is_expelled) where id = ${spare.id}`);
}
