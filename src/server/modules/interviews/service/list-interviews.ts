import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { Interview, InterviewType } from '../schemas';
import {
  interviewSelect,
  interviewTypeCondition,
  loadInterview,
  publicInterview,
  toInterview,
  type InterviewRef,
  type InterviewRow,
} from './common';

export type InterviewsQuery = { disabled: boolean; types: InterviewType[] };

// access.md §12: the course's interview tasks of the requested types, in schedule order; removed ones only on demand.
export async function listInterviewRows(db: DbOrTx, courseId: number, query: InterviewsQuery): Promise<InterviewRow[]> {
  const result = (await db.execute(sql`${interviewSelect}
    where ct.course_id = ${courseId} and ${interviewTypeCondition(query.types)}
      ${query.disabled ? sql`` : sql`and not ct.disabled`}
    order by ct.student_start_date asc, ct.id asc`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map(toInterview);
}

export async function listInterviews(db: DbOrTx, courseId: number, query: InterviewsQuery): Promise<Interview[]> {
  return (await listInterviewRows(db, courseId, query)).map(publicInterview);
}

export async function getInterview(db: DbOrTx, ref: InterviewRef): Promise<Interview> {
  return publicInterview(await loadInterview(db, ref));
}
