import type { NotificationChannelId } from '@/api/model';

export const CHANNELS: readonly { id: NotificationChannelId; label: string; subject: boolean }[] = [
  { id: 'email', label: 'Email', subject: true },
  { id: 'telegram', label: 'Telegram', subject: false },
  { id: 'discord', label: 'Discord', subject: false },
];

export const ID_MAX_LENGTH = 100;
export const NAME_MAX_LENGTH = 200;

// rules.md R20.1 and R20.10: the variables each trigger passes to its templates, and the helpers every template has.
export const NOTIFICATION_VARIABLES: Record<string, readonly string[]> = {
  taskGrade: ['courseTask.name', 'score', 'previousScore', 'comment', 'resultLink'],
  messages: ['from', 'courseTask.name', 'content', 'link'],
  crossCheckDispute: ['status', 'courseTask.name', 'student.name', 'student.githubId', 'text', 'comment', 'link'],
  taskDeadline: ['tasks[].name', 'tasks[].courseName', 'tasks[].studentEndDate'],
  crossCheckDeadline: ['courseTask.name', 'crossCheckEndDate', 'link'],
  courseScheduleChange: ['courses[].course.name', 'courses[].changes[].type', 'courses[].changes[].name'],
  'mentor:assigned': ['mentor.name', 'mentor.githubId'],
  mentorRegistrationApproval: ['courses[].name', 'courses[].link'],
  'mentorRegistrationApproval:submit': ['courses[].name'],
  courseCertificate: ['course.name', 'course.fullName', 'link'],
  interviewerAssigned: ['interview.name', 'interviewer.name', 'interviewer.githubId', 'link'],
  emailConfirmation: ['email', 'link'],
  mentorsInvitation: ['text'],
};
export const HELPERS = ['formatDateTime value', 'truncate value 50', 'capitalize value'];

// The {{variables}} a template already uses, for notifications the list above does not know.
export function variablesOf(sources: readonly (string | undefined)[]): string[] {
  const found = new Set<string>();
  for (const source of sources) {
    for (const match of (source ?? '').matchAll(/\{\{\{?\s*(?:[#/]\w+\s+)?([A-Za-z_@][\w.[\]@]*)/g)) {
      if (!['else', 'this', 'formatDateTime', 'truncate', 'capitalize'].includes(match[1])) found.add(match[1]);
    }
  }
  return [...found].sort();
}
