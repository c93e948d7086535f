export { studentsRouter } from './routes';
export { feedbackRefs } from './service/student-access';
