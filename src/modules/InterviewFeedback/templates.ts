// rules.md R10.1: a regular interview names its form template in `task.attributes.template`. The forms are data:
// categories of questions, each answered with a tick (covered) or a short note.
export type TemplateQuestionKind = 'check' | 'text';

export interface TemplateQuestion {
  id: string;
  name: string;
  kind: TemplateQuestionKind;
}

export interface TemplateCategory {
  id: string;
  name: string;
  // How many of the interview's points the category is worth, as a hint.
  points: number;
  questions: readonly TemplateQuestion[];
}

export interface InterviewTemplate {
  id: string;
  name: string;
  // The sample questions the interviewer may read before the interview.
  examplesUrl: string;
  categories: readonly TemplateCategory[];
}

const check = (id: string, name: string): TemplateQuestion => ({ id, name, kind: 'check' });
const text = (id: string, name: string): TemplateQuestion => ({ id, name, kind: 'text' });

const TASKS_REPO = 'https://github.com/rolling-scopes-school/tasks/blob/master/tasks';

export const INTERVIEW_TEMPLATES: Record<string, InterviewTemplate> = {
  corejs1: {
    id: 'corejs1',
    name: 'CoreJS',
    examplesUrl: `${TASKS_REPO}/interview-basic-coreJS.md`,
    categories: [
      {
        id: 'basics',
        name: 'Basics',
        points: 25,
        questions: [
          text('data-types', 'Data types'),
          check('number-string', 'Number and String methods'),
          text('declarations', 'let, const and var'),
          text('conversions', 'Type conversions'),
        ],
      },
      {
        id: 'expressions',
        name: 'Expressions',
        points: 15,
        questions: [
          text('comparison', 'Strict comparison'),
          text('hoisting', 'Hoisting'),
          check('templates', 'Template strings'),
        ],
      },
      {
        id: 'functions',
        name: 'Functions',
        points: 20,
        questions: [check('function-kinds', 'Declarations, expressions and arrow functions')],
      },
      {
        id: 'arrays-objects',
        name: 'Arrays and objects',
        points: 20,
        questions: [
          text('array-copy', 'Copying and changing an array'),
          text('array-sort', 'Sorting, filtering and iterating an array'),
          check('object-methods', 'Object.keys, Object.values, Object.entries'),
        ],
      },
      {
        id: 'browser',
        name: 'Browser',
        points: 20,
        questions: [
          text('events', 'Event phases, listeners and delegation'),
          text('timers', 'setTimeout and setInterval'),
          check('storage', 'localStorage and sessionStorage'),
        ],
      },
    ],
  },
  corejs2: {
    id: 'corejs2',
    name: 'CoreJS 2',
    examplesUrl: `${TASKS_REPO}/interview-corejs.md`,
    categories: [
      {
        id: 'scope',
        name: 'Scope and closures',
        points: 25,
        questions: [
          text('closure', 'Closures'),
          check('scope-chain', 'Lexical scope'),
          text('this', 'this and its binding'),
        ],
      },
      {
        id: 'prototypes',
        name: 'Prototypes and classes',
        points: 25,
        questions: [text('prototype-chain', 'Prototype chain'), check('classes', 'Classes and inheritance')],
      },
      {
        id: 'async',
        name: 'Asynchrony',
        points: 30,
        questions: [
          text('event-loop', 'Event loop, micro- and macrotasks'),
          text('promises', 'Promises and async/await'),
          check('fetch', 'fetch and error handling'),
        ],
      },
      {
        id: 'practice',
        name: 'Practice',
        points: 20,
        questions: [text('coding', 'A coding task of your choice')],
      },
    ],
  },
  react: {
    id: 'react',
    name: 'React',
    examplesUrl: `${TASKS_REPO}/react/react-interview.md`,
    categories: [
      {
        id: 'components',
        name: 'Components',
        points: 30,
        questions: [
          text('jsx', 'JSX and rendering'),
          check('props-state', 'Props and state'),
          text('lists', 'Lists and keys'),
        ],
      },
      {
        id: 'hooks',
        name: 'Hooks',
        points: 40,
        questions: [
          text('use-effect', 'useEffect and its dependencies'),
          check('use-memo', 'useMemo and useCallback'),
          check('custom-hooks', 'Custom hooks'),
        ],
      },
      {
        id: 'ecosystem',
        name: 'Ecosystem',
        points: 30,
        questions: [
          check('routing', 'Routing'),
          text('state-management', 'State management'),
          check('testing', 'Testing components'),
        ],
      },
    ],
  },
  angular: {
    id: 'angular',
    name: 'Angular',
    examplesUrl: `${TASKS_REPO}/angular/angular-interview.md`,
    categories: [
      {
        id: 'basics',
        name: 'Basics',
        points: 30,
        questions: [
          text('modules', 'Modules and standalone components'),
          check('binding', 'Data binding'),
          check('directives', 'Directives and pipes'),
        ],
      },
      {
        id: 'di',
        name: 'Dependency injection',
        points: 30,
        questions: [text('providers', 'Providers and injectors'), check('services', 'Services')],
      },
      {
        id: 'rx',
        name: 'RxJS and change detection',
        points: 40,
        questions: [
          text('observables', 'Observables and operators'),
          text('change-detection', 'Change detection strategies'),
        ],
      },
    ],
  },
};

// A task without a known template still gets a form: score and comment only.
export function findTemplate(templateId: string | null | undefined): InterviewTemplate | undefined {
  return templateId ? INTERVIEW_TEMPLATES[templateId] : undefined;
}
