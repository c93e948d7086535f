import { count, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import {
  courses,
  courseTasks,
  courseUsers,
  disciplines,
  discordServers,
  mentors,
  students,
  taskCriteria,
  tasks,
  userGroups,
  users,
} from '../db/schema';
import { demoPerson } from './people';
import { demoCriteria, demoTasks, extraDemoTask, selfCheckAttributes } from './task-catalogue';
import type { SeedContext } from './context';
import { seedSteps } from './steps';
import { seededRandom, type Random } from './random';

const DAY = 24 * 60 * 60 * 1000;
const BATCH = 500;

export type DemoSchoolSize = { students: number; mentors: number; tasks: number };
export const demoSize: DemoSchoolSize = { students: 300, mentors: 30, tasks: 12 };

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

// Dates follow the day the school is seeded, so the running course is running whenever someone starts the demo.
function courseDates(today: number) {
  return {
    running: { startDate: new Date(today - 60 * DAY), endDate: new Date(today + 120 * DAY) },
    completed: { startDate: new Date(today - 400 * DAY), endDate: new Date(today - 220 * DAY) },
    planned: { startDate: new Date(today + 45 * DAY), endDate: new Date(today + 220 * DAY) },
    inviteOnly: { startDate: new Date(today - 30 * DAY), endDate: new Date(today + 150 * DAY) },
  };
}

const personas: [string, [string, string]][] = [
  ['admin', ['Alexandra', 'Admin']],
  ['hirer', ['Harry', 'Hirer']],
  ['manager', ['Maya', 'Manager']],
  ['supervisor', ['Simon', 'Supervisor']],
  ['dementor', ['Dora', 'Dementor']],
  ['taskowner', ['Tomas', 'Taskowner']],
  ['mentor', ['Mark', 'Mentor']],
  ['student', ['Stella', 'Student']],
  ['expelled-student', ['Egor', 'Expelled']],
  ['newcomer', ['Nora', 'Newcomer']],
  ['other-course-student', ['Oscar', 'Other']],
];

async function insertUsers(db: DbOrTx, random: Random, logins: string[], names?: Map<string, [string, string]>) {
  const ids = new Map<string, number>();
  await insertInBatches(logins, async (batch) => {
    const rows = await db
      .insert(users)
      .values(batch.map((login) => demoPerson(random, login, names?.get(login))))
      .returning({ id: users.id, githubId: users.githubId });
    rows.forEach((row) => ids.set(row.githubId, row.id));
  });
  return ids;
}

export async function seedSchool(db: Db, size: DemoSchoolSize, seed = 2026, now = new Date()): Promise<void> {
  const random = seededRandom(seed);
  const today = Math.floor(now.getTime() / DAY) * DAY;
  const dates = courseDates(today);
  await db.transaction(async (tx) => {
    const [js, android, aws] = await tx
      .insert(disciplines)
      .values([{ name: 'JavaScript' }, { name: 'Android' }, { name: 'AWS' }])
      .returning({ id: disciplines.id });
    const [discord] = await tx
      .insert(discordServers)
      .values([
        {
          name: 'RS School',
          gratitudeUrl: 'https://discord.example.com/api/webhooks/rs-school',
          mentorsChatUrl: 'https://discord.example.com/invite/rs-mentors',
        },
        { name: 'RS Android', mentorsChatUrl: 'https://discord.example.com/invite/rs-android-mentors' },
      ])
      .returning({ id: discordServers.id });
    const courseRows = await tx
      .insert(courses)
      .values([
        {
          name: 'JS/FE 2026',
          fullName: 'JavaScript / Front-end 2026',
          alias: 'js-fe-2026',
          disciplineId: js.id,
          year: 2026,
          description: 'The running course: every feature of the school is in use here.',
          discordServerId: discord.id,
          ...dates.running,
        },
        {
          name: 'JS/FE 2025',
          fullName: 'JavaScript / Front-end 2025',
          alias: 'js-fe-2025',
          disciplineId: js.id,
          year: 2025,
          completed: true,
          ...dates.completed,
        },
        {
          name: 'JS/FE 2027',
          fullName: 'JavaScript / Front-end 2027',
          alias: 'js-fe-2027',
          disciplineId: js.id,
          year: 2027,
          planned: true,
          ...dates.planned,
        },
        {
          name: 'Android 2026',
          fullName: 'Android Development 2026',
          alias: 'android-2026',
          disciplineId: android.id,
          year: 2026,
          inviteOnly: true,
          ...dates.inviteOnly,
        },
      ])
      .returning({ id: courses.id, alias: courses.alias });
    const course = Object.fromEntries(courseRows.map((row) => [row.alias, row.id]));
    const main = course['js-fe-2026'];

    const personaIds = await insertUsers(
      tx,
      random,
      personas.map(([login]) => login),
      new Map(personas),
    );
    const persona = (login: string) => personaIds.get(login) as number;
    await tx
      .update(users)
      .set({ isAdmin: true })
      .where(eq(users.id, persona('admin')));
    await tx
      .update(users)
      .set({ isHirer: true })
      .where(eq(users.id, persona('hirer')));

    const mentorLogins = Array.from(
      { length: size.mentors },
      (_, i) => `demo-mentor-${String(i + 1).padStart(3, '0')}`,
    );
    const studentLogins = Array.from(
      { length: size.students },
      (_, i) => `demo-student-${String(i + 1).padStart(5, '0')}`,
    );
    const mentorUserIds = await insertUsers(tx, random, mentorLogins);
    const studentUserIds = await insertUsers(tx, random, studentLogins);

    await tx.insert(userGroups).values({
      name: 'JS/FE staff',
      userIds: [persona('manager'), persona('supervisor'), persona('dementor')],
      roles: ['manager', 'supervisor'],
    });
    await tx.insert(courseUsers).values([
      { courseId: main, userId: persona('manager'), isManager: true },
      { courseId: course['android-2026'], userId: persona('manager'), isManager: true },
      { courseId: main, userId: persona('supervisor'), isSupervisor: true },
      { courseId: main, userId: persona('dementor'), isDementor: true },
    ]);

    const mentorRows = await tx
      .insert(mentors)
      .values(
        [persona('mentor'), ...mentorUserIds.values()].map((userId) => ({
          courseId: main,
          userId,
          maxStudentsLimit: 2 + Math.floor(random() * 8),
        })),
      )
      .returning({ id: mentors.id, userId: mentors.userId });
    await tx.insert(mentors).values({ courseId: course['js-fe-2025'], userId: persona('mentor') });
    const personalMentor = mentorRows[0].id;

    await tx.insert(students).values([
      { courseId: main, userId: persona('student'), mentorId: personalMentor },
      {
        courseId: main,
        userId: persona('expelled-student'),
        isExpelled: true,
        expellingReason: 'Did not submit tasks',
      },
      { courseId: course['js-fe-2025'], userId: persona('student'), isFailed: false },
      { courseId: course['android-2026'], userId: persona('other-course-student') },
    ]);
    const bulkStudents = [...studentUserIds.values()].map((userId, index) => ({
      courseId: main,
      userId,
      mentorId: random() < 0.8 ? mentorRows[1 + (index % (mentorRows.length - 1))].id : null,
      isExpelled: random() < 0.08,
    }));
    await insertInBatches(bulkStudents, (batch) => tx.insert(students).values(batch));

    const scheduled = [...demoTasks];
    for (let i = scheduled.filter((task) => task.course).length; i < size.tasks; i++) scheduled.push(extraDemoTask(i));
    const taskRows = await tx
      .insert(tasks)
      .values(
        scheduled.map((task, i) => ({
          name: task.name,
          type: task.type,
          disciplineId: ['kotlintask'].includes(task.type) ? android.id : js.id,
          descriptionUrl: `https://example.com/tasks/${i + 1}`,
          description: `${task.name}: read the task description before you start.`,
          tags: task.tags ?? [],
          skills: task.skills ?? [],
          githubPrRequired: task.type === 'jstask',
          githubRepoName: task.type === 'jstask' ? task.name.toLowerCase().replace(/[^a-z0-9]+/g, '-') : null,
          attributes: task.type === 'selfeducation' ? selfCheckAttributes(task.name.replace('Self-check: ', '')) : {},
        })),
      )
      .returning({ id: tasks.id, type: tasks.type });
    await tx
      .insert(taskCriteria)
      .values(
        taskRows
          .filter((_, i) => scheduled[i].course?.checker === 'crossCheck')
          .map(({ id }) => ({ taskId: id, criteria: demoCriteria })),
      );
    const courseTaskRows = taskRows.flatMap((task, i) => {
      const plan = scheduled[i].course;
      if (!plan) return [];
      const start = today + plan.start * DAY;
      const end = start + plan.days * DAY;
      return [
        {
          courseId: main,
          taskId: task.id,
          checker: plan.checker,
          taskOwnerId: plan.checker === 'taskOwner' ? persona('taskowner') : null,
          studentStartDate: new Date(start),
          studentEndDate: new Date(end),
          studentRegistrationStartDate: task.type.includes('interview') ? new Date(start - 7 * DAY) : null,
          crossCheckEndDate: plan.crossCheckDays ? new Date(end + plan.crossCheckDays * DAY) : null,
          maxScore: plan.maxScore ?? 100,
          scoreWeight: plan.checker === 'auto-test' ? 0.5 : 1,
        },
      ];
    });
    await insertInBatches(courseTaskRows, (batch) => tx.insert(courseTasks).values(batch));

    const context: SeedContext = {
      tx,
      random,
      size,
      today,
      now,
      course,
      discipline: { JavaScript: js.id, Android: android.id, AWS: aws.id },
      persona,
      mentorUserIds: [...mentorUserIds.values()],
      studentUserIds: [...studentUserIds.values()],
    };
    for (const step of seedSteps) await step(context);
  });
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(courses);
  return row.total === 0;
}

export async function seedDemoSchoolIfEmpty(
  db: Db,
  log: (level: 'info', message: string) => void,
  now = new Date(),
): Promise<void> {
  if (!(await isEmpty(db))) return;
  const started = Date.now();
  await seedSchool(db, demoSize, undefined, now);
  log('info', `Demo school created in ${Date.now() - started} ms: sign in at /login as any persona.`);
}
