import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courses, discordServers } from '../../db/schema';
import { AppError } from '../../http/problem';
import type { DiscordServer, DiscordServerInput } from './schemas';

const columns = {
  id: discordServers.id,
  name: discordServers.name,
  gratitudeUrl: discordServers.gratitudeUrl,
  mentorsChatUrl: discordServers.mentorsChatUrl,
};

const notFound = (id: number) => new AppError('not_found', `Discord server ${id} does not exist.`);

export function listDiscordServers(db: DbOrTx): Promise<DiscordServer[]> {
  return db.select(columns).from(discordServers).orderBy(asc(discordServers.name), asc(discordServers.id));
}

export function listDiscordServersReduced(db: DbOrTx): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: discordServers.id, name: discordServers.name })
    .from(discordServers)
    .orderBy(asc(discordServers.name), asc(discordServers.id));
}

export async function createDiscordServer(db: DbOrTx, input: DiscordServerInput): Promise<DiscordServer> {
  const [row] = await db
    .insert(discordServers)
    .values({
      name: input.name,
      gratitudeUrl: input.gratitudeUrl ?? null,
      mentorsChatUrl: input.mentorsChatUrl ?? null,
    })
    .returning(columns);
  return row;
}

// PUT replaces the whole record: an omitted URL is cleared.
export async function replaceDiscordServer(db: DbOrTx, id: number, input: DiscordServerInput, now: Date) {
  const [row] = await db
    .update(discordServers)
    .set({
      name: input.name,
      gratitudeUrl: input.gratitudeUrl ?? null,
      mentorsChatUrl: input.mentorsChatUrl ?? null,
      updatedAt: now,
    })
    .where(eq(discordServers.id, id))
    .returning(columns);
  if (!row) throw notFound(id);
  return row;
}

// Courses that pointed to the server keep running without one (FK on delete set null).
export async function deleteDiscordServer(db: DbOrTx, id: number): Promise<void> {
  const [row] = await db.delete(discordServers).where(eq(discordServers.id, id)).returning({ id: discordServers.id });
  if (!row) throw notFound(id);
}

// access.md §17: the invite is given only for the course's own server, and only when it has a mentors' chat.
export async function getMentorsChatInvite(db: DbOrTx, courseId: number, id: number) {
  const [row] = await db
    .select({ mentorsChatUrl: discordServers.mentorsChatUrl })
    .from(courses)
    .innerJoin(discordServers, eq(discordServers.id, courses.discordServerId))
    .where(and(eq(courses.id, courseId), eq(discordServers.id, id)));
  if (!row?.mentorsChatUrl) throw new AppError('not_found', 'This course has no mentors chat on that Discord server.');
  return { mentorsChatUrl: row.mentorsChatUrl };
}
