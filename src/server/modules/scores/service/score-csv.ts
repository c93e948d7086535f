import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { certificates, users } from '../../../db/schema';
import { toCsv, type CsvCell } from '../../../http/csv';
import {
  idArray,
  selectEffectiveScores,
  selectScoreIds,
  selectScoreRows,
  selectScoreTasks,
  type ScoreRow,
} from '../queries';
import type { ScoreCsvQuery } from '../schemas';
import { groupByStudent, scopeOf, toScoreStudent } from './score-page';

const BATCH = 2000;
const header = [
  'rank',
  'githubId',
  'name',
  'city',
  'country',
  'mentorGithubId',
  'totalScore',
  'crossCheckScore',
  'isActive',
  'cvLink',
];
// access.md §0.2 decision 7: contacts and the certificate flag reach admins and hirers only.
const privateHeader = [
  'contactsEmail',
  'contactsTelegram',
  'contactsPhone',
  'contactsSkype',
  'contactsLinkedin',
  'hasCertificate',
];

async function privateColumns(db: DbOrTx, rows: ScoreRow[]): Promise<Map<number, CsvCell[]>> {
  const [contacts, certified] = await Promise.all([
    db
      .select({
        userId: users.id,
        email: users.contactsEmail,
        telegram: users.contactsTelegram,
        phone: users.contactsPhone,
        skype: users.contactsSkype,
        linkedin: users.contactsLinkedin,
      })
      .from(users)
      .where(sql`${users.id} = any(${idArray(rows.map((row) => row.userId))})`),
    db
      .select({ studentId: certificates.studentId })
      .from(certificates)
      .where(sql`${certificates.studentId} = any(${idArray(rows.map((row) => row.id))})`),
  ]);
  const byUser = new Map(contacts.map((contact) => [contact.userId, contact]));
  const withCertificate = new Set(certified.map((row) => row.studentId));
  return new Map(
    rows.map((row) => {
      const contact = byUser.get(row.userId);
      return [
        row.id,
        [
          contact?.email,
          contact?.telegram,
          contact?.phone,
          contact?.skype,
          contact?.linkedin,
          withCertificate.has(row.id),
        ],
      ];
    }),
  );
}

// access.md §29 score.csv: the table's scope, filters and order, without paging, written batch by batch to the
// response so that a 10,000-student course never becomes one string in memory (rules.md R3.5).
export async function scoreCsvStream(
  db: DbOrTx,
  courseId: number,
  query: ScoreCsvQuery,
  withPrivateColumns: boolean,
): Promise<ReadableStream<Uint8Array>> {
  const scope = scopeOf(query);
  const [ids, courseTasks] = await Promise.all([selectScoreIds(db, courseId, scope), selectScoreTasks(db, courseId)]);
  const encoder = new TextEncoder();
  const columns = [...header, ...courseTasks.map((task) => task.name), ...(withPrivateColumns ? privateHeader : [])];
  let start = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(toCsv(columns, [])));
    },
    async pull(controller) {
      if (start >= ids.length) {
        controller.close();
        return;
      }
      const batchIds = ids.slice(start, start + BATCH);
      start += BATCH;
      const [rows, results] = await Promise.all([
        selectScoreRows(db, scope.activeOnly, batchIds),
        selectEffectiveScores(db, batchIds),
      ]);
      const extra = withPrivateColumns ? await privateColumns(db, rows) : new Map<number, CsvCell[]>();
      const byId = new Map(rows.map((row) => [row.id, row]));
      const byStudent = groupByStudent(results);
      const lines = batchIds.flatMap((id) => {
        const row = byId.get(id);
        if (!row) return [];
        const student = toScoreStudent(row, []);
        const scores = new Map((byStudent.get(id) ?? []).map((result) => [result.courseTaskId, result.score]));
        return [
          [
            student.rank,
            student.githubId,
            student.name,
            student.cityName,
            student.countryName,
            student.mentor?.githubId,
            student.totalScore,
            student.crossCheckScore,
            student.isActive,
            '',
            ...courseTasks.map((task) => scores.get(task.id)),
            ...(extra.get(id) ?? []),
          ],
        ];
      });
      controller.enqueue(encoder.encode(toCsv([], lines).replace(/^\r\n/, '')));
    },
  });
}
