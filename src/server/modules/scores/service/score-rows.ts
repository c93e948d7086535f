import { rankedRows } from '../../course-students/ranked-rows';
import { scoreStudentJsonParts } from '../page-json';

// Issue 12: a row is 0.7-0.9 kB of JSON (76-85 kB a page of 100 on the bench's courses), so 60,000 rows (about 55 MB)
// and all of one 50,000-student course: with 12,000, the cost curve's largest course read three in four rows of
// every cold page again (A/B, profile-api score-cold-50k, 5 s: p50 22-24 -> 12 ms; peak RSS 270-288 -> 324 MB under
// that load; the 10,000-student course's 10,000 rows are held as before). Both ranks are kept, so one row serves the
// scope of all students and of the active ones (rules.md R3.4).
export const scoreRows = rankedRows({
  name: 'score_rows',
  list: 'score',
  parts: scoreStudentJsonParts,
  maxRows: 60_000,
  maxPerCourse: 50_000,
});
