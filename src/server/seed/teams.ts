import { and, asc, desc, eq, inArray, isNotNull, lt, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  courseTasks,
  students,
  taskResults,
  teamDistributions,
  teamDistributionStudents,
  teamMembers,
  teams,
} from '../db/schema';
import { generatePassword, repickLeads } from '../modules/teams/service/common';
import { writeTeamScores } from '../modules/teams/service';
import type { SeedStep } from './context';
import { rankOf } from '../modules/course-students';

const DAY = 24 * 60 * 60 * 1000;

// The open distribution's name (the teams screens and their journeys find its card by it).
export const OPEN_DISTRIBUTION_NAME = 'Songbird teams';
export const COMPLETED_DISTRIBUTION_NAME = 'Winter hackathon teams';

const openTeams = ['Night Owls', 'Pixel Pushers', 'Async Avengers'];
const completedTeams = ['Frost Byte', 'Snow Devs', 'Ice Breakers'];

type TeamSpec = { name: string; studentIds: number[] };

async function register(tx: DbOrTx, distributionId: number, studentIds: number[], distributed: boolean, now: Date) {
  if (!studentIds.length) return;
  await tx.insert(teamDistributionStudents).values(
    studentIds.map((studentId) => ({
      teamDistributionId: distributionId,
      studentId,
      distributed,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

async function addTeams(tx: DbOrTx, distributionId: number, specs: TeamSpec[], now: Date) {
  const ids: number[] = [];
  for (const spec of specs) {
    const slug = spec.name.toLowerCase().replace(/\s+/g, '-');
    const [team] = await tx
      .insert(teams)
      .values({
        teamDistributionId: distributionId,
        name: spec.name,
        description: `${spec.name} build the final project together.`,
        chatLink: `https://t.me/rs-${slug}`,
        password: generatePassword(),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: teams.id });
    await tx
      .insert(teamMembers)
      .values(spec.studentIds.map((studentId) => ({ teamId: team.id, teamDistributionId: distributionId, studentId })));
    ids.push(team.id);
  }
  await repickLeads(tx, ids, now);
}

// Teams of `size` cut from a rank-ordered list, the last one a seat short (so a student can still join it).
const chunk = (ids: number[], names: string[], size: number): TeamSpec[] =>
  names.map((name, index) => ({ name, studentIds: ids.slice(index * size, (index + 1) * size) }));

// pages.md team distribution screens; rules.md R12. In js-fe-2026: "Songbird teams", open around now (registration
// window from 3 days ago to 10 days ahead, not strict, teams of up to 4): three teams of students without a persona,
// persona `student` registered but teamless (so he can create or join a team), and registered students without a
// team. "Winter hackathon teams", completed: three teams whose task (an ended mentor-checked task of the course)
// got its team scores through the score service (R12.8).
export const seedTeams: SeedStep = async ({ tx, course, persona, now }) => {
  const main = course['js-fe-2026'];
  if (!main) return;
  const personaUsers = ['student', 'expelled-student'].map((login) => persona(login));
  const [personaStudent] = await tx
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.courseId, main), eq(students.userId, personaUsers[0]), eq(students.isExpelled, false)));

  const [open] = await tx
    .insert(teamDistributions)
    .values({
      courseId: main,
      name: OPEN_DISTRIBUTION_NAME,
      description: 'Find teammates for the final project: create a team, join one with its code, or wait for the draw.',
      descriptionUrl: 'https://github.com/rolling-scopes-school/tasks/tree/master/tasks/final-project',
      startDate: new Date(now.getTime() - 3 * DAY),
      endDate: new Date(now.getTime() + 10 * DAY),
      minTeamSize: 2,
      maxTeamSize: 4,
      strictTeamSize: 3,
      strictTeamSizeMode: false,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: teamDistributions.id });
  const pool = await tx
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.courseId, main), eq(students.isExpelled, false), notInArray(students.userId, personaUsers)))
    .orderBy(sql`${rankOf(true)} asc nulls last`, asc(students.id))
    .limit(16);
  const ids = pool.map((row) => row.id);
  const seated = ids.slice(0, 8);
  const specs = chunk(seated, openTeams, 3).filter((spec) => spec.studentIds.length > 0);
  await register(tx, open.id, seated, true, now);
  await register(tx, open.id, [...(personaStudent ? [personaStudent.id] : []), ...ids.slice(8)], false, now);
  await addTeams(tx, open.id, specs, now);

  await seedCompleted(tx, main, personaUsers, persona('manager'), now);
};

async function seedCompleted(tx: DbOrTx, courseId: number, personaUsers: number[], managerId: number, now: Date) {
  const [task] = await tx
    .select({ id: courseTasks.id })
    .from(courseTasks)
    .where(
      and(
        eq(courseTasks.courseId, courseId),
        eq(courseTasks.checker, 'mentor'),
        eq(courseTasks.disabled, false),
        lt(courseTasks.studentEndDate, now),
      ),
    )
    .orderBy(desc(courseTasks.studentEndDate), asc(courseTasks.id))
    .limit(1);
  if (!task) return;
  const taken = await tx.select({ id: teamMembers.studentId }).from(teamMembers);
  const scored = await tx
    .select({ id: students.id })
    .from(students)
    .innerJoin(taskResults, and(eq(taskResults.studentId, students.id), eq(taskResults.courseTaskId, task.id)))
    .where(
      and(
        eq(students.courseId, courseId),
        eq(students.isExpelled, false),
        isNotNull(rankOf(true)),
        notInArray(students.userId, personaUsers),
        taken.length
          ? notInArray(
              students.id,
              taken.map((row) => row.id),
            )
          : sql`true`,
      ),
    )
    .orderBy(desc(students.id))
    .limit(9);
  if (scored.length < 3) return;
  const [completed] = await tx
    .insert(teamDistributions)
    .values({
      courseId,
      name: COMPLETED_DISTRIBUTION_NAME,
      description: 'Teams of the winter hackathon; each team shares the best score of its members.',
      startDate: new Date(now.getTime() - 60 * DAY),
      endDate: new Date(now.getTime() - 50 * DAY),
      state: 'distributed',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: teamDistributions.id });
  const ids = scored.map((row) => row.id);
  await register(tx, completed.id, ids, true, now);
  await addTeams(
    tx,
    completed.id,
    chunk(ids, completedTeams, 3).filter((spec) => spec.studentIds.length > 0),
    now,
  );
  await tx
    .update(courseTasks)
    .set({ teamDistributionId: completed.id })
    .where(inArray(courseTasks.id, [task.id]));
  await writeTeamScores(tx, { courseId, id: completed.id, taskId: task.id }, managerId, now);
}
