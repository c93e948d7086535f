import { accuracyOf, formatCountdown, pickQuestions, readSettings, summarize } from '@/modules/AutoTests/utils';

import { makeDetailedTask, selfCheckAttributes } from '../../../support/client/course-tasks';

describe('AutoTests utils (rules.md R9.3)', () => {
  it('reads the self-check settings with their defaults', () => {
    const settings = readSettings(makeDetailedTask({ type: 'selfeducation', publicAttributes: { questions: [] } }));
    expect(settings).toMatchObject({
      isSelfCheck: true,
      maxAttemptsNumber: 3,
      thresholdPercentage: 90,
      strictAttemptsMode: true,
      oneAttemptPerNumberOfHours: 0,
      numberOfQuestions: 0,
    });
  });

  it('picks a sorted random subset of the pool of the asked size', () => {
    let seed = 0.3;
    const random = () => (seed = (seed * 9301 + 0.49297) % 1);
    const picked = pickQuestions(10, 4, random);
    expect(picked).toHaveLength(4);
    expect(new Set(picked).size).toBe(4);
    expect([...picked].sort((a, b) => a - b)).toEqual(picked);
    expect(picked.every((index) => index >= 0 && index < 10)).toBe(true);
    expect(pickQuestions(3, 5)).toEqual([0, 1, 2]);
  });

  it('formats the cooldown as HH:mm:ss and reads the accuracy from the details', () => {
    expect(formatCountdown((2 * 3600 + 5 * 60 + 9) * 1000)).toBe('02:05:09');
    expect(formatCountdown(-5)).toBe('00:00:00');
    expect(accuracyOf('Accuracy: 80%. Below the threshold of 90%')).toBe('80%');
    expect(accuracyOf(null)).toBe('–');
  });

  it('summarizes attempts left, best score and status', () => {
    const task = makeDetailedTask({
      type: 'selfeducation',
      maxScore: 50,
      end: -1,
      publicAttributes: selfCheckAttributes(),
    });
    const verification = (score: number) => ({
      id: score,
      status: 'completed' as const,
      score,
      details: null,
      createdDate: new Date().toISOString(),
    });
    const missed = summarize(
      task,
      { courseTaskId: 1, attemptsCount: 1, verifications: [verification(10)] },
      Date.now(),
    );
    expect(missed).toMatchObject({ attemptsLeft: 2, bestScore: 10, status: 'Missed', passed: false });
    const own = { courseTaskId: 1, attemptsCount: 3, verifications: [verification(10), verification(40)] };
    expect(summarize(task, own, Date.now())).toMatchObject({ attemptsLeft: 0, bestScore: 40, status: 'Completed' });
  });
});
