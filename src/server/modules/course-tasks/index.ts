export { courseTasksRouter } from './routes';
export { copyScheduleItems } from './service/copy-schedule';
export { courseEventChangeFields } from './service/course-event-fields';
export { findDeadlineReminders, type DeadlineReminder } from './service/deadline-reminders';
export { pickFields, recordScheduleChanges, type ScheduleChange } from './service/schedule-change';
