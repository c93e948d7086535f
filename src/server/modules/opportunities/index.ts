export { opportunitiesRouter } from './routes';
export { liveResume, resumeLink } from './service/resume-view';
