import type { DbOrTx } from '../db/client';
import type { DemoSchoolSize } from './demo-school';
import type { Random } from './random';

// What the core demo school hands to each domain's seed step (data-model.md §12): every step runs in the same
// transaction, after courses, people, staff, mentors, students and course tasks exist.
export type SeedContext = {
  tx: DbOrTx;
  random: Random;
  size: DemoSchoolSize;
  today: number;
  now: Date;
  // Course ids by alias: js-fe-2026 (running), js-fe-2025 (completed), js-fe-2027 (planned), android-2026 (invite-only).
  course: Record<string, number>;
  // Disciplines by name: JavaScript, Android, AWS.
  discipline: Record<string, number>;
  // User id of a persona login (admin, manager, mentor, student, newcomer, ...).
  persona: (login: string) => number;
  mentorUserIds: number[];
  studentUserIds: number[];
};

export type SeedStep = (context: SeedContext) => Promise<void>;
