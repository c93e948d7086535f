import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { courses, discordServers, gratitudes, users, type DiscordIdentity } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { displayName } from '../../auth';
import type { SessionData } from '../../session';
import { badgesAllowed } from '../badges';
import type { Gratitude, GratitudeInput } from '../schemas';
import type { DiscordPost } from './discord-webhook';

export type GivenGratitudes = { gratitudes: Gratitude[]; discordPosts: DiscordPost[] };

// rules.md R17.2: one row per recipient, in one transaction; the Discord posts are returned for after the commit.
export async function giveGratitude(
  db: Db,
  session: SessionData,
  input: GratitudeInput,
  now: Date,
): Promise<GivenGratitudes> {
  // access.md §19 "+ owner": a role in the body's course that allows the badge (R17.1), before the input's facts.
  if (!badgesAllowed(session, input.courseId).includes(input.badgeId)) {
    throw new AppError('forbidden', `Your role in course ${input.courseId} does not allow the badge ${input.badgeId}.`);
  }
  if (input.userIds.includes(session.id)) {
    throw new AppError('validation', 'You cannot thank yourself.', {
      errors: [{ path: 'userIds', message: 'userIds must not include yourself' }],
    });
  }
  return db.transaction(async (tx) => {
    const [course] = await tx
      .select({ id: courses.id, name: courses.name, webhook: discordServers.gratitudeUrl })
      .from(courses)
      .leftJoin(discordServers, eq(discordServers.id, courses.discordServerId))
      .where(eq(courses.id, input.courseId));
    if (!course) {
      throw new AppError('validation', `Course ${input.courseId} does not exist.`, {
        errors: [{ path: 'courseId', message: 'courseId names no course' }],
      });
    }
    const people = await tx
      .select({
        id: users.id,
        githubId: users.githubId,
        firstName: users.firstName,
        lastName: users.lastName,
        discord: users.discord,
      })
      .from(users)
      .where(inArray(users.id, [session.id, ...input.userIds]));
    const byId = new Map(people.map((person) => [person.id, person]));
    const unknown = input.userIds.filter((id) => !byId.has(id));
    if (unknown.length) {
      throw new AppError('validation', `No user has the id ${unknown.join(', ')}.`, {
        errors: [{ path: 'userIds', message: `userIds names unknown users: ${unknown.join(', ')}` }],
      });
    }
    const rows = await tx
      .insert(gratitudes)
      .values(
        input.userIds.map((toUserId) => ({
          fromUserId: session.id,
          toUserId,
          courseId: course.id,
          badgeId: input.badgeId,
          comment: input.comment,
          createdAt: now,
        })),
      )
      .returning({ id: gratitudes.id, toUserId: gratitudes.toUserId });
    const sender = byId.get(session.id);
    const from = {
      githubId: sender?.githubId ?? session.githubId,
      name: sender ? displayName(sender) : session.githubId,
    };
    const given = rows.map((row): Gratitude => {
      const recipient = byId.get(row.toUserId) as (typeof people)[number];
      return {
        id: row.id,
        badgeId: input.badgeId,
        comment: input.comment,
        date: now.toISOString(),
        to: { githubId: recipient.githubId, name: displayName(recipient) },
        from,
        course: { id: course.id, name: course.name },
      };
    });
    const webhook = course.webhook;
    const discordPosts = webhook
      ? input.userIds.map((id) => {
          const recipient = byId.get(id) as (typeof people)[number];
          return { url: webhook, content: discordMessage(recipient, input.comment) };
        })
      : [];
    return { gratitudes: given, discordPosts };
  });
}

// rules.md R17.2: `<@discordId>` (or `**@githubId**`), a newline and the comment.
function discordMessage(recipient: { githubId: string; discord: DiscordIdentity | null }, comment: string) {
  const mention = recipient.discord?.id ? `<@${recipient.discord.id}>` : `**@${recipient.githubId}**`;
  return `${mention}\n${comment}`;
}
