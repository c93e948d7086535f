import { alerts, contributors, prompts } from '../db/schema';
import type { SeedStep } from './context';

const HOUR = 60 * 60 * 1000;

// The admin-managed content of the demo school (data-model.md §3): Home shows every persona the enabled global alert
// and the running course's members its warning (R23.1); the admin pages list a disabled draft, two prompt templates
// and three contributors.
export const seedContent: SeedStep = async ({ tx, course, persona, now }) => {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  await tx.insert(alerts).values([
    {
      type: 'info',
      text: 'Spring season is open: meet your fellow students in the community chat.',
      enabled: true,
      createdAt: at(72),
      updatedAt: at(72),
    },
    {
      type: 'warn',
      courseId: course['js-fe-2026'],
      text: 'Course news: the next lecture moves by one week.',
      enabled: true,
      createdAt: at(24),
      updatedAt: at(24),
    },
    {
      type: 'error',
      text: 'Planned maintenance on Sunday night (draft, not shown yet).',
      enabled: false,
      createdAt: at(2),
      updatedAt: at(2),
    },
  ]);
  await tx.insert(prompts).values([
    {
      type: 'cv-summary',
      text: 'Summarise the CV below in three sentences for a hiring manager.\n\n{{cv}}',
      temperature: 0.3,
      createdAt: at(200),
      updatedAt: at(200),
    },
    {
      type: 'interview-feedback',
      text: 'Rewrite the interviewer notes below as polite, constructive feedback for the student.\n\n{{notes}}',
      temperature: 0.7,
      createdAt: at(150),
      updatedAt: at(150),
    },
  ]);
  await tx.insert(contributors).values([
    {
      userId: persona('manager'),
      description: 'Course schedule and the score page',
      createdAt: at(300),
      updatedAt: at(300),
    },
    {
      userId: persona('mentor'),
      description: 'Cross-check and mentor dashboard',
      createdAt: at(250),
      updatedAt: at(250),
    },
    {
      userId: persona('taskowner'),
      description: 'Self-check tests and task catalogue',
      createdAt: at(220),
      updatedAt: at(220),
    },
  ]);
};
