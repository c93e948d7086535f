export { giveConsent, readConsent, withdrawConsent } from './service/consent';
export { prolongResume, readResume, resumeOwnerId, setResumeVisibility, updateResume } from './service/edit-resume';
export { listApplicants, publicResume } from './service/public-resume';
