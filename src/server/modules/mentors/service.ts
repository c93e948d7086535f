export { mentorDashboard } from './service/dashboard';
export { ownMentorAnywhere, ownMentorInCourse, ownMentorOnly, type OwnedMentor } from './service/owner';
export { assignRandomTask, countRandomTasks } from './service/random-task';
export { mentorOptions, mentorStudents } from './service/students';
