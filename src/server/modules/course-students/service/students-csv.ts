import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { certificates, mentors, students, users } from '../../../db/schema';
import { toCsv } from '../../../http/csv';
import type { CourseStudent } from '../schemas';
import { rankOf } from '../ranks';
import { mentorOf, personName } from './names';
import { filters, mentorUsers, orderSql, orders, totalKey } from './student-order';

const studentColumns = (activeOnly: boolean) => ({
  id: students.id,
  githubId: users.githubId,
  firstName: users.firstName,
  lastName: users.lastName,
  isExpelled: students.isExpelled,
  mentoring: students.mentoring,
  expellingReason: students.expellingReason,
  mentorId: mentors.id,
  mentorGithubId: mentorUsers.githubId,
  mentorFirstName: mentorUsers.firstName,
  mentorLastName: mentorUsers.lastName,
  cityName: users.cityName,
  countryName: users.countryName,
  totalScore: students.totalScore,
  rank: rankOf(activeOnly),
  certificatePublicId: certificates.publicId,
  discord: users.discord,
});

type StudentRow = {
  id: number;
  githubId: string;
  firstName: string | null;
  lastName: string | null;
  isExpelled: boolean;
  mentoring: boolean;
  expellingReason: string | null;
  mentorId: number | null;
  mentorGithubId: string | null;
  mentorFirstName: string | null;
  mentorLastName: string | null;
  cityName: string | null;
  countryName: string | null;
  totalScore: number;
  rank: number | null;
  certificatePublicId: string | null;
  discord: { username: string } | null;
};

function toCourseStudent(row: StudentRow): CourseStudent {
  return {
    id: row.id,
    githubId: row.githubId,
    name: personName(row.firstName, row.lastName, row.githubId),
    isActive: !row.isExpelled,
    mentoring: row.mentoring,
    mentor: mentorOf(row),
    cityName: row.cityName,
    countryName: row.countryName,
    totalScore: Number(row.totalScore),
    rank: row.rank,
    // Interviews arrive with a later issue (data-model.md §6 interview_pair): until then nobody has a screening.
    screening: 'none',
    certificate: row.certificatePublicId ? { publicId: row.certificatePublicId } : null,
    discord: row.discord?.username ?? null,
    expellingReason: row.expellingReason,
  };
}

// access.md §28 GET /courses/{courseId}/students/csv: every student of the scope in the table's default order, in one
// plain query (no page to cut).
async function listStudentsForCsv(db: DbOrTx, courseId: number, status: 'active' | undefined) {
  const activeOnly = status === 'active';
  const rows = await db
    .select(studentColumns(activeOnly))
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(mentors, eq(mentors.id, students.mentorId))
    .leftJoin(mentorUsers, eq(mentorUsers.id, mentors.userId))
    .leftJoin(certificates, eq(certificates.studentId, students.id))
    .where(filters(courseId, activeOnly, undefined))
    .orderBy(orderSql(orders.totalScore(activeOnly), 'desc', [totalKey]));
  return rows.map(toCourseStudent);
}

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
