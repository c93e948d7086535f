import { pgEnum } from 'drizzle-orm/pg-core';

// data-model.md §1; values marked † are spelled exactly as product-spec.md §3 gives them.
export const taskTypeValues = [
  'jstask',
  'kotlintask',
  'objctask',
  'htmltask',
  'ipynb',
  'selfeducation',
  'codewars',
  'test',
  'codejam',
  'interview',
  'stage-interview',
  'cv:html',
  'cv:markdown',
] as const;
export const taskCheckerValues = ['auto-test', 'assigned', 'mentor', 'taskOwner', 'crossCheck'] as const;
export const distributionStateValues = ['initial', 'distributed', 'completed'] as const;
export const locationScopeValues = ['any', 'country', 'city'] as const;
export const englishLevelValues = ['unknown', 'a0', 'a1', 'a2', 'b1', 'b2', 'c1', 'c2'] as const;
export const languageValues = [
  'EN',
  'ZH',
  'HI',
  'ES',
  'FR',
  'AR',
  'BN',
  'RU',
  'PT',
  'ID',
  'UR',
  'JA',
  'DE',
  'PA',
  'TE',
  'TR',
  'KO',
  'MR',
  'KY',
  'KK',
  'UZ',
  'KA',
  'PL',
  'LT',
  'LV',
  'BE',
  'UK',
] as const;
export const eventTypeValues = [
  'lecture_online',
  'lecture_offline',
  'lecture_mixed',
  'lecture_self_study',
  'warmup',
  'info',
  'workshop',
  'meetup',
  'cross_check_deadline',
  'webinar',
  'special',
] as const;
export const verificationStatusValues = ['pending', 'completed', 'error', 'canceled'] as const;
export const scheduleEntityTypeValues = ['courseTask', 'courseEvent', 'courseTeamDistribution'] as const;
export const criteriaTypeValues = ['title', 'subtask', 'penalty'] as const;
export const channelIdValues = ['email', 'telegram', 'discord'] as const;
export const courseRoleValues = [
  'taskOwner',
  'manager',
  'supervisor',
  'student',
  'mentor',
  'dementor',
  'activist',
] as const;

export type CourseRole = (typeof courseRoleValues)[number];
export type ChannelId = (typeof channelIdValues)[number];

export const taskType = pgEnum('task_type', taskTypeValues);
export const taskChecker = pgEnum('task_checker', taskCheckerValues);
export const distributionState = pgEnum('distribution_state', distributionStateValues);
export const locationScope = pgEnum('location_scope', locationScopeValues);
export const englishLevel = pgEnum('english_level', englishLevelValues);
export const language = pgEnum('language', languageValues);
export const channelId = pgEnum('channel_id', channelIdValues);
export const courseRole = pgEnum('course_role', courseRoleValues);
export const eventType = pgEnum('event_type', eventTypeValues);
export const verificationStatus = pgEnum('verification_status', verificationStatusValues);
export const scheduleEntityType = pgEnum('schedule_entity_type', scheduleEntityTypeValues);

export type TaskType = (typeof taskTypeValues)[number];
export type TaskChecker = (typeof taskCheckerValues)[number];
export type EventType = (typeof eventTypeValues)[number];
export type VerificationStatus = (typeof verificationStatusValues)[number];
export type ScheduleEntityType = (typeof scheduleEntityTypeValues)[number];
export type CriteriaType = (typeof criteriaTypeValues)[number];
