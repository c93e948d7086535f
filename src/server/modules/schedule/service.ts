export { calendarToken } from './service/calendar-token';
export { icalendarFeed } from './service/icalendar-feed';
export { buildSchedule, toScheduleItem } from './service/schedule';
export { scheduleBody, scheduleJson } from './service/schedule-json';
export { scheduleCsv } from './service/schedule-csv';
