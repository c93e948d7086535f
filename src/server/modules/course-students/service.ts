export { bulkExpelStudents } from './service/bulk-expel';
export { changeStudentMentor } from './service/change-mentor';
export { assertCourseExists, type Actor } from './service/find';
export { listCourseStudentsJson } from './service/list-students';
export { searchCourseStudents } from './service/search-students';
export { setStudentAvailability, setStudentStatus } from './service/student-status';
export { studentsCsv } from './service/students-csv';
