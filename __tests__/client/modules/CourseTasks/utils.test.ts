import dayjs from 'dayjs';

import type { CourseTask } from '@/api/model';
import {
  canCompleteCrossCheck,
  canDistribute,
  canDistributeCrossCheck,
  toFormValues,
  toInput,
  type CourseTaskFormValues,
} from '@/modules/CourseTasks/utils';

const values: CourseTaskFormValues = {
  taskId: 4,
  checker: 'crossCheck',
  type: null,
  taskOwnerId: 9,
  dates: [dayjs('2026-03-02T10:00:00.000Z'), dayjs('2026-03-16T10:00:00.000Z')],
  crossCheckEndDate: dayjs('2026-03-23T10:00:00.000Z'),
  maxScore: 100,
  scoreWeight: 0.5,
  pairsCount: 3,
  submitText: '  ',
  githubPrInUrl: true,
};

describe('CourseTasks utils', () => {
  it('sends UTC instants, drops the owner unless the checker is Task Owner and blanks empty text (R23.2)', () => {
    expect(toInput(values)).toEqual({
      taskId: 4,
      type: null,
      checker: 'crossCheck',
      taskOwnerId: null,
      studentStartDate: '2026-03-02T10:00:00.000Z',
      studentEndDate: '2026-03-16T10:00:00.000Z',
      studentRegistrationStartDate: null,
      maxScore: 100,
      scoreWeight: 0.5,
      crossCheckEndDate: '2026-03-23T10:00:00.000Z',
      pairsCount: 3,
      crossCheckScoreRule: 'topMean',
      submitText: null,
      validations: { githubIdInUrl: false, githubPrInUrl: true },
    });
  });

  it('drops the cross-check end for other checkers', () => {
    expect(toInput({ ...values, checker: 'taskOwner' })).toMatchObject({ crossCheckEndDate: null, taskOwnerId: 9 });
  });

  it('defaults a new task to a mentor check, max score 100 and weight 1', () => {
    expect(toFormValues()).toMatchObject({ checker: 'mentor', maxScore: 100, scoreWeight: 1 });
  });

  it('offers distribution only for mentor and assigned checkers (R11.2)', () => {
    const task = { checker: 'mentor' } as CourseTask;
    expect(canDistribute(task)).toBe(true);
    expect(canDistribute({ ...task, checker: 'assigned' })).toBe(true);
    expect(canDistribute({ ...task, checker: 'crossCheck' })).toBe(false);
  });

  it('offers the cross-check distribution after the submit deadline while initial, completion once distributed', () => {
    const task = {
      checker: 'crossCheck',
      crossCheckStatus: 'initial',
      studentEndDate: '2026-03-16T10:00:00.000Z',
    } as CourseTask;
    const end = Date.parse(task.studentEndDate);
    expect(canDistributeCrossCheck(task, end)).toBe(false);
    expect(canDistributeCrossCheck(task, end + 1)).toBe(true);
    expect(canDistributeCrossCheck({ ...task, crossCheckStatus: 'distributed' }, end + 1)).toBe(false);
    expect(canCompleteCrossCheck(task)).toBe(false);
    expect(canCompleteCrossCheck({ ...task, crossCheckStatus: 'distributed' })).toBe(true);
    expect(canCompleteCrossCheck({ ...task, checker: 'mentor', crossCheckStatus: 'distributed' })).toBe(false);
  });
});
