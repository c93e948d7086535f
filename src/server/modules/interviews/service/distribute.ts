import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError } from '../../../http/problem';
import { sendNotifications } from '../../notifications';
import { idArray } from '../../scores/queries';
import type { DistributionInput, DistributionResult, InterviewPair } from '../schemas';
import { loadInterview, personName, type InterviewRef, type InterviewRow } from './common';
import { planRegular, planStage, stageCapacity, type PlanMentor, type PlanStudent, type RandomSource } from './plan';

export type DistributeOptions = { now: Date; random?: RandomSource };

const cryptoRandom: RandomSource = () => randomInt(0, 2 ** 30) / 2 ** 30;

type MentorInput = PlanMentor & {
  userId: number;
  githubId: string;
  name: string;
  preference: 'any' | 'city' | 'country';
};
type StudentInput = PlanStudent & { userId: number; githubId: string; name: string };

class DryRun extends Error {
  constructor(readonly result: DistributionResult) {
    super('dry run');
  }
}

async function loadMentors(tx: DbOrTx, interview: InterviewRow): Promise<MentorInput[]> {
  const stage = interview.type === 'stage-interview';
  // Regular: live = non-canceled pairs of this task; stage: pairs still waiting for their interview.
  const live = stage ? sql`not p.is_canceled and not p.is_completed` : sql`not p.is_canceled`;
  const result = (await tx.execute(sql`
    select m.id, m.user_id as "userId", u.github_id as "githubId", ${personName(sql`u`)} as name,
      m.students_preference as preference, m.max_students_limit as "maxStudentsLimit",
      u.city_name as "cityName", u.country_name as "countryName",
      (select count(*)::int from student s where s.mentor_id = m.id and not s.is_expelled) as mentees,
      (select count(*)::int from interview_pair p where p.mentor_id = m.id and p.course_task_id = ${interview.id}
        and ${live}) as "livePairs"
    from mentor m join "user" u on u.id = m.user_id
    where m.course_id = ${interview.courseId} and not m.is_expelled
    order by m.id`)) as unknown as {
    rows: (Omit<MentorInput, 'capacity'> & { maxStudentsLimit: number; mentees: number; livePairs: number })[];
  };
  return result.rows.map(({ maxStudentsLimit, mentees, livePairs, ...mentor }) => ({
    ...mentor,
    capacity: stage ? stageCapacity(maxStudentsLimit, mentees, livePairs) : Math.max(0, mentees - livePairs),
  }));
}

async function loadStudents(tx: DbOrTx, interview: InterviewRow, registrationEnabled: boolean) {
  const stage = interview.type === 'stage-interview';
  const excluded = stage
    ? sql`not p.is_canceled and (not p.is_completed or (p.decision is not null and p.decision <> 'draft'))`
    : sql`not p.is_canceled`;
  const pool = registrationEnabled
    ? sql`exists (select 1 from interview_registration r where r.course_task_id = ${interview.id} and r.student_id = s.id)`
    : sql`s.mentoring`;
  const result = (await tx.execute(sql`
    select s.id, s.user_id as "userId", u.github_id as "githubId", ${personName(sql`u`)} as name,
      s.mentor_id as "mentorId", s.is_expelled as "isExpelled", s.total_score as "totalScore",
      u.city_name as "cityName", u.country_name as "countryName"
    from student s join "user" u on u.id = s.user_id
    where s.course_id = ${interview.courseId} and not s.is_expelled and ${pool}
      ${stage ? sql`and s.mentor_id is null and s.mentoring` : sql``}
      and not exists (select 1 from interview_pair p where p.course_task_id = ${interview.id}
        and p.student_id = s.id and ${excluded})
    order by s.id`)) as unknown as { rows: (Omit<StudentInput, 'totalScore'> & { totalScore: string })[] };
  return result.rows.map((row) => ({ ...row, totalScore: Number(row.totalScore) }));
}

// R10.4 `clean`: not-completed pairs without feedback are canceled before planning.
async function cleanPairs(tx: DbOrTx, interviewId: number, now: Date) {
  await tx.execute(sql`update interview_pair p set is_canceled = true, updated_at = ${now.toISOString()}::timestamptz
    where p.course_task_id = ${interviewId} and not p.is_canceled and not p.is_completed
      and not exists (select 1 from interview_feedback f where f.interview_pair_id = p.id)`);
}

