export { aggregateStats } from './service/aggregate-stats';
export { countriesCard, studentsCard, taskPerformanceCard } from './service/cards';
export { countries, mentorCounts, studentCounts } from './service/counts';
export { deleteExpelledStat, listExpelledStats } from './service/expelled-stats';
export { taskPerformance } from './service/task-performance';
