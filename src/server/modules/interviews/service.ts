// Temporary stubs until the use cases land (contract first for the client helper).
import type { Db } from '../../db/client';
import { AppError } from '../../http/problem';
import type { SessionData } from '../session/service';
import type {
  AvailableStudent,
  DistributionInput,
  DistributionResult,
  Interview,
  InterviewFeedback,
  InterviewPair,
  InterviewType,
  FeedbackInput,
  MentorInterview,
  PairInput,
  StudentInterview,
} from './schemas';

type InterviewRef = { courseId: number; interviewId: number };
type PairRef = InterviewRef & { pairId: number };
type FeedbackRef = InterviewRef & { type: InterviewType };
const todo = (): never => {
  throw new AppError('unavailable', 'Not implemented yet.');
};

export const getMyInterviewsAsStudent = async (
  _db: Db,
  _s: SessionData,
  _c: number,
  _n: Date,
): Promise<StudentInterview[]> => todo();
export const getMyInterviewsAsMentor = async (_db: Db, _s: SessionData, _c: number): Promise<MentorInterview[]> =>
  todo();
export const listInterviews = async (
  _db: Db,
  _c: number,
  _q: { disabled: boolean; types: InterviewType[] },
): Promise<Interview[]> => todo();
export const getInterview = async (_db: Db, _r: InterviewRef): Promise<Interview> => todo();
export const listPairs = async (_db: Db, _r: InterviewRef): Promise<InterviewPair[]> => todo();
export const listAvailableStudents = async (_db: Db, _r: InterviewRef): Promise<AvailableStudent[]> => todo();
export const registerToInterview = async (
  _db: Db,
  _s: SessionData,
  _r: InterviewRef,
  _n: Date,
): Promise<{ id: number; registrationDate: string }> => todo();
export const getFeedback = async (_db: Db, _s: SessionData, _r: FeedbackRef): Promise<InterviewFeedback> => todo();
export const saveFeedback = async (
  _db: Db,
  _s: SessionData,
  _r: FeedbackRef,
  _i: FeedbackInput,
  _n: Date,
): Promise<void> => todo();
export const distributeInterview = async (
  _db: Db,
  _r: InterviewRef,
  _i: DistributionInput,
  _o: { now: Date },
): Promise<DistributionResult> => todo();
export const createPair = async (
  _db: Db,
  _s: SessionData,
  _r: InterviewRef,
  _i: PairInput,
  _n: Date,
): Promise<{ id: number }> => todo();
export const transferPair = async (
  _db: Db,
  _s: SessionData,
  _r: PairRef,
  _i: { interviewerGithubId: string },
  _n: Date,
): Promise<void> => todo();
export const cancelPair = async (_db: Db, _s: SessionData, _r: PairRef, _n: Date): Promise<void> => todo();
