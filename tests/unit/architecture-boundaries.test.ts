// The lint rule that keeps the architecture's layers apart (eslint.config.js, docs/architecture.md),
// run through ESLint itself on imports that break each boundary.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
let eslint: ESLint;

async function boundaryMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'architecture/boundaries').map((m) => m.message);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

// ESLint loads typescript-eslint's parser on first use: seconds on a busy machine.
describe('architecture boundaries', { timeout: 30_000 }, () => {
  it('keeps lib, components, offline and session below the features', async () => {
    for (const file of [
      'src/client/lib/example.ts',
      'src/client/components/example.ts',
      'src/client/offline/example.ts',
      'src/client/session/example.ts',
    ]) {
      const depth = file.split('/').length - 3;
      const features = `${'../'.repeat(depth)}features/auth`;
      expect(await boundaryMessages(file, `export { useSession } from '${features}';\n`)).toEqual([
        'lib, components, offline and session are below the features: they never import one.',
      ]);
    }
    expect(
      await boundaryMessages('src/client/app/example.ts', "export { useSession } from '../features/auth';\n"),
    ).toEqual([]);
  });

  it("lets the service worker import the worker's session, never the page's", async () => {
    expect(
      await boundaryMessages(
        'sw/example.ts',
        "export { refreshStoredSession } from '../src/client/session/worker-refresh';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryMessages(
        'sw/example.ts',
        "export { getAccessToken } from '../src/client/session/page-tokens';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryMessages('sw/example.ts', "export { getAccessToken } from '../src/client/session';\n"),
    ).toHaveLength(1);
  });

  it('keeps the database layer below the rest of the server', async () => {
    expect(
      await boundaryMessages(
        'src/server/db/example.ts',
        "export { hashPassword } from '../auth/passwords';\n",
      ),
    ).toEqual(['The database layer (src/server/db) imports only itself and shared code.']);
    expect(
      await boundaryMessages(
        'src/server/db/example.ts',
        "export { refreshAllAggregates } from './aggregates';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryMessages(
        'src/server/seed/example.ts',
        "export { hashPassword } from '../auth/passwords';\n",
      ),
    ).toEqual([]);
  });

  it('lets only the database facade import a database driver', async () => {
    const message = 'Only the database facade (src/server/db) imports a database driver.';
    for (const driver of [
      "import postgres from 'postgres';\n",
      "import { PGlite } from '@electric-sql/pglite';\n",
      "import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';\n",
      "import { drizzle } from 'drizzle-orm/postgres-js';\n",
      "import { migrate } from 'drizzle-orm/pglite/migrator';\n",
    ]) {
      expect(await boundaryMessages('src/server/courses/example.ts', driver)).toEqual([message]);
      expect(await boundaryMessages('src/server/db/example.ts', driver)).toEqual([]);
    }
    // The query builder is everyone's; only the drivers are fenced.
    expect(
      await boundaryMessages('src/server/courses/example.ts', "import { sql } from 'drizzle-orm';\n"),
    ).toEqual([]);
    expect(
      await boundaryMessages(
        'src/server/courses/example.ts',
        "import { unionAll } from 'drizzle-orm/pg-core';\n",
      ),
    ).toEqual([]);
  });

  it('enters a feature only through its index', async () => {
    expect(
      await boundaryMessages(
        'src/client/features/courses/example.ts',
        "export { LoginPage } from '../auth/login-page';\n",
      ),
    ).toEqual(['Import the auth feature through its index, not its internals.']);
  });
});
