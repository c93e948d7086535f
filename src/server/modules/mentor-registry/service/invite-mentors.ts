import { and, countDistinct, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  certificates,
  courses,
  disciplines,
  mentors,
  notificationUserConnections,
  students,
  users,
} from '../../../db/schema';
import { AppError } from '../../../http/problem';
import type { InviteMentorsInput } from '../schemas';
import { hasVisibleText, sanitizeInvitationHtml } from './sanitize-html';

// rules.md R14.7: certified graduates of a course of the given disciplines (and, with isMentor, the mentors of such
// courses) who keep an enabled e-mail connection. The `mentorsInvitation` message itself waits for the notification
// outbox; until then the call validates, sanitizes and counts.
export async function inviteMentors(db: DbOrTx, input: InviteMentorsInput): Promise<{ recipients: number }> {
  const known = await db
    .select({ id: disciplines.id })
    .from(disciplines)
    .where(and(isNull(disciplines.deletedAt), inArray(disciplines.id, input.disciplines)));
  const errors = input.disciplines.flatMap((id, index) =>
    known.some((row) => row.id === id)
      ? []
      : [{ path: `disciplines.${index}`, message: `Discipline ${id} does not exist` }],
  );
  if (errors.length) throw new AppError('validation', 'Invalid disciplines: unknown ids.', { errors });
  const text = sanitizeInvitationHtml(input.text);
  if (!hasVisibleText(text))
    throw new AppError('validation', 'Invalid text: the invitation has no text.', {
      errors: [{ path: 'text', message: 'The invitation needs some text' }],
    });

  const ofDisciplines = inArray(courses.disciplineId, input.disciplines);
  const certified = sql`exists (select 1 from ${certificates}
    join ${students} on ${students.id} = ${certificates.studentId}
    join ${courses} on ${courses.id} = ${students.courseId}
    where ${students.userId} = ${users.id} and ${ofDisciplines})`;
  const mentored = sql`exists (select 1 from ${mentors}
    join ${courses} on ${courses.id} = ${mentors.courseId}
    where ${mentors.userId} = ${users.id} and ${ofDisciplines})`;
  const [row] = await db
    .select({ recipients: countDistinct(users.id) })
    .from(users)
    .innerJoin(
      notificationUserConnections,
      and(
        eq(notificationUserConnections.userId, users.id),
        eq(notificationUserConnections.channelId, 'email'),
        eq(notificationUserConnections.enabled, true),
      ),
    )
    .where(and(eq(users.obfuscated, false), input.isMentor ? or(certified, mentored) : certified));
  return { recipients: row.recipients };
}
