import { seedCareers } from './careers';
import { seedCertificates, seedEarlyGraduates } from './certificates';
import { seedContent } from './content';
import { seedCourseEvents } from './course-events';
import type { SeedStep } from './context';
import { seedCourseStudents } from './course-students';
import { seedCrossChecks } from './cross-checks';
import { seedDepartures } from './departures';
import { seedEvents } from './events';
import { seedGratitudes } from './gratitudes';
import { seedInterviews } from './interviews';
import { seedMentorRegistry } from './mentor-registry';
import { seedMentorReviews } from './mentor-reviews';
import { seedNotifications } from './notifications';
import { seedProfiles } from './profiles';
import { seedTeams } from './teams';
import { seedVerifications } from './verifications';

// Each domain extends the demo school with one step (developers' guide: "Every domain extends the demo seed").
// Steps run in order, inside the seed transaction.
export const seedSteps: readonly SeedStep[] = [
  // First: later steps plan course events from this catalogue.
  seedEvents,
  seedCertificates,
  seedDepartures,
  seedProfiles,
  seedCourseStudents,
  // After the results: completing the ended cross-check writes its scores through the score service (R7.8).
  seedCrossChecks,
  seedMentorRegistry,
  seedMentorReviews,
  seedCourseEvents,
  // After the certificates and the mentors: the demo CVs show them, and the mentors' letters recommend their students.
  seedCareers,
  // After the certificates: the completed course's graduates get the mentors the hall of fame counts (R17.5).
  seedGratitudes,
  // After the results and before the self-check attempts: team scores go through the score service (R12.8).
  seedTeams,
  // After the results and before the self-check attempts: completed interviews score through the score service.
  seedInterviews,
  // After every step that writes results: a self-check attempt never beats the result it belongs to.
  seedVerifications,
  // After the last step that writes results: the running course's best students by their final totals.
  seedEarlyGraduates,
  // Alerts, prompts and contributors: independent of every other step.
  seedContent,
  // Last: the catalogue and the personas' e-mail connections; earlier seeded scores enqueue nothing.
  seedNotifications,
];
