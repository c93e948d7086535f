// pages.md §3 "/course/interview/[type]/feedback", rules.md R10.6: the Technical screening form, kept as data so the
// wizard and the one-page form (`?feedback=off`) render the same steps. The stored JSON keys are the step ids
// (data-model.md §6 `steps.{introduction,theory,practice,english,decision}`).
export const STAGE_FEEDBACK_VERSION = 1;

export type StageStepId = 'introduction' | 'theory' | 'practice' | 'english' | 'decision';

export interface RatedQuestion {
  id: string;
  title: string;
  topic?: string;
  // 1..5 once the interviewer rated the answer.
  value?: number;
}

export interface StageStep {
  id: StageStepId;
  title: string;
  // Shown under the step's title in the step list.
  summary: string;
  // What the interviewer does in this step, and about how long it takes.
  hint: string;
  minutes: string;
}

export const STAGE_STEPS: readonly StageStep[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    summary: 'Did the interview take place?',
    hint: "Check the student's camera and sound, introduce yourself and listen to a short introduction of the student. Mark here if the interview could not take place.",
    minutes: '3',
  },
  {
    id: 'theory',
    title: 'Theory',
    summary: 'How things work',
    hint: 'Ask questions from the self-study course: pick them from the list or add your own, and rate each answer.',
    minutes: '30-45',
  },
  {
    id: 'practice',
    title: 'Practice',
    summary: 'Coding tasks',
    hint: 'Give the student a coding problem from the list, or another one of the same level, and rate the solution.',
    minutes: '10-30',
  },
  {
    id: 'english',
    title: 'English',
    summary: 'English level',
    hint: 'Ask the student to talk about themselves for two or three minutes: hobbies, a favourite book or film.',
    minutes: '3-5',
  },
  {
    id: 'decision',
    title: 'Mentor decision',
    summary: 'Mentoring the student',
    hint: 'Decide whether you take the student into your group.',
    minutes: '5',
  },
];

// The 1..5 scale of a rated question, lowest first.
export const THEORY_LEVELS = [
  "Doesn't know",
  'Knows very little',
  'Knows something, with hints',
  'Knows it well, small mistakes',
  'Knows it very well',
] as const;

export const CODING_LEVELS = [
  "Can't code it",
  'Codes very little of it',
  'Codes it with hints',
  'Codes it well, small mistakes',
  'Codes it very well',
] as const;

export const THEORY_QUESTIONS: readonly RatedQuestion[] = [
  { id: 'html-css', topic: 'HTML/CSS', title: 'Box model, positioning and display, selector specificity, em vs rem' },
  { id: 'semantics', topic: 'HTML/CSS', title: 'Semantic tags and why they matter' },
  { id: 'oop', topic: 'Computer Science', title: 'OOP: encapsulation, inheritance, polymorphism' },
  { id: 'sorting', topic: 'Computer Science', title: 'Sorting and searching algorithms (binary search, quick sort)' },
  { id: 'big-o', topic: 'Computer Science', title: 'Big O notation' },
  { id: 'binary', topic: 'Computer Science', title: 'Binary numbers' },
  { id: 'array', topic: 'Data structures', title: 'Array and the cost of its operations' },
  { id: 'linked-list', topic: 'Data structures', title: 'Linked list and the cost of its operations' },
  { id: 'stack-queue', topic: 'Data structures', title: 'Stack and queue: how they differ' },
  { id: 'tree', topic: 'Data structures', title: 'Tree and the cost of its operations' },
  { id: 'hash-table', topic: 'Data structures', title: 'Hash table and the cost of its operations' },
  { id: 'data-types', topic: 'JavaScript', title: 'Data types, primitives and objects' },
  { id: 'variables', topic: 'JavaScript', title: 'let, const and var' },
  { id: 'strings-numbers', topic: 'JavaScript', title: 'String, Number and Math methods' },
  { id: 'conditions', topic: 'JavaScript', title: 'Ternary operator and switch' },
  { id: 'loops', topic: 'JavaScript', title: 'Loops: for, while, do while' },
  { id: 'conversion', topic: 'JavaScript', title: 'Implicit type conversion to boolean, string and number' },
  { id: 'comparison', topic: 'JavaScript', title: 'Strict and loose comparison' },
];

export const PRACTICE_QUESTIONS: readonly RatedQuestion[] = [
  { id: 'filter', title: 'Write your own filter(array, predicate) that keeps the elements the predicate accepts' },
  { id: 'intersection', title: 'Return the numbers two arrays have in common' },
  { id: 'palindrome', title: 'Tell whether a string is a palindrome, ignoring case and spaces' },
  { id: 'chunk', title: 'Split an array into chunks of a given size' },
];

// The questions a step starts with: the first few of its list, so the interviewer rarely starts from nothing.
export const DEFAULT_QUESTIONS: Record<'theory' | 'practice', readonly RatedQuestion[]> = {
  theory: THEORY_QUESTIONS.slice(0, 5),
  practice: PRACTICE_QUESTIONS.slice(0, 1),
};

export const QUESTION_POOLS: Record<'theory' | 'practice', readonly RatedQuestion[]> = {
  theory: THEORY_QUESTIONS,
  practice: PRACTICE_QUESTIONS,
};

export const ENGLISH_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
