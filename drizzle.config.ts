import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from the schema; generation needs no database.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
