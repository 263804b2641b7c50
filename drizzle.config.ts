import { defineConfig } from 'drizzle-kit';

// One schema and one migration set for both PGlite and PostgreSQL (docs/protocol.md, DESIGN).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
