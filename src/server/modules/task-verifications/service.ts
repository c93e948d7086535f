export { verificationAnswers } from './service/answers';
export { cancelStaleVerifications, completeVerification, listPendingVerifications } from './service/external-checks';
export { RetryLaterError } from './service/gate';
export { saveSolution } from './service/solutions';
export { studentSummary } from './service/student-summary';
export { studentVerifications } from './service/student-verifications';
export { submitVerification } from './service/submit-verification';
