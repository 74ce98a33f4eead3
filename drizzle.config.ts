// drizzle-kit reads this to turn src/server/db/schema/ into versioned SQL migrations
// (`npm run db:generate`). The server applies them at start on PGlite and PostgreSQL alike.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
  strict: true,
  verbose: true,
});
