export { completeCourseCrossCheck } from './service/completion';
export { type CrossCheckActor } from './service/context';
export { createDispute, listDisputes, resolveDispute } from './service/disputes';
export { listAssignments, myFeedback } from './service/feedbacks';
export { markMessagesRead, postMessage } from './service/messages';
export { getReview, saveReview } from './service/review';
