import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../http/problem';
import { pageOffset, pagination } from '../../../http/paging';
import { displayName } from '../../auth';
import { assertCourseExists } from '../../course-students';
import { selectScorePageJson } from '../page-json';
import { scorePageOfIndex } from './score-index';
import {
  selectEffectiveScores,
  selectScoreStudent,
  selectScoreTasks,
  type ScoreRow,
  type ScoreScope,
} from '../queries';
import type { ScoreBreakdownItem, ScoreCsvQuery, ScoreQuery, ScoreStudent } from '../schemas';

export type ScoreResult = { studentId: number; courseTaskId: number; score: number };

const personName = (firstName: string | null, lastName: string | null, githubId: string) =>
  displayName({ firstName, lastName, githubId });

export function scopeOf(query: ScoreCsvQuery): ScoreScope {
  return {
    ...query,
    activeOnly: query.activeOnly === 'true',
    orderBy: query.orderBy ?? 'rank',
    orderDirection: query.orderDirection ?? (query.orderBy && query.orderBy !== 'rank' ? 'desc' : 'asc'),
  };
}

export function toScoreStudent(row: ScoreRow, results: ScoreResult[]): ScoreStudent {
  return {
    id: row.id,
    githubId: row.githubId,
    name: personName(row.firstName, row.lastName, row.githubId),
    rank: row.rank,
    totalScore: Number(row.totalScore),
    crossCheckScore: Number(row.crossCheckScore),
    totalScoreChangeDate: row.totalScoreChangeDate?.toISOString() ?? null,
    cityName: row.cityName,
    countryName: row.countryName,
    isActive: !row.isExpelled,
    mentor: row.mentorGithubId
      ? { githubId: row.mentorGithubId, name: personName(row.mentorFirstName, row.mentorLastName, row.mentorGithubId) }
      : null,
    taskResults: results.map(({ courseTaskId, score }) => ({ courseTaskId, score })),
  };
}

export function groupByStudent(results: ScoreResult[]): Map<number, ScoreResult[]> {
  const byStudent = new Map<number, ScoreResult[]>();
  for (const result of results) {
    const list = byStudent.get(result.studentId);
    if (list) list.push(result);
    else byStudent.set(result.studentId, [result]);
  }
  return byStudent;
}

// access.md §29 GET /course/{courseId}/students/score: one page, cut from the course's score index at the score
// `version` the request read (score-index.ts), or read by one statement that PostgreSQL writes as JSON; the answer is
// handed over as ScoreStudentPage text, unparsed. The course is looked up only when the page is empty (a row of the
// course proves that it exists).
export async function listScores(db: DbOrTx, courseId: number, query: ScoreQuery, version?: number): Promise<string> {
  const { current, pageSize } = query;
  const scope = scopeOf(query);
  const offset = pageOffset(current, pageSize);
  const indexed =
    version === undefined ? undefined : await scorePageOfIndex(db, courseId, scope, pageSize, offset, version);
  const { items, total } = indexed ?? (await selectScorePageJson(db, courseId, scope, pageSize, offset));
  if (items.length === 0) await assertCourseExists(db, courseId);
  // Written by one join, as one flat text: a template around items.join(',') is a rope that V8 copies flat once more
  // (76 kB at 100 rows) when the response measures and writes it (issue 12: a quarter fewer young collections on the
  // cold score page).
  const parts: string[] = ['{"items":['];
  items.forEach((item, place) => (place ? parts.push(',', item) : parts.push(item)));
  parts.push(`],"pagination":${JSON.stringify(pagination(current, pageSize, total))}}`);
  return parts.join('');
}

// access.md §29 GET /course/{courseId}/students/score/{githubId}: the row of the score table plus how each course task
// adds to the total (R3.2). The rank is the one the student is shown by (R4.2): active rank while active.
export async function scoreStudentDetails(db: DbOrTx, courseId: number, githubId: string) {
  const row = await selectScoreStudent(db, courseId, githubId);
  if (!row) throw new AppError('not_found', `"${githubId}" is not a student of this course.`);
  const [results, courseTasks] = await Promise.all([
    selectEffectiveScores(db, [row.id]),
    selectScoreTasks(db, courseId),
  ]);
  const scoreOf = new Map(results.map((result) => [result.courseTaskId, result.score]));
  const breakdown: ScoreBreakdownItem[] = courseTasks.map((task) => {
    const score = scoreOf.get(task.id) ?? null;
    const scoreWeight = Number(task.scoreWeight);
    return {
      courseTaskId: task.id,
      name: task.name,
      maxScore: task.maxScore,
      scoreWeight,
      score,
      // Weights have three decimals and scores are integers: three decimals keep the product exact.
      weightedScore: score === null ? 0 : Math.round(score * scoreWeight * 1000) / 1000,
      source: score === null ? 'none' : 'taskResult',
      // Issue 8: a cross-check task's breakdown names the rule that turns its reviews into the score.
      crossCheckScoreRule: task.checker === 'crossCheck' ? task.crossCheckScoreRule : null,
    };
  });
  const rank = row.isExpelled ? row.rank : row.activeRank;
  return { ...toScoreStudent({ ...row, rank }, results), breakdown };
}
