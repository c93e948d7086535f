export { courseStudentsRouter } from './routes';
export { activeRankOfS, lockCourseScores, rankOf, recomputeCourseRanks } from './ranks';
export { assertCourseExists } from './service/find';
export { prefixMatch } from './service/search-students';
