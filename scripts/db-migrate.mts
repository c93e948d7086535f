// npm run db:migrate: apply the SQL migrations to the configured database (the server also does it at start-up).
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { getEnv } from '../src/server/env';

const database = await openDatabase(getEnv());
try {
  await runMigrations(database);
  console.log('Migrations applied.');
} finally {
  await database.close();
}
