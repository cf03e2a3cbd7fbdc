import { join } from 'node:path';
import type { ResultAsync } from 'neverthrow';
import { makeAccountAdmin, type AccountAdmin } from '@marketplace/core';
import { cryptoSecrets, DrizzleAccounts, openDatabase, randomIds, type Database } from '@marketplace/adapters-postgres';
import { loadConfig, systemClock, type AppConfig } from '@marketplace/server';

/** The same environment as the service: DATABASE_URL, else the embedded database in DATA_DIR. */
export async function withDatabase<T>(run: (database: Database, config: AppConfig) => Promise<T>): Promise<T> {
  const config = loadConfig(process.env);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite'), maxConnections: 2 });
  try {
    return await run(database, config);
  } finally {
    await database.close();
  }
}

/** Prints data as JSON (`--json`) or as the human line. */
export function output(json: boolean | undefined, data: unknown, human: string): void {
  console.log(json ? JSON.stringify(data) : human);
}

/** An expected failure: its message, exit code 1, no stack. */
export class CommandError extends Error {}

/** The operator use cases over the configured database. */
export async function withAdmin<T>(run: (admin: AccountAdmin) => Promise<T>): Promise<T> {
  return withDatabase(async (database) => {
    await database.migrate();
    return run(makeAccountAdmin({ accounts: new DrizzleAccounts(database), ids: randomIds, secrets: cryptoSecrets, clock: systemClock }));
  });
}

/** A use case's result, or its error as a CommandError naming the field. */
export async function settle<T>(result: ResultAsync<T, { code: string; message: string; field?: string }>): Promise<T> {
  const settled = await result;
  if (settled.isErr()) {
    const { code, message, field } = settled.error;
    throw new CommandError(`${code}: ${message}${field && !message.includes(field) ? ` (${field})` : ''}`);
  }
  return settled.value;
}
