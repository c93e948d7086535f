export { coursesRouter } from './routes';
export { courseSchema } from './schemas';
export type { Course } from './schemas';
export { listCourses, listCoursesOfUser } from './service';
