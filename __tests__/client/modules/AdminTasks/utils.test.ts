import type { Criterion } from '@/api/model';
import { correctOf, selfCheckProblems, storedAnswer, toSelfCheck } from '@/modules/AdminTasks/self-check';
import {
  criteriaProblems,
  moveRow,
  newCriterionKey,
  parseCriteriaJson,
  toTaskInput,
  usedInCourse,
} from '@/modules/AdminTasks/utils';

const row = (key: string, type: Criterion['type'], max?: number, index = 0): Criterion =>
  max === undefined ? { key, text: key, type, index } : { key, text: key, type, max, index };

describe('criteria rules (R8.1)', () => {
  it('accepts titles without max, subtasks with max > 0, penalties with max < 0', () => {
    expect(criteriaProblems([row('a', 'title'), row('b', 'subtask', 5), row('c', 'penalty', -5)])).toEqual([]);
  });

  it('names duplicate keys and wrong max values by row', () => {
    expect(criteriaProblems([row('a', 'title', 3), row('a', 'subtask', 0), row('c', 'penalty', 2)])).toEqual([
      'Row 1: a title has no max',
      'Row 2: key "a" is used twice',
      'Row 2: a subtask needs max > 0',
      'Row 3: a penalty needs max < 0',
    ]);
  });

  it('imports a bare list or {criteria}, reindexing rows in their order', () => {
    const json = '[{"key":"x","text":"x","type":"subtask","max":3,"index":9},{"key":"y","text":"Y","type":"title"}]';
    expect(parseCriteriaJson(json)).toEqual([
      row('x', 'subtask', 3, 0),
      { key: 'y', text: 'Y', type: 'title', index: 1 },
    ]);
    expect(parseCriteriaJson('{"criteria":[]}')).toEqual([]);
    expect(() => parseCriteriaJson('nope')).toThrow('The text is not valid JSON');
    expect(() => parseCriteriaJson('{"x":1}')).toThrow(/Expected a list/);
    expect(() => parseCriteriaJson('[{"key":"a","type":"bonus"}]')).toThrow(/type must be/);
  });

  it('moves rows within bounds and picks a free key', () => {
    expect(moveRow(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveRow(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(newCriterionKey([row('criterion-2', 'title')])).toBe('criterion-3');
  });
});

describe('self-check test editing', () => {
  it('stores a single answer as a number and several as a sorted list', () => {
    expect(storedAnswer(false, [2])).toBe(2);
    expect(storedAnswer(false, [])).toEqual([]);
    expect(storedAnswer(true, [2, 0])).toEqual([0, 2]);
    expect(correctOf(1)).toEqual([1]);
  });

  it('reads stored attributes and reports missing correct answers', () => {
    const test = toSelfCheck({
      public: { questions: [{ question: 'Q', answers: ['a', 'b'], multiple: false }] },
      answers: [],
    });
    expect(test.public.maxAttemptsNumber).toBe(3);
    expect(selfCheckProblems(test)).toEqual(['Question 1: mark the correct answer']);
    expect(selfCheckProblems({ ...test, answers: [1] })).toEqual([]);
    expect(selfCheckProblems(toSelfCheck({}))).toEqual(['Add at least one question']);
  });
});

describe('task form', () => {
  it('sends empty optional fields as null and parses the attributes JSON', () => {
    expect(
      toTaskInput({ name: ' A ', type: 'jstask', descriptionUrl: 'https://x.io', githubRepoName: ' ', attributes: '' }),
    ).toEqual({
      name: 'A',
      type: 'jstask',
      disciplineId: null,
      descriptionUrl: 'https://x.io',
      description: null,
      tags: [],
      skills: [],
      githubPrRequired: false,
      sourceGithubRepoUrl: null,
      githubRepoName: null,
      attributes: {},
    });
  });

  it('filters "Used in Courses" by alias or "Not assigned"', () => {
    const task = { courses: [{ id: 1, alias: 'js' }] } as Parameters<typeof usedInCourse>[0];
    expect(usedInCourse(task, 'js')).toBe(true);
    expect(usedInCourse(task, '__not_assigned__')).toBe(false);
    expect(usedInCourse({ ...task, courses: [] }, '__not_assigned__')).toBe(true);
  });
});
