import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { courses, disciplines, discordServers } from '../../../db/schema';
import { AppError, type FieldError } from '../../../http/problem';
import type { Course, CourseInput } from '../schemas';
import { getCourse } from '../service';

type CourseValues = typeof courses.$inferInsert;

const instantOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);

export function toCourseValues(input: CourseInput): CourseValues {
  return {
    name: input.name,
    fullName: input.fullName,
    alias: input.alias,
    startDate: new Date(input.startDate),
    endDate: new Date(input.endDate),
    certificateThreshold: input.certificateThreshold,
    description: input.description ?? null,
    descriptionUrl: input.descriptionUrl ?? null,
    year: input.year ?? null,
    registrationEndDate: instantOrNull(input.registrationEndDate),
    disciplineId: input.disciplineId ?? null,
    discordServerId: input.discordServerId ?? null,
    completed: input.completed ?? false,
    planned: input.planned ?? false,
    inviteOnly: input.inviteOnly ?? false,
    certificateIssuer: input.certificateIssuer ?? null,
    personalMentoring: input.personalMentoring ?? true,
    personalMentoringStartDate: instantOrNull(input.personalMentoringStartDate),
    personalMentoringEndDate: instantOrNull(input.personalMentoringEndDate),
    logo: input.logo ?? null,
    minStudentsPerMentor: input.minStudentsPerMentor ?? 2,
    communityUrl: input.communityUrl ?? null,
    certificateDisciplines: [...new Set(input.certificateDisciplines ?? [])],
  };
}

// Every reference and unique field is checked before the write, so a refusal names its field and writes nothing.
export async function assertCourseInputFits(tx: DbOrTx, input: CourseInput, exceptId?: number): Promise<void> {
  const errors: FieldError[] = [];
  const disciplineIds = [
    ...new Set([...(input.disciplineId ? [input.disciplineId] : []), ...(input.certificateDisciplines ?? [])]),
  ];
  if (disciplineIds.length) {
    const known = await tx
      .select({ id: disciplines.id })
      .from(disciplines)
      .where(and(inArray(disciplines.id, disciplineIds), isNull(disciplines.deletedAt)));
    const isKnown = (id: number) => known.some((row) => row.id === id);
    if (input.disciplineId && !isKnown(input.disciplineId))
      errors.push({ path: 'disciplineId', message: 'Unknown discipline' });
    const unknown = (input.certificateDisciplines ?? []).filter((id) => !isKnown(id));
    if (unknown.length)
      errors.push({ path: 'certificateDisciplines', message: `Unknown disciplines: ${unknown.join(', ')}` });
  }
  if (input.discordServerId) {
    const [server] = await tx
      .select({ id: discordServers.id })
      .from(discordServers)
      .where(eq(discordServers.id, input.discordServerId));
    if (!server) errors.push({ path: 'discordServerId', message: 'Unknown Discord server' });
  }
  if (errors.length)
    throw new AppError('validation', `Invalid body: ${errors.map((e) => e.path).join(', ')}.`, { errors });

  const taken = await tx
    .select({ name: courses.name, alias: courses.alias })
    .from(courses)
    .where(
      and(
        or(eq(courses.name, input.name), eq(courses.alias, input.alias)),
        exceptId ? ne(courses.id, exceptId) : undefined,
      ),
    );
  const conflicts: FieldError[] = [];
  if (taken.some((row) => row.name === input.name)) conflicts.push({ path: 'name', message: 'This name is taken' });
  if (taken.some((row) => row.alias === input.alias)) conflicts.push({ path: 'alias', message: 'This alias is taken' });
  if (conflicts.length) {
    throw new AppError('conflict', `Another course already uses this ${conflicts.map((e) => e.path).join(' and ')}.`, {
      errors: conflicts,
    });
  }
}

export async function createCourse(db: Db, input: CourseInput, now: Date): Promise<Course> {
  const id = await db.transaction(async (tx) => {
    await assertCourseInputFits(tx, input);
    const [row] = await tx
      .insert(courses)
      .values({ ...toCourseValues(input), createdAt: now, updatedAt: now })
      .returning({ id: courses.id });
    return row.id;
  });
  return getCourse(db, id);
}

export async function updateCourse(db: Db, courseId: number, input: CourseInput, now: Date): Promise<Course> {
  await db.transaction(async (tx) => {
    // rules.md R1.9: an unknown course answers 404 before any name or alias conflict (409).
    const [existing] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
    if (!existing) throw new AppError('not_found', `Course ${courseId} does not exist.`);
    await assertCourseInputFits(tx, input, courseId);
    await tx
      .update(courses)
      .set({ ...toCourseValues(input), updatedAt: now })
      .where(eq(courses.id, courseId));
  });
  return getCourse(db, courseId);
}
