// pages.md §4 "/course/admin/students": the table pages by 100 on the server.
export const PAGE_SIZE = 100;

export const SCREENING_LABELS = { none: 'None', assigned: 'Assigned', completed: 'Completed' } as const;

// pages.md §3 "/course/mentor/expel-student": the three actions and what each does (rules.md R13.1, R13.2, R13.5).
export const STUDENT_ACTIONS = [
  {
    value: 'expel',
    label: 'Expel',
    explanation:
      'The student leaves the course: he is no longer active, loses his mentor and his place in the ranking.',
  },
  {
    value: 'unassign',
    label: 'Unassign',
    explanation: 'The student stays in the course without you as his mentor; another mentor may take him.',
  },
  {
    value: 'self-study',
    label: 'Self-study',
    explanation:
      'The student stays active but studies on his own: no mentor, and out of the mentor and interview pools.',
  },
] as const;

export type StudentAction = (typeof STUDENT_ACTIONS)[number]['value'];
