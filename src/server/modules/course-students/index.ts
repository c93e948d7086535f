export { courseStudentsRouter } from './routes';
export { recomputeCourseRanks } from './ranks';
export { assertCourseExists } from './service/find';
export { prefixMatch } from './service/search-students';
