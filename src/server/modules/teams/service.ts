/* eslint-disable @typescript-eslint/no-unused-vars */
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/problem';
import type { SessionData } from '../session/service';
import type {
  DistributionResult,
  Team,
  TeamDistribution,
  TeamDistributionDetailed,
  TeamDistributionInput,
  TeamInfo,
  TeamInput,
  TeamPageQuery,
  TeamScorePreview,
  TeamStudentContacts,
  TeamUpdate,
} from './schemas';
import type { Paged } from './types';

const todo = (): never => {
  throw new AppError('unavailable', 'Not implemented yet.');
};

type DistributionRef = { courseId: number; id: number };
type TeamRef = { courseId: number; distributionId: number; id: number };

export const listDistributions = async (
  db: DbOrTx,
  s: SessionData,
  courseId: number,
  now: Date,
): Promise<TeamDistribution[]> => todo();
export const createDistribution = async (
  db: DbOrTx,
  courseId: number,
  input: TeamDistributionInput,
  now: Date,
): Promise<TeamDistribution> => todo();
export const updateDistribution = async (
  db: DbOrTx,
  ref: DistributionRef,
  input: TeamDistributionInput,
  now: Date,
): Promise<TeamDistribution> => todo();
export const deleteDistribution = async (db: DbOrTx, ref: DistributionRef): Promise<void> => todo();
export const distributeTeams = async (
  db: DbOrTx,
  ref: DistributionRef,
  options: { dryRun: boolean; now: Date },
): Promise<DistributionResult> => todo();
export const getDistributionDetailed = async (
  db: DbOrTx,
  s: SessionData,
  ref: DistributionRef,
  now: Date,
): Promise<TeamDistributionDetailed> => todo();
export const listStudentsWithoutTeam = async (
  db: DbOrTx,
  s: SessionData,
  ref: DistributionRef,
  q: TeamPageQuery,
): Promise<Paged<TeamStudentContacts>> => todo();
export const previewTeamScore = async (
  db: DbOrTx,
  ref: DistributionRef & { taskId: number },
): Promise<TeamScorePreview[]> => todo();
export const submitTeamScore = async (
  db: DbOrTx,
  s: SessionData,
  ref: DistributionRef & { taskId: number },
  now: Date,
): Promise<{ updated: number }> => todo();
export const removeStudent = async (
  db: DbOrTx,
  ref: DistributionRef & { studentId: number },
  now: Date,
): Promise<void> => todo();
export const register = async (db: DbOrTx, s: SessionData, ref: DistributionRef, now: Date): Promise<void> => todo();
export const cancelRegistration = async (db: DbOrTx, s: SessionData, ref: DistributionRef, now: Date): Promise<void> =>
  todo();
export const createTeam = async (
  db: DbOrTx,
  s: SessionData,
  ref: Omit<TeamRef, 'id'>,
  input: TeamInput,
  now: Date,
): Promise<TeamInfo> => todo();
export const listTeams = async (
  db: DbOrTx,
  s: SessionData,
  ref: Omit<TeamRef, 'id'>,
  q: TeamPageQuery,
): Promise<Paged<Team>> => todo();
export const updateTeam = async (
  db: DbOrTx,
  s: SessionData,
  ref: TeamRef,
  input: TeamUpdate,
  now: Date,
): Promise<void> => todo();
export const joinTeam = async (
  db: DbOrTx,
  s: SessionData,
  ref: TeamRef,
  password: string,
  now: Date,
): Promise<TeamInfo> => todo();
export const leaveTeam = async (db: DbOrTx, s: SessionData, ref: TeamRef, now: Date): Promise<void> => todo();
export const getTeamPassword = async (db: DbOrTx, s: SessionData, ref: TeamRef): Promise<{ password: string }> =>
  todo();
export const changeTeamPassword = async (
  db: DbOrTx,
  s: SessionData,
  ref: TeamRef,
  now: Date,
): Promise<{ password: string }> => todo();
