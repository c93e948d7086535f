import type { ScheduleStatus, ScheduleTag } from '@/api/model';

// pages.md §0 "Local storage": the schedule's remembered settings.
export const STATUS_TAB_STORAGE_KEY = 'scheduleStatusFilter';
export const HIDDEN_COLUMNS_STORAGE_KEY = 'scheduleColumnsHidden';
export const HIDDEN_EVENT_TYPES_STORAGE_KEY = 'scheduleEventTypesHidden';
export const TIMEZONE_STORAGE_KEY = 'scheduleTimezone';
export const TAG_COLORS_STORAGE_KEY = 'scheduleTagsColors';

export type StatusTab = 'all' | ScheduleStatus;

// pages.md §11: the status tabs, in this order.
export const STATUS_TABS: readonly { key: StatusTab; label: string }[] = [
  { key: 'all', label: 'All' },
  { key: 'available', label: 'Available' },
  { key: 'review', label: 'Review' },
  { key: 'future', label: 'Future' },
  { key: 'missed', label: 'Missed' },
  { key: 'done', label: 'Done' },
  { key: 'registered', label: 'Registered' },
  { key: 'unavailable', label: 'Unavailable' },
  { key: 'archived', label: 'Archived' },
];

export const STATUS_LABELS: Record<ScheduleStatus, string> = {
  done: 'Done',
  available: 'Available',
  archived: 'Archived',
  future: 'Future',
  missed: 'Missed',
  review: 'Review',
  registered: 'Registered',
  unavailable: 'Unavailable',
};

export const STATUS_COLORS: Record<ScheduleStatus, string> = {
  done: 'green',
  available: 'blue',
  archived: 'default',
  future: 'cyan',
  missed: 'red',
  review: 'purple',
  registered: 'geekblue',
  unavailable: 'default',
};

export const TAG_LABELS: Record<ScheduleTag, string> = {
  lecture: 'Lecture',
  coding: 'Coding',
  'self-study': 'Self-study',
  interview: 'Interview',
  'cross-check-submit': 'Cross-check submit',
  'cross-check-review': 'Cross-check review',
  test: 'Test',
  'team-distribution': 'Team distribution',
};

export const TAG_COLORS: Record<ScheduleTag, string> = {
  lecture: 'magenta',
  coding: 'blue',
  'self-study': 'gold',
  interview: 'volcano',
  'cross-check-submit': 'purple',
  'cross-check-review': 'geekblue',
  test: 'cyan',
  'team-distribution': 'lime',
};

// The antd preset colours a tag may take in the settings drawer; each is shown with its name.
export const TAG_COLOR_CHOICES = [
  'magenta',
  'red',
  'volcano',
  'orange',
  'gold',
  'lime',
  'green',
  'cyan',
  'blue',
  'geekblue',
  'purple',
] as const;

export type ScheduleColumn = 'status' | 'type' | 'startDate' | 'endDate' | 'organizer' | 'weight' | 'score';

// The columns the settings drawer may hide; "Task / Event" always shows.
export const OPTIONAL_COLUMNS: readonly { key: ScheduleColumn; label: string }[] = [
  { key: 'status', label: 'Status' },
  { key: 'type', label: 'Type' },
  { key: 'startDate', label: 'Start' },
  { key: 'endDate', label: 'End' },
  { key: 'organizer', label: 'Organizer' },
  { key: 'weight', label: 'Weight' },
  { key: 'score', label: 'Score / Max' },
];

// data-model.md event.type, as the settings drawer names them.
export const EVENT_TYPE_LABELS: Record<string, string> = {
  lecture_online: 'Online lecture',
  lecture_offline: 'Offline lecture',
  lecture_mixed: 'Mixed lecture',
  lecture_self_study: 'Self-study',
  warmup: 'Warm-up',
  info: 'Info',
  workshop: 'Workshop',
  meetup: 'Meetup',
  cross_check_deadline: 'Cross-check deadline',
  webinar: 'Webinar',
  special: 'Special',
};
