import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db.js';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabaseUrl: string;
  }
}

/** Migrates one template database per run; each test file clones it (CREATE DATABASE … TEMPLATE). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    throw new Error('TEST_DATABASE_URL is not set: run the tests with `pnpm test`, which starts PostgreSQL.');
  }
  const name = `mp_template_${process.pid}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name}`);
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const templateUrl = withDatabase(serverUrl, name);
  const database = await openDatabase({ url: templateUrl, maxConnections: 1 });
  await database.migrate();
  await database.close();
  project.provide('templateDatabaseUrl', templateUrl);
  return async () => {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name}`);
    await admin.end();
  };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
