import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration after a change to the schema. Generating
// needs no database; the app applies the migrations itself at start (server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
});
