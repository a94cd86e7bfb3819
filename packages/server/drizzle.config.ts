import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});
