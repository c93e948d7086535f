import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
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
import { sendNotifications } from '../../notifications';
import type { InviteMentorsInput } from '../schemas';
import { hasVisibleText, sanitizeInvitationHtml } from './sanitize-html';

// rules.md R14.7: the disciplines exist and the sanitised text has something to say (400 naming the field).
async function validInvitation(db: DbOrTx, input: InviteMentorsInput): Promise<string> {
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
  return text;
}

// rules.md R14.7: certified graduates of a course of the given disciplines (and, with isMentor, the mentors of such
// courses) who keep an enabled e-mail connection, each once.
async function selectRecipients(db: DbOrTx, input: InviteMentorsInput): Promise<number[]> {
  const ofDisciplines = inArray(courses.disciplineId, input.disciplines);
  const certified = sql`exists (select 1 from ${certificates}
    join ${students} on ${students.id} = ${certificates.studentId}
    join ${courses} on ${courses.id} = ${students.courseId}
    where ${students.userId} = ${users.id} and ${ofDisciplines})`;
  const mentored = sql`exists (select 1 from ${mentors}
    join ${courses} on ${courses.id} = ${mentors.courseId}
    where ${mentors.userId} = ${users.id} and ${ofDisciplines})`;
  const rows = await db
    .selectDistinct({ id: users.id })
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
  return rows.map((row) => row.id);
}

// rules.md R14.7, R20.4: `mentorsInvitation {text}` is queued for every recipient as a direct message (it bypasses
// the recipients' settings) in one transaction with the selection; the answer counts the recipients.
export async function inviteMentors(db: Db, input: InviteMentorsInput, now: Date): Promise<{ recipients: number }> {
  return db.transaction(async (tx) => {
    const text = await validInvitation(tx, input);
    const userIds = await selectRecipients(tx, input);
    const items = userIds.map((userId) => ({
      notificationId: 'mentorsInvitation',
      userId,
      data: { text },
      direct: true,
    }));
    await sendNotifications(tx, items, now);
    return { recipients: userIds.length };
  });
}
