export { createFeedback, readFeedback, updateFeedback } from './service/feedbacks';
export { listStudents } from './service/list-students';
export { studentDetails } from './service/student-access';
