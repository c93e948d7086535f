import type { Criterion, TaskChecker, TaskType } from '../db/schema';

// The demo task catalogue (data-model.md §12): every one of the 13 task types exists globally; the running course
// schedules a mix of every checker type around the day the school is seeded. `start` is days from today.
export type DemoTask = {
  name: string;
  type: TaskType;
  tags?: string[];
  skills?: string[];
  course?: { checker: TaskChecker; start: number; days: number; crossCheckDays?: number; maxScore?: number };
};

export const demoTasks: readonly DemoTask[] = [
  {
    name: 'Codewars: JS basics',
    type: 'codewars',
    tags: ['js'],
    course: { checker: 'auto-test', start: -56, days: 14, maxScore: 50 },
  },
  {
    name: 'Self-check: HTML & CSS',
    type: 'selfeducation',
    tags: ['html', 'css'],
    course: { checker: 'auto-test', start: -49, days: 14, maxScore: 50 },
  },
  {
    name: 'Portfolio',
    type: 'htmltask',
    tags: ['html', 'css'],
    skills: ['layout'],
    course: { checker: 'crossCheck', start: -42, days: 14, crossCheckDays: 7 },
  },
  {
    name: 'Songbird',
    type: 'jstask',
    tags: ['js'],
    skills: ['dom'],
    course: { checker: 'mentor', start: -35, days: 14 },
  },
  {
    name: 'Shelter',
    type: 'jstask',
    tags: ['js'],
    // In review on the day the school is seeded (submit ended 14 days ago, reviews due in 7): issue 8's demo.
    course: { checker: 'crossCheck', start: -28, days: 14, crossCheckDays: 21 },
  },
  {
    name: 'Test: JavaScript basics',
    type: 'test',
    tags: ['js'],
    course: { checker: 'taskOwner', start: -21, days: 14, maxScore: 10 },
  },
  {
    name: 'Gem Puzzle',
    type: 'jstask',
    tags: ['js'],
    skills: ['algorithms'],
    course: { checker: 'assigned', start: -14, days: 21 },
  },
  {
    name: 'Self-check: JavaScript',
    type: 'selfeducation',
    tags: ['js'],
    course: { checker: 'auto-test', start: -7, days: 14, maxScore: 50 },
  },
  {
    name: 'Virtual Keyboard',
    type: 'jstask',
    tags: ['js'],
    skills: ['dom', 'events'],
    course: { checker: 'mentor', start: -5, days: 14 },
  },
  {
    name: 'Async Race',
    type: 'jstask',
    tags: ['js', 'async'],
    course: { checker: 'crossCheck', start: 3, days: 14, crossCheckDays: 7 },
  },
  {
    name: 'Interview: CoreJS',
    type: 'interview',
    tags: ['interview'],
    course: { checker: 'mentor', start: 10, days: 21 },
  },
  {
    name: 'Technical screening',
    type: 'stage-interview',
    tags: ['interview'],
    course: { checker: 'mentor', start: 24, days: 14 },
  },
  { name: 'Kotlin: Hello Android', type: 'kotlintask', tags: ['android'] },
  { name: 'Objective-C: Basics', type: 'objctask', tags: ['ios'] },
  { name: 'Notebook: Pandas', type: 'ipynb', tags: ['python'] },
  { name: 'Codejam: Puzzle', type: 'codejam', tags: ['js'] },
  { name: 'CV: HTML', type: 'cv:html', tags: ['cv'] },
  { name: 'CV: Markdown', type: 'cv:markdown', tags: ['cv'] },
];

// rules.md R8: title rows, subtasks with max > 0, penalties with max < 0; keys unique in the list.
export const demoCriteria: Criterion[] = [
  { key: 'layout', text: 'Layout', type: 'title', index: 0 },
  { key: 'header', text: 'The header matches the design', type: 'subtask', max: 20, index: 1 },
  { key: 'adaptive', text: 'The page adapts to 320-1440 px', type: 'subtask', max: 40, index: 2 },
  { key: 'logic', text: 'Functionality', type: 'title', index: 3 },
  { key: 'interactive', text: 'Interactive elements work', type: 'subtask', max: 40, index: 4 },
  { key: 'errors', text: 'Errors in the console', type: 'penalty', max: -20, index: 5 },
];

// data-model.md §4 task.attributes of a self-check test; `answers` never reaches a student (R9.6).
export function selfCheckAttributes(topic: string) {
  const questions = [
    {
      question: `${topic}: which keyword declares a block-scoped constant?`,
      answers: ['var', 'let', 'const'],
      multiple: false,
    },
    {
      question: `${topic}: which of these are primitive types?`,
      answers: ['string', 'object', 'number', 'boolean'],
      multiple: true,
    },
    {
      question: `${topic}: what does typeof null return?`,
      answers: ['"null"', '"object"', '"undefined"'],
      multiple: false,
    },
    {
      question: `${topic}: which methods return a new array?`,
      answers: ['map', 'forEach', 'filter', 'push'],
      multiple: true,
    },
    { question: `${topic}: is 0.1 + 0.2 === 0.3?`, answers: ['true', 'false'], multiple: false },
  ];
  return {
    public: {
      maxAttemptsNumber: 3,
      numberOfQuestions: questions.length,
      thresholdPercentage: 80,
      strictAttemptsMode: true,
      oneAttemptPerNumberOfHours: 0,
      questions,
    },
    answers: [2, [0, 2, 3], 1, [0, 2], 1],
  };
}

// Beyond the named tasks (the bench's 60 course tasks), more mentor-checked tasks a week apart.
export function extraDemoTask(i: number): DemoTask {
  return {
    name: `Practice task ${i + 1}`,
    type: 'jstask',
    tags: ['js'],
    course: { checker: 'mentor', start: -70 + i * 3, days: 14 },
  };
}
