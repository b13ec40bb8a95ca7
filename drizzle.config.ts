import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new versioned migration after a change to the schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema/*.ts', // one file per area; client.ts joins them for Drizzle
  out: './server/src/db/migrations',
});
