import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { eligible, idList } from '../../certificates';
import type { CountriesStats, CourseMentorsStats, CourseStats } from '../schemas';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> => ((await query) as Rows<T>).rows;

const noStudents: CourseStats = {
  totalStudents: 0,
  activeStudentsCount: 0,
  studentsWithMentorCount: 0,
  certifiedStudentsCount: 0,
  eligibleForCertificationCount: 0,
};

// rules.md R21.1 over one or more courses, summed (R21.3), in one statement: one pass over the courses' student rows
// (with their certificates) for the counts and the best total, then the eligible (R16.1) of each course read from the
// student score index (course, total desc) from the top down to the course's threshold only.
export async function studentCounts(db: DbOrTx, courseIds: readonly number[]): Promise<CourseStats> {
  if (!courseIds.length) return noStudents;
  const ids = idList(courseIds);
  const [row] = await rowsOf<Record<keyof CourseStats, number | string | null>>(
    db.execute(sql`
      with per_course as (
        select s.course_id, count(*) as total, count(*) filter (where not s.is_expelled) as active,
          count(*) filter (where not s.is_expelled and s.mentor_id is not null) as with_mentor,
          count(cert.id) as certified, max(s.total_score) as max_total
        from student s
        left join certificate cert on cert.student_id = s.id
        where s.course_id = any(${ids})
        group by s.course_id
      )
      select coalesce(sum(total), 0) as "totalStudents",
        coalesce(sum(active), 0) as "activeStudentsCount",
        coalesce(sum(with_mentor), 0) as "studentsWithMentorCount",
        coalesce(sum(certified), 0) as "certifiedStudentsCount",
        (select coalesce(sum(eligible.count), 0) from per_course best
          join course c on c.id = best.course_id
          cross join lateral (
            select count(*) from student s
            where s.course_id = best.course_id and s.total_score >= best.max_total * c.certificate_threshold / 100.0
              and ${eligible}
          ) as eligible) as "eligibleForCertificationCount"
      from per_course
    `),
  );
  return {
    totalStudents: Number(row.totalStudents),
    activeStudentsCount: Number(row.activeStudentsCount),
    studentsWithMentorCount: Number(row.studentsWithMentorCount),
    certifiedStudentsCount: Number(row.certifiedStudentsCount),
    eligibleForCertificationCount: Number(row.eligibleForCertificationCount),
  };
}

// rules.md R21.1: mentors in all, active ones, and active ones with a corporate e-mail.
export async function mentorCounts(db: DbOrTx, courseIds: readonly number[]): Promise<CourseMentorsStats> {
  if (!courseIds.length) return { mentorsActiveCount: 0, mentorsTotalCount: 0, mentorsWithCorporateEmailCount: 0 };
  const [row] = await rowsOf<Record<keyof CourseMentorsStats, number | string>>(
    db.execute(sql`
      select count(*) as "mentorsTotalCount",
        count(*) filter (where not m.is_expelled) as "mentorsActiveCount",
        count(*) filter (where not m.is_expelled and coalesce(trim(u.contacts_epam_email), '') <> '')
          as "mentorsWithCorporateEmailCount"
      from mentor m
      join "user" u on u.id = m.user_id
      where m.course_id = any(${idList(courseIds)})
    `),
  );
  return {
    mentorsActiveCount: Number(row.mentorsActiveCount),
    mentorsTotalCount: Number(row.mentorsTotalCount),
    mentorsWithCorporateEmailCount: Number(row.mentorsWithCorporateEmailCount),
  };
}

export type CountriesOf = 'activeStudents' | 'activeMentors' | 'certifiedStudents';

const countrySources: Record<CountriesOf, (ids: SQL) => SQL> = {
  activeStudents: (ids) =>
    sql`student s join "user" u on u.id = s.user_id where s.course_id = any(${ids}) and not s.is_expelled`,
  activeMentors: (ids) =>
    sql`mentor m join "user" u on u.id = m.user_id where m.course_id = any(${ids}) and not m.is_expelled`,
  certifiedStudents: (ids) =>
    sql`student s join certificate cert on cert.student_id = s.id join "user" u on u.id = s.user_id
      where s.course_id = any(${ids})`,
};

// rules.md R21.1: people by country, largest first then by name; an empty country is "Unknown". Over several courses
// the counts of one country merge (R21.3).
export async function countries(db: DbOrTx, of: CountriesOf, courseIds: readonly number[]): Promise<CountriesStats> {
  if (!courseIds.length) return { countries: [] };
  const rows = await rowsOf<{ countryName: string; count: number | string }>(
    db.execute(sql`
      select coalesce(nullif(trim(u.country_name), ''), 'Unknown') as "countryName", count(*) as count
      from ${countrySources[of](idList(courseIds))}
      group by 1
      order by count(*) desc, 1 asc
    `),
  );
  return { countries: rows.map((row) => ({ countryName: row.countryName, count: Number(row.count) })) };
}
