import { defineWorkspace } from 'vitest/config';

/**
 * The HTTP suites of every operation, run a second time on the embedded default (an in-memory
 * PGlite, one connection) by the `pglite` project: a statement that waits for its own request's
 * transaction, or SQL PGlite does not run, fails there. Left to PostgreSQL only:
 * - owner/unavailable and chats/unavailable: a second connection holds a table lock and
 *   pg_cancel_backend cancels the waiting statement; PGlite has one connection and no backend to
 *   cancel (test/operations/database-deadline covers PGlite's wait instead);
 * - photos/s3-photos and photos/default-fetcher: S3 storage and the fetcher, not the database;
 * - events/feed-cursor (a transaction held open on a second connection) and events/processes
 *   (server processes killed and restarted).
 * Replicas, shared rate-limit stores and shutdown (test/operations, test/limits) start separate
 * processes on one database, which PGlite (one process) cannot serve: they are not listed here.
 */
const PGLITE_SUITES = [
  'apps/server/test/rest/**/*.test.ts',
  'apps/server/test/owner/**/*.test.ts',
  'apps/server/test/drafts/**/*.test.ts',
  'apps/server/test/photos/**/*.test.ts',
  'apps/server/test/chats/**/*.test.ts',
  'apps/server/test/events/**/*.test.ts',
  'apps/server/test/mcp/**/*.test.ts',
  'apps/server/test/operations/database-deadline.test.ts',
];
const POSTGRES_ONLY = [
  // Kills a real server process and restarts it on the same database: another process.
  'apps/server/test/owner/idempotency-crash.test.ts',
  'apps/server/test/owner/unavailable.test.ts',
  'apps/server/test/chats/unavailable.test.ts',
  'apps/server/test/photos/s3-photos.test.ts',
  'apps/server/test/photos/default-fetcher.test.ts',
  // A second connection holds a transaction open across a later commit (PGlite: one connection).
  'apps/server/test/events/feed-cursor.test.ts',
  // Kills a real server process mid-delivery and restarts it on the same database.
  'apps/server/test/events/processes.test.ts',
];

export default defineWorkspace([
  {
    test: {
      name: 'core',
      include: ['packages/core/**/*.test.ts'],
    },
  },
  {
    test: {
      name: 'integration',
      include: ['packages/!(core)/**/*.test.ts', 'apps/**/*.test.ts', 'bench/**/*.test.ts'],
      globalSetup: ['./packages/adapters-postgres/src/testing/global-setup.ts'],
      pool: 'forks',
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  {
    test: {
      name: 'pglite',
      include: PGLITE_SUITES,
      exclude: POSTGRES_ONLY,
      env: { TEST_DATABASE: 'pglite' },
      globalSetup: ['./packages/adapters-postgres/src/testing/global-setup-pglite.ts'],
      pool: 'forks',
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
]);
