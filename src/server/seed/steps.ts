import { seedCertificates } from './certificates';
import type { SeedStep } from './context';
import { seedCourseStudents } from './course-students';
import { seedDepartures } from './departures';
import { seedMentorRegistry } from './mentor-registry';
import { seedProfiles } from './profiles';

// Each domain extends the demo school with one step (developers' guide: "Every domain extends the demo seed").
// Steps run in order, inside the seed transaction.
export const seedSteps: readonly SeedStep[] = [
  seedCertificates,
  seedDepartures,
  seedProfiles,
  seedCourseStudents,
  seedMentorRegistry,
];
