import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courses } from '../../db/schema';
import { toCsv } from '../../http/csv';
import type { MentorRegistryItem } from './schemas';

// access.md §26 GET /registry/mentors/csv: the columns, in this order; courses by name.
const header = [
  'githubId',
  'name',
  'city',
  'country',
  'preferedCourses',
  'preselectedCourses',
  'technicalMentoring',
  'languages',
  'maxStudentsLimit',
  'preferedStudentsLocation',
  'receivedDate',
  'sendDate',
  'comment',
];

// A cell a spreadsheet would run as a formula is prefixed with an apostrophe (CSV injection).
const plain = (value: string | null) => (value && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export async function registryCsv(db: DbOrTx, items: MentorRegistryItem[]): Promise<string> {
  const ids = [...new Set(items.flatMap((item) => [...item.preferedCourses, ...item.preselectedCourses]))];
  const rows = ids.length
    ? await db.select({ id: courses.id, name: courses.name }).from(courses).where(inArray(courses.id, ids))
    : [];
  const names = new Map(rows.map((row) => [row.id, row.name]));
  const courseNames = (list: number[]) => list.map((id) => names.get(id) ?? String(id)).join('; ');
  return toCsv(
    header,
    items.map((item) => [
      item.githubId,
      plain(item.name),
      plain(item.cityName),
      plain(item.countryName),
      plain(courseNames(item.preferedCourses)),
      plain(courseNames(item.preselectedCourses)),
      plain(item.technicalMentoring.join('; ')),
      item.languagesMentoring.join('; '),
      item.maxStudentsLimit,
      item.preferedStudentsLocation,
      item.receivedDate,
      item.sendDate,
      plain(item.comment),
    ]),
  );
}
