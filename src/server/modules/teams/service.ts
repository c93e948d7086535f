export { createTeam } from './service/create-team';
export { getDistributionDetailed, listStudentsWithoutTeam } from './service/detailed';
export { distributeTeams, type DistributeOptions } from './service/distribute';
export {
  createDistribution,
  deleteDistribution,
  listDistributions,
  registrationStatus,
  updateDistribution,
} from './service/distributions';
export { changeTeamPassword, getTeamPassword, updateTeam } from './service/edit-team';
export { joinTeam, leaveTeam, WRONG_PASSWORD } from './service/join-leave';
export { listTeams } from './service/list-teams';
export { cancelRegistration, register, removeStudent } from './service/registry';
export {
  planTeams,
  teamCount,
  type PlanRegistration,
  type PlanSettings,
  type PlanTeam,
  type TeamPlan,
} from './service/team-plan';
export { previewTeamScore, submitTeamScore, writeTeamScores } from './service/team-score';
