import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import postgres from 'postgres';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db.js';
import { withDatabase } from './global-setup.js';

export interface TestDatabase {
  readonly engine: TestEngine;
  /** The postgres:// URL of the database, for tests that start processes; throws on PGlite. */
  readonly url: string;
  readonly database: Database;
  drop(): Promise<void>;
}

export type TestEngine = 'postgres' | 'pglite';

/**
 * The engine of this vitest project: `TEST_DATABASE=pglite` (the `pglite` project of
 * vitest.workspace.ts) runs the file on an in-memory PGlite, else on PostgreSQL.
 */
export function testEngine(): TestEngine {
  return process.env.TEST_DATABASE === 'pglite' ? 'pglite' : 'postgres';
}

export interface TestDatabaseOptions {
  /** The database deadline (DATABASE_DEADLINE_MS) of the handle. */
  readonly deadlineMs?: number | undefined;
}

/**
 * A fresh, migrated database for one test file: a copy of the run's PostgreSQL template, or on
 * the `pglite` project an in-memory PGlite loaded from the run's migrated dump.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  return testEngine() === 'pglite' ? createPgliteTestDatabase(options) : createPostgresTestDatabase(options);
}

async function createPostgresTestDatabase(options: TestDatabaseOptions): Promise<TestDatabase> {
  const templateUrl = inject('templateDatabaseUrl');
  const template = new URL(templateUrl).pathname.slice(1);
  const name = `mp_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(withDatabase(templateUrl, 'postgres'), { max: 1, onnotice: () => {} });
  for (let attempt = 0; ; attempt += 1) {
    try {
      await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      break;
    } catch (error) {
      // Another file cloning the template at the same moment: wait and retry.
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
  const url = withDatabase(templateUrl, name);
  const database = await openDatabase({ url, maxConnections: 20, ...options });
  return {
    engine: 'postgres',
    url,
    database,
    drop: async () => {
      await database.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function createPgliteTestDatabase(options: TestDatabaseOptions): Promise<TestDatabase> {
  const database = await openMigratedPglite(options);
  return {
    engine: 'pglite',
    get url(): string {
      throw new Error('this test needs PostgreSQL (a URL other processes can open): keep it out of the pglite project');
    },
    database,
    drop: () => database.close(),
  };
}

/** An in-memory PGlite with the migrations: from the run's dump when the project made one. */
async function openMigratedPglite(options: TestDatabaseOptions): Promise<Database> {
  const dumpFile = inject('pgliteDumpFile') as string | undefined;
  if (dumpFile) return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(dumpFile)]), ...options });
  const database = await openDatabase({ dataDir: 'memory://', ...options });
  await database.migrate();
  return database;
}

/** An in-memory PGlite database with the same migrations, for the same repository tests. */
export async function createPgliteDatabase(): Promise<Database> {
  return openMigratedPglite({});
}
