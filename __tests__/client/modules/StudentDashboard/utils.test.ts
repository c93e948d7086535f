import {
  countByStatus,
  dashboardTasks,
  dueState,
  groupByDeadline,
  maxPossibleScore,
} from '@/modules/StudentDashboard/utils';

import { makeCourseTask } from '../../../support/client/course-tasks';

const HOUR = 60 * 60 * 1000;

describe('StudentDashboard utils (pages.md §2)', () => {
  it('derives done, review, available, missed and future from results, solutions and the window', () => {
    const tasks = [
      makeCourseTask({ id: 1, start: -10, end: -5 }),
      makeCourseTask({ id: 2, start: -10, end: 5 }),
      makeCourseTask({ id: 3, start: -10, end: 5 }),
      makeCourseTask({ id: 4, start: -10, end: -5, checker: 'crossCheck' }),
      makeCourseTask({ id: 5, start: 2, end: 5 }),
    ];
    const rows = dashboardTasks(
      tasks,
      [{ courseTaskId: 1, score: 80 }],
      new Map([[2, 'https://x.example']]),
      Date.now(),
    );
    expect(rows.map((row) => row.status)).toEqual(['done', 'review', 'available', 'missed', 'future']);
    expect(countByStatus(rows)).toEqual({ done: 1, available: 1, review: 1, missed: 1, future: 1 });
  });

  it('adds up the weighted maximum and colours deadlines in words', () => {
    expect(maxPossibleScore([makeCourseTask({ maxScore: 50, scoreWeight: 0.5 }), makeCourseTask()])).toBe(125);
    const now = Date.now();
    expect(dueState(new Date(now + 10 * HOUR).toISOString(), now)).toEqual({ color: 'red', text: 'Due soon' });
    expect(dueState(new Date(now + 72 * HOUR).toISOString(), now).text).toBe('This week');
    expect(dueState(new Date(now - HOUR).toISOString(), now).text).toBe('Deadline passed');
  });

  it('groups tasks by deadline, earliest first', () => {
    const a = makeCourseTask({ id: 1, end: 5 });
    const b = makeCourseTask({ id: 2, end: 2 });
    const c = { ...makeCourseTask({ id: 3 }), studentEndDate: a.studentEndDate };
    expect(groupByDeadline([a, b, c]).map((group) => group.tasks.map((task) => task.id))).toEqual([[2], [1, 3]]);
  });
});
