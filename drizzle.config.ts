import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` uses this file: migrations are generated from the schema,
// committed under ./drizzle and applied by the app (src/server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
});
