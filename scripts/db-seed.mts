// npm run db:seed: migrate the configured database and fill it with the demo school when it is empty.
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { getEnv } from '../src/server/env';
import { seedDemoSchoolIfEmpty } from '../src/server/seed';

const database = await openDatabase(getEnv());
try {
  await runMigrations(database);
  await seedDemoSchoolIfEmpty(database.db, (_level, message) => console.log(message));
} finally {
  await database.close();
}
