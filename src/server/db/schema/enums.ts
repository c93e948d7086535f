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
export const disputeStatusValues = ['open', 'accepted', 'rejected'] as const;
export const interviewRoleValues = ['reviewer', 'student'] as const;
export const interviewDecisionValues = ['yes', 'no', 'draft', 'missed', 'rejected'] as const;
export const alertTypeValues = ['info', 'warn', 'error'] as const;
// How a cross-check's received reviews become the author's score (issue 8): R7.8's mean of the top m by default.
export const crossCheckScoreRuleValues = ['topMean', 'median', 'trimmedMean'] as const;
export const badgeIdValues = [
  'Congratulations',
  'Expert_help',
  'Great_speaker',
  'Good_job',
  'Helping_hand',
  'Hero',
  'Thank_you',
  'Outstanding_work',
  'Top_performer',
  'Job_Offer',
  'RS_activist',
  'Jury_Team',
  'Mentor',
  'Contributor',
  'Coordinator',
  'Thanks',
] as const;
export const hireDecisionValues = ['hire', 'not-hire'] as const;
export const softSkillValues = ['skill.soft.responsible', 'skill.soft.team-player', 'skill.soft.communicable'] as const;
export const ratingValues = ['None', 'Poor', 'Fair', 'Good', 'Great', 'Excellent'] as const;
export const militaryServiceValues = ['served', 'liable', 'notLiable'] as const;
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
export const disputeStatus = pgEnum('dispute_status', disputeStatusValues);
export const interviewRole = pgEnum('interview_role', interviewRoleValues);
export const interviewDecision = pgEnum('interview_decision', interviewDecisionValues);
export const alertType = pgEnum('alert_type', alertTypeValues);
export const crossCheckScoreRule = pgEnum('cross_check_score_rule', crossCheckScoreRuleValues);
export const badgeId = pgEnum('badge_id', badgeIdValues);
export const hireDecision = pgEnum('hire_decision', hireDecisionValues);
export const militaryService = pgEnum('military_service', militaryServiceValues);

export type TaskType = (typeof taskTypeValues)[number];
export type TaskChecker = (typeof taskCheckerValues)[number];
export type EventType = (typeof eventTypeValues)[number];
export type VerificationStatus = (typeof verificationStatusValues)[number];
export type ScheduleEntityType = (typeof scheduleEntityTypeValues)[number];
export type CriteriaType = (typeof criteriaTypeValues)[number];
export type DisputeStatus = (typeof disputeStatusValues)[number];
export type InterviewRole = (typeof interviewRoleValues)[number];
export type InterviewDecision = (typeof interviewDecisionValues)[number];
export type AlertType = (typeof alertTypeValues)[number];
export type CrossCheckScoreRule = (typeof crossCheckScoreRuleValues)[number];
export type BadgeId = (typeof badgeIdValues)[number];
export type HireDecision = (typeof hireDecisionValues)[number];
export type SoftSkill = (typeof softSkillValues)[number];
export type Rating = (typeof ratingValues)[number];
export type MilitaryService = (typeof militaryServiceValues)[number];
