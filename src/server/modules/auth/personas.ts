// data-model.md §12: one demo user per persona, with fixed GitHub logins; development sign-in lists exactly these.
export const demoPersonaLogins = [
  'admin',
  'hirer',
  'manager',
  'supervisor',
  'dementor',
  'taskowner',
  'mentor',
  'student',
  'expelled-student',
  'newcomer',
  'other-course-student',
] as const;

export type DemoPersona = (typeof demoPersonaLogins)[number];
