import type { Criterion } from '@/api/model';
import { canDispute, defaultTaskId, selfReviewScore, urlProblem } from '@/modules/CrossCheckSubmit/utils';

import { makeCourseTask } from '../../../support/client/course-tasks';

const DAY = 24 * 60 * 60 * 1000;

describe('cross-check submit rules', () => {
  it('checks the URL rules of the task before sending (R7.2)', () => {
    const task = makeCourseTask({ checker: 'crossCheck', validations: { githubIdInUrl: true, githubPrInUrl: true } });
    expect(urlProblem('ftp://x', task, 'jane')).toBe('Enter an http(s) link');
    expect(urlProblem('https://github.com/bob/repo/pull/1', task, 'jane')).toMatch(/GitHub login "jane"/);
    expect(urlProblem('https://github.com/Jane/repo', task, 'jane')).toMatch(/pull request/);
    expect(urlProblem('https://github.com/JANE/repo/pull/12', task, 'jane')).toBeUndefined();
    expect(urlProblem(`https://x.example/${'a'.repeat(2048)}`, makeCourseTask(), 'jane')).toMatch(/2048/);
  });

  it('adds up the self-review like a review: subtasks by share, penalties applied, within [0, max] (R8.2)', () => {
    const criteria: Criterion[] = [
      { key: 't', text: 'T', type: 'title', index: 0 },
      { key: 'a', text: 'A', type: 'subtask', max: 50, index: 1 },
      { key: 'b', text: 'B', type: 'subtask', max: 30, index: 2 },
      { key: 'p', text: 'P', type: 'penalty', max: -100, index: 3 },
    ];
    expect(selfReviewScore(criteria, { a: 1, b: 0.5 }, 100)).toBe(65);
    expect(selfReviewScore(criteria, { a: 1, b: 1, p: 1 }, 100)).toBe(0);
    expect(selfReviewScore(criteria, { a: 1, b: 1 }, 60)).toBe(60);
  });

  it('allows a dispute from distribution until 7 days after the review deadline (R7.11)', () => {
    const end = Date.parse('2026-03-10T00:00:00Z');
    const task = makeCourseTask({ crossCheckStatus: 'completed', crossCheckEndDate: new Date(end).toISOString() });
    expect(canDispute(task, end + 7 * DAY)).toBe(true);
    expect(canDispute(task, end + 7 * DAY + 1)).toBe(false);
    expect(canDispute({ ...task, crossCheckStatus: 'initial' }, end)).toBe(false);
  });

  it('opens ?taskId= when it is a task of the list, else the first open task, else the latest', () => {
    const now = Date.now();
    const past = makeCourseTask({ id: 1, start: -20, end: -10 });
    const open = makeCourseTask({ id: 2, start: -1, end: 3 });
    expect(defaultTaskId([past, open], 1, now)).toBe(1);
    expect(defaultTaskId([past, open], 99, now)).toBe(2);
    expect(defaultTaskId([past], undefined, now)).toBe(1);
    expect(defaultTaskId([], undefined, now)).toBeUndefined();
  });
});
