import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { inject } from 'vitest';
import { openDatabase, type Database } from '@marketplace/adapters-postgres';
import { withDatabase } from './global-setup.js';

export interface TestDatabase {
  readonly url: string;
  readonly database: Database;
  drop(): Promise<void>;
}

/** A fresh, migrated PostgreSQL database for one test file (a copy of the run's template). */
export async function createTestDatabase(): Promise<TestDatabase> {
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
  const database = await openDatabase({ url, maxConnections: 20 });
  return {
    url,
    database,
    drop: async () => {
      await database.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** An in-memory PGlite database with the same migrations, for the same repository tests. */
export async function createPgliteDatabase(): Promise<Database> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  return database;
}
