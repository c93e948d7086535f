import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { courseTasks, teamDistributions } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { writeTaskResults } from '../../scores/service/write-task-results';
import type { SessionData } from '../../session/service';
import type { TeamScorePreview } from '../schemas';
import { loadDistribution, type DistributionRef } from './common';
import { activeRankOfS } from '../../course-students';

// The student's (alias s) active rank, from student_rank.

type ScoreRef = DistributionRef & { taskId: number };
type MemberRow = {
  teamId: number;
  teamName: string;
  studentId: number;
  githubId: string;
  score: number | null;
  comment: string | null;
};
type TeamPlan = TeamScorePreview & { comment: string };

export const DEFAULT_TEAM_COMMENT = 'Team score';

async function loadTask(db: DbOrTx, ref: ScoreRef) {
  const [task] = await db
    .select({ id: courseTasks.id, disabled: courseTasks.disabled })
    .from(courseTasks)
    .where(and(eq(courseTasks.id, ref.taskId), eq(courseTasks.courseId, ref.courseId)));
  if (!task) throw new AppError('not_found', `Course task ${ref.taskId} was not found in this course.`);
  if (task.disabled) throw new AppError('conflict', 'The task has been removed from the course.');
  return task;
}

// rules.md R12.8: per team, the highest result (> 0) of its members on the task is the team score; every member gets
// it, with the best member's comment (default "Team score"). Teams without such a result are skipped.
async function planTeamScores(db: DbOrTx, ref: ScoreRef): Promise<TeamPlan[]> {
  await loadDistribution(db, ref.courseId, ref.id);
  await loadTask(db, ref);
  const result = (await db.execute(sql`
    select t.id as "teamId", t.name as "teamName", s.id as "studentId", u.github_id as "githubId",
      tr.score, tr.comment
    from team t join team_member tm on tm.team_id = t.id
      join student s on s.id = tm.student_id join "user" u on u.id = s.user_id
      left join task_result tr on tr.student_id = s.id and tr.course_task_id = ${ref.taskId}
    where t.team_distribution_id = ${ref.id}
    order by t.id asc, ${activeRankOfS} asc nulls last, s.id asc
  `)) as unknown as { rows: MemberRow[] };
  const byTeam = new Map<number, MemberRow[]>();
  for (const row of result.rows) byTeam.set(row.teamId, [...(byTeam.get(row.teamId) ?? []), row]);
  const plans: TeamPlan[] = [];
  for (const [teamId, members] of byTeam) {
    const best = members.reduce<MemberRow | null>(
      (top, member) => ((member.score ?? 0) > (top?.score ?? 0) ? member : top),
      null,
    );
    if (!best || best.score === null) continue;
    const score = best.score;
    plans.push({
      teamId,
      teamName: members[0].teamName,
      score,
      comment: best.comment || DEFAULT_TEAM_COMMENT,
      members: members.map((m) => ({ studentId: m.studentId, githubId: m.githubId, current: m.score, new: score })),
    });
  }
  return plans;
}

// access.md §32 GET .../submit-score/{taskId}: the plan; writes nothing (§0.2 decision 12).
export async function previewTeamScore(db: Db, ref: ScoreRef): Promise<TeamScorePreview[]> {
  const plans = await planTeamScores(db, ref);
  return plans.map(({ comment: _comment, ...plan }) => plan);
}

// R12.8 writes: the plan through the score service (R3.1, bulk form) in the caller's transaction, then the state
// completed (R12.7). Also used by the demo seed.
export async function writeTeamScores(tx: DbOrTx, ref: ScoreRef, authorId: number, now: Date): Promise<number> {
  await loadDistribution(tx, ref.courseId, ref.id, true);
  const plans = await planTeamScores(tx, ref);
  const rows = plans.flatMap((plan) =>
    plan.members
      .filter((member) => member.current !== plan.score)
      .map((member) => ({ studentId: member.studentId, score: plan.score, comment: plan.comment })),
  );
  const writes = rows.length > 0 ? await writeTaskResults(tx, ref.taskId, authorId, rows, now) : [];
  await tx
    .update(teamDistributions)
    .set({ state: 'completed', updatedAt: now })
    .where(eq(teamDistributions.id, ref.id));
  return writes.filter((write) => write.status !== 'skipped').length;
}

// access.md §32 POST .../submit-score/{taskId}: one transaction.
export async function submitTeamScore(
  db: Db,
  session: SessionData,
  ref: ScoreRef,
  now: Date,
): Promise<{ updated: number }> {
  return { updated: await db.transaction((tx) => writeTeamScores(tx, ref, session.id, now)) };
}
