import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import postgres from 'postgres';
import * as schema from './schema/tables.js';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** One database handle, whichever engine is behind it. */
export interface Database {
  readonly kind: 'postgres' | 'pglite';
  readonly db: Db;
  /** Runs raw SQL and returns plain row objects (the drivers shape results differently). */
  query<T extends Record<string, unknown>>(statement: SQL): Promise<T[]>;
  /**
   * Like `query`, as a named prepared statement of each connection (PostgreSQL): parsed once, and
   * planned once when a generic plan serves all values. For point reads run often with other
   * values (an advert, a key, a storefront); not for searches, whose plans depend on the values.
   */
  queryPrepared<T extends Record<string, unknown>>(statement: SQL): Promise<T[]>;
  /**
   * LISTEN on `channel`: `onNotify` runs for each notification (after the notifying transaction
   * commits). postgres-js keeps one dedicated connection and re-listens after a reconnect; PGlite
   * delivers in the process. Resolves to the function that stops listening.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /** The postgres-js client, for COPY and pool settings; absent on PGlite. */
  readonly client: postgres.Sql | null;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseConfig {
  /** postgres://… ; unset means the embedded PGlite under `dataDir`. */
  readonly url?: string | undefined;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  readonly dataDir?: string | undefined;
  readonly maxConnections?: number | undefined;
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.url) return openPostgres(config.url, config.maxConnections ?? 10);
  return openPglite(config.dataDir ?? 'memory://');
}

function openPostgres(url: string, max: number): Database {
  const client = postgres(url, {
    max,
    onnotice: () => {},
    // Dates come back as Date objects; bigint columns are read through mode: 'number'.
    connection: { application_name: 'marketplace' },
  });
  const db = drizzlePostgres(client, { schema }) as unknown as Db;
  const dialect = new PgDialect();
  return {
    kind: 'postgres',
    db,
    client,
    query: async <T extends Record<string, unknown>>(statement: SQL) =>
      [...((await db.execute(statement)) as unknown as T[])],
    // drizzle's execute sends an unnamed statement each time (postgres-js `unsafe` without
    // `prepare`): parsed and planned on every call, which costs more than running a point read.
    queryPrepared: async <T extends Record<string, unknown>>(statement: SQL) => {
      const { sql: text, params } = dialect.sqlToQuery(statement);
      return [...((await client.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true })) as unknown as T[])];
    },
    listen: async (channel, onNotify) => {
      const { unlisten } = await client.listen(channel, () => onNotify());
      return unlisten;
    },
    migrate: () => migratePostgres(drizzlePostgres(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.end({ timeout: 5 }),
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { cube, earthdistance } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    client: null,
    query: async <T extends Record<string, unknown>>(statement: SQL) =>
      ((await db.execute(statement)) as unknown as { rows: T[] }).rows,
    queryPrepared: async <T extends Record<string, unknown>>(statement: SQL) =>
      ((await db.execute(statement)) as unknown as { rows: T[] }).rows,
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, () => onNotify());
      return unlisten;
    },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
