// Issues 9 and 11 in the bench: the large school gains an interview distribution of 3,000 candidates to 300
// interviewers, a team distribution of 3,000 registrations and a notification fanned out to 10,000 users and
// delivered to a local SMTP server. The one-off timings are taken while the school is prepared; the teams and
// interview pages are then loaded over HTTP like every list.
import type { Db } from '../src/server/db/client';
import {
  addLargeInterviewDistribution,
  INTERVIEW_DISTRIBUTION_BUDGET_MS,
  interviewPaths,
  LARGE_INTERVIEW_CANDIDATES,
  LARGE_INTERVIEWERS,
  type LargeInterviews,
} from './interviews';
import {
  EMAIL_DELIVERY_BUDGET_PER_SECOND,
  measureNotifications,
  NOTIFICATION_FANOUT_BUDGET_MS,
  type NotificationBench,
} from './notifications';
import {
  addLargeTeamDistribution,
  LARGE_TEAM_REGISTRATIONS,
  studentsWithoutTeamPaths,
  TEAM_DISTRIBUTION_BUDGET_MS,
  TEAMS_PAGE_BUDGET_MS,
  teamsPagePaths,
  type LargeTeams,
} from './teams';

export type Workflows = { interviews: LargeInterviews; teams: LargeTeams; notifications: NotificationBench };

export const TEAMS_PAGE_SCENARIO = 'GET /courses/{id}/team-distribution/{id}/team (10 rows of 1,000+ teams, searched)';
export const STUDENTS_WITHOUT_TEAM_SCENARIO = 'GET /courses/{id}/team-distribution/{id}/students (10 rows, searched)';
export const INTERVIEW_LISTS_SCENARIO = 'GET /courses/{id}/interviews/{id}/pairs, wait list (3,000 candidates)';
export const workflowBudgets: Record<string, number> = { [TEAMS_PAGE_SCENARIO]: TEAMS_PAGE_BUDGET_MS };

export async function addWorkflows(db: Db): Promise<Workflows> {
  const interviews = await addLargeInterviewDistribution(db);
  const teams = await addLargeTeamDistribution(db);
  const notifications = await measureNotifications(db);
  return { interviews, teams, notifications };
}

export const workflowPaths = ({ interviews, teams }: Workflows) => ({
  teams: teamsPagePaths(teams),
  studentsWithoutTeam: studentsWithoutTeamPaths(teams),
  interviews: interviewPaths(interviews),
});

const verdict = (met: boolean, budget: string) => `budget ${budget}: ${met ? 'met' : '**missed**'}`;

export function workflowLines({ interviews, teams, notifications }: Workflows): string[] {
  return [
    `Interview pairing of ${LARGE_INTERVIEW_CANDIDATES} students to ${LARGE_INTERVIEWERS} interviewers (${interviews.pairs} pairs, ${interviews.unassigned} unassigned; lock, load, plan, insert and notify in one transaction): ${Math.round(interviews.distributionMs)} ms, planner alone ${Math.round(interviews.planMs)} ms (${verdict(interviews.distributionMs <= INTERVIEW_DISTRIBUTION_BUDGET_MS, `${INTERVIEW_DISTRIBUTION_BUDGET_MS} ms`)}).`,
    '',
    `Team distribution of ${LARGE_TEAM_REGISTRATIONS} registrations into ${teams.teams} teams (one transaction): ${Math.round(teams.distributionMs)} ms, planner alone ${Math.round(teams.planMs)} ms (${verdict(teams.distributionMs <= TEAM_DISTRIBUTION_BUDGET_MS, `${TEAM_DISTRIBUTION_BUDGET_MS} ms`)}).`,
    '',
    `Notification fan-out to ${notifications.recipients} users (${notifications.outboxRows} outbox rows, one transaction): ${notifications.fanoutMs} ms (${verdict(notifications.fanoutMs <= NOTIFICATION_FANOUT_BUDGET_MS, `${NOTIFICATION_FANOUT_BUDGET_MS} ms`)}). The sweep then delivered ${notifications.emailsSent} e-mails (${notifications.emailsReceived} received) to a local SMTP server in ${notifications.deliveryMs} ms: ${notifications.emailsPerSecond} e-mails/s (${verdict(notifications.emailsPerSecond >= EMAIL_DELIVERY_BUDGET_PER_SECOND, `≥ ${EMAIL_DELIVERY_BUDGET_PER_SECOND}/s`)}).`,
    '',
  ];
}
