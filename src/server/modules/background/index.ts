export type { BackgroundJob, JobDeps } from './job';
export { backgroundJobs, outboxJobs } from './jobs';
export { runSweep, startBackgroundSweep, type JobReport, type SweepTimer } from './sweep';
