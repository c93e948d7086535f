import type { DbOrTx } from '../../../db/client';
import { toCsv } from '../../../http/csv';
import { listStudentsForCsv } from './list-students';

const header = [
  'githubId',
  'name',
  'isActive',
  'mentorGithubId',
  'mentorName',
  'totalScore',
  'rank',
  'city',
  'country',
];

// access.md §28 students.csv: the table's scope (`status`), in the table's default order.
export async function studentsCsv(db: DbOrTx, courseId: number, status: 'active' | undefined): Promise<string> {
  const rows = await listStudentsForCsv(db, courseId, status);
  return toCsv(
    header,
    rows.map((row) => [
      row.githubId,
      row.name,
      row.isActive,
      row.mentor?.githubId,
      row.mentor?.name,
      row.totalScore,
      row.rank,
      row.cityName,
      row.countryName,
    ]),
  );
}