// One statement for the whole plan: two id arrays unnested server-side, ids back in plan order.
async function insertPairs(
  tx: DbOrTx,
  interview: InterviewRow,
  planned: { mentorId: number; studentId: number }[],
  now: Date,
) {
  if (planned.length === 0) return [];
  const stamp = now.toISOString();
  const result = (await tx.execute(sql`
    insert into interview_pair (course_id, course_task_id, mentor_id, student_id, created_at, updated_at)
    select ${interview.courseId}, ${interview.id}, plan.mentor_id, plan.student_id, ${stamp}::timestamptz,
      ${stamp}::timestamptz
    from unnest(${idArray(planned.map((pair) => pair.mentorId))}, ${idArray(planned.map((pair) => pair.studentId))})
      with ordinality as plan(mentor_id, student_id, position)
    order by plan.position
    returning id, student_id as "studentId"`)) as unknown as { rows: { id: number; studentId: number }[] };
  const ids = new Map(result.rows.map((row) => [row.studentId, row.id]));
  return planned.map((pair) => ids.get(pair.studentId) ?? 0);
}

// rules.md R10.4 / R10.5: one distribution of an interview at a time (advisory lock, else 409); plan (pure), then
// one bulk insert and the interviewerAssigned notifications (to user ids) in the same transaction. A dry run plans
// the same way (after `clean`) and rolls everything back.
export async function distributeInterview(
  db: Db,
  ref: InterviewRef,
  input: DistributionInput,
  options: DistributeOptions,
): Promise<DistributionResult> {
  const { now } = options;
  try {
    return await db.transaction(async (tx) => {
      const interview = await loadInterview(tx, ref, true);
      const lock = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtext('interview-distribution'), ${interview.id}) as locked`,
      )) as unknown as { rows: { locked: boolean }[] };
      if (!lock.rows[0]?.locked) {
        throw new AppError('conflict', 'Another distribution of this interview is running; try again shortly.');
      }
      if (input.clean) await cleanPairs(tx, interview.id, now);
      const mentors = await loadMentors(tx, interview);
      const students = await loadStudents(tx, interview, input.registrationEnabled);
      const plan = (interview.type === 'stage-interview' ? planStage : planRegular)(
        mentors,
        students,
        options.random ?? cryptoRandom,
      );
      const mentorById = new Map(mentors.map((mentor) => [mentor.id, mentor]));
      const studentById = new Map(students.map((student) => [student.id, student]));
      const ids = input.dryRun ? plan.pairs.map(() => 0) : await insertPairs(tx, interview, plan.pairs, now);
      const pairs: InterviewPair[] = plan.pairs.map((planned, index) => {
        const mentor = mentorById.get(planned.mentorId) as MentorInput;
        const student = studentById.get(planned.studentId) as StudentInput;
        return {
          id: ids[index],
          interviewId: interview.id,
          interviewer: { mentorId: mentor.id, githubId: mentor.githubId, name: mentor.name },
          student: {
            id: student.id,
            githubId: student.githubId,
            name: student.name,
            totalScore: student.totalScore,
            cityName: student.cityName ?? null,
            countryName: student.countryName ?? null,
          },
          status: 'not_completed',
          isCompleted: false,
          isCanceled: false,
          decision: null,
          isGoodCandidate: null,
          score: null,
          preference: mentor.preference,
        };
      });
      const unassigned = plan.unassigned.map((id) => {
        const student = studentById.get(id) as StudentInput;
        return { id, githubId: student.githubId, name: student.name };
      });
      // A dry run answers the plan: `created` counts the pairs it would create (their ids are 0).
      const result = { created: pairs.length, pairs, unassigned };
      if (input.dryRun) throw new DryRun(result);
      if (pairs.length === 0) throw new AppError('conflict', 'No interview pair could be created.');
      await sendNotifications(
        tx,
        plan.pairs.map((planned) => {
          const mentor = mentorById.get(planned.mentorId) as MentorInput;
          return {
            notificationId: 'interviewerAssigned',
            userId: (studentById.get(planned.studentId) as StudentInput).userId,
            data: { interviewer: { githubId: mentor.githubId, name: mentor.name } },
          };
        }),
        now,
      );
      return result;
    });
  } catch (error) {
    if (error instanceof DryRun) return error.result;
    throw error;
  }
}
