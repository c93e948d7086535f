export { assignReviewer } from './service/assign-reviewer';
export { listMentorReviews } from './service/list-reviews';
