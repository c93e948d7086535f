import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../http/problem';
import type { SessionData } from '../../session/service';
import type { MentorInterview, StudentInterview } from '../schemas';
import { personName, publicInterview, registrationStart, type InterviewRow } from './common';
import { listInterviewRows } from './list-interviews';
import { pairStatus } from './list-pairs';
import { activeRankOfS } from '../../course-students';

// The student's (alias s) active rank, from student_rank.

const bothTypes = { disabled: false, types: ['interview', 'stage-interview'] } as const;

type StudentState = { isExpelled: boolean; mentoring: boolean; mentorId: number | null };
type StudentPairRow = StudentInterview['pairs'][number] & {
  interviewId: number;
  isCompleted: boolean;
  isCanceled: boolean;
  json: Record<string, unknown> | null;
};

// R10.6: the comment to the student lives in the stage form's decision step or the regular form's comment.
function commentOf(json: Record<string, unknown> | null, stage: boolean): string | null {
  const value = stage
    ? (json?.steps as { decision?: { values?: { commentToStudent?: unknown } } } | undefined)?.decision?.values
        ?.commentToStudent
    : json?.comment;
  return typeof value === 'string' && value.trim() ? value : null;
}

// rules.md R10.2: the student-facing status of one interview.
export function availabilityOf(
  interview: InterviewRow,
  student: StudentState,
  pairs: { isCompleted: boolean }[],
  now: Date,
): StudentInterview['availability'] {
  if (student.isExpelled) return 'unavailable';
  if (pairs.some((pair) => pair.isCompleted)) return 'completed';
  if (pairs.length > 0) return 'distributed';
  if (now > new Date(interview.endDate)) return 'closed';
  if (now < registrationStart(interview)) return 'future';
  if (interview.type === 'stage-interview' && (!student.mentoring || student.mentorId !== null)) return 'unavailable';
  return 'available';
}

export async function getMyInterviewsAsStudent(
  db: DbOrTx,
  session: SessionData,
  courseId: number,
  now: Date,
): Promise<StudentInterview[]> {
  const studentId = session.courses[courseId]?.studentId ?? 0;
  const states = (await db.execute(sql`select is_expelled as "isExpelled", mentoring, mentor_id as "mentorId"
    from student where id = ${studentId} and course_id = ${courseId}`)) as unknown as { rows: StudentState[] };
  const student = states.rows[0];
  if (!student) throw new AppError('forbidden', 'Only a student of this course has interviews here.');
  const interviews = await listInterviewRows(db, courseId, { ...bothTypes, types: [...bothTypes.types] });
  const registrations = (await db.execute(sql`select course_task_id as "interviewId", id, created_at as "createdAt"
    from interview_registration where student_id = ${studentId}`)) as unknown as {
    rows: { interviewId: number; id: number; createdAt: Date | string }[];
  };
  const pairs = (await db.execute(sql`
    select p.id, p.course_task_id as "interviewId", p.is_completed as "isCompleted", p.is_canceled as "isCanceled",
      p.decision, p.score, f.json,
      json_build_object('githubId', mu.github_id, 'name', ${personName(sql`mu`)}, 'contacts', json_build_object(
        'email', coalesce(mu.contacts_email, mu.primary_email), 'telegram', mu.contacts_telegram,
        'phone', mu.contacts_phone, 'skype', mu.contacts_skype, 'whatsApp', mu.contacts_whatsapp,
        'linkedIn', mu.contacts_linkedin, 'notes', mu.contacts_notes)) as interviewer
    from interview_pair p join mentor m on m.id = p.mentor_id join "user" mu on mu.id = m.user_id
      left join interview_feedback f on f.interview_pair_id = p.id
    where p.student_id = ${studentId} and not p.is_canceled
    order by p.id`)) as unknown as { rows: StudentPairRow[] };
  return interviews.map((interview) => {
    const registration = registrations.rows.find((row) => row.interviewId === interview.id);
    const own = pairs.rows.filter((pair) => pair.interviewId === interview.id);
    const stage = interview.type === 'stage-interview';
    return {
      interview: publicInterview(interview),
      availability: availabilityOf(interview, student, own, now),
      registration: registration
        ? { id: registration.id, registrationDate: new Date(registration.createdAt).toISOString() }
        : null,
      pairs: own.map((pair) => ({
        id: pair.id,
        status: pairStatus(pair),
        interviewer: pair.interviewer,
        decision: pair.isCompleted ? pair.decision : null,
        score: pair.isCompleted ? pair.score : null,
        commentToStudent: pair.isCompleted ? commentOf(pair.json, stage) : null,
      })),
    };
  });
}

type MentorPairRow = MentorInterview['pairs'][number] & {
  interviewId: number;
  isCompleted: boolean;
  isCanceled: boolean;
};

export async function getMyInterviewsAsMentor(
  db: DbOrTx,
  session: SessionData,
  courseId: number,
): Promise<MentorInterview[]> {
  const mentorId = session.courses[courseId]?.mentorId;
  if (!mentorId) throw new AppError('forbidden', 'Only a mentor of this course interviews here.');
  const interviews = await listInterviewRows(db, courseId, { ...bothTypes, types: [...bothTypes.types] });
  const pairs = (await db.execute(sql`
    select p.id, p.course_task_id as "interviewId", p.is_completed as "isCompleted", p.is_canceled as "isCanceled",
      p.decision, p.is_good_candidate as "isGoodCandidate", p.score, f.version as "feedbackVersion",
      json_build_object('id', s.id, 'githubId', u.github_id, 'name', ${personName(sql`u`)},
        'totalScore', s.total_score::float8, 'rank', ${activeRankOfS}, 'cityName', u.city_name,
        'countryName', u.country_name) as student
    from interview_pair p join student s on s.id = p.student_id join "user" u on u.id = s.user_id
      left join interview_feedback f on f.interview_pair_id = p.id
    where p.mentor_id = ${mentorId} and not p.is_canceled
    order by p.id`)) as unknown as { rows: MentorPairRow[] };
  return interviews.map((interview) => ({
    interview: publicInterview(interview),
    pairs: pairs.rows
      .filter((pair) => pair.interviewId === interview.id)
      .map(({ interviewId: _i, isCompleted, isCanceled, ...pair }) => ({
        ...pair,
        status: pairStatus({ isCompleted, isCanceled }),
        feedbackVersion: pair.feedbackVersion ?? null,
      })),
  }));
}
