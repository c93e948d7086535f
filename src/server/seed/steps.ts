import { seedCertificates } from './certificates';
import type { SeedStep } from './context';

// Each domain extends the demo school with one step (developers' guide: "Every domain extends the demo seed").
// Steps run in order, inside the seed transaction.
export const seedSteps: readonly SeedStep[] = [seedCertificates];
