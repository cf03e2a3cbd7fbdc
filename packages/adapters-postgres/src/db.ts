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
import { bindPgliteDeadline, withPostgresDeadline } from './deadline.js';
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
   * How long a statement of `db`, `query` or `queryPrepared` may wait for the database (a pool
   * connection, PGlite's one connection, a lock) before it fails with 57014; null: no deadline.
   */
  readonly deadlineMs: number | null;
  /** The postgres-js client, for COPY and pool settings; absent on PGlite. Has no deadline. */
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
  /** A PGlite data folder dumped by `dumpDataDir` to start from (tests: a migrated copy without initdb). */
  readonly loadDataDir?: Blob | undefined;
  /** DATABASE_DEADLINE_MS: unset for the CLI (migrations, bulk loads), set by the server. */
  readonly deadlineMs?: number | undefined;
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  const deadlineMs = config.deadlineMs ?? null;
  if (config.url) return openPostgres(config.url, config.maxConnections ?? 10, deadlineMs);
  return openPglite(config.dataDir ?? 'memory://', config.loadDataDir, deadlineMs);
}

function openPostgres(url: string, max: number, deadlineMs: number | null): Database {
  const client = postgres(url, {
    max,
    onnotice: () => {},
    // Dates come back as Date objects; bigint columns are read through mode: 'number'.
    connection: { application_name: 'marketplace' },
  });
  const bounded = deadlineMs === null ? client : withPostgresDeadline(client, deadlineMs);
  const db = drizzlePostgres(bounded, { schema }) as unknown as Db;
  const dialect = new PgDialect();
  return {
    kind: 'postgres',
    db,
    deadlineMs,
    client,
    query: async <T extends Record<string, unknown>>(statement: SQL) =>
      [...((await db.execute(statement)) as unknown as T[])],
    // drizzle's execute sends an unnamed statement each time (postgres-js `unsafe` without
    // `prepare`): parsed and planned on every call, which costs more than running a point read.
    queryPrepared: async <T extends Record<string, unknown>>(statement: SQL) => {
      const { sql: text, params } = dialect.sqlToQuery(statement);
      return [...((await bounded.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true })) as unknown as T[])];
    },
    migrate: () => migratePostgres(drizzlePostgres(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.end({ timeout: 5 }),
  };
}

async function openPglite(dataDir: string, loadDataDir: Blob | undefined, deadlineMs: number | null): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { cube, earthdistance }, ...(loadDataDir ? { loadDataDir } : {}) });
  if (deadlineMs !== null) bindPgliteDeadline(client, deadlineMs);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    deadlineMs,
    client: null,
    query: async <T extends Record<string, unknown>>(statement: SQL) =>
      ((await db.execute(statement)) as unknown as { rows: T[] }).rows,
    queryPrepared: async <T extends Record<string, unknown>>(statement: SQL) =>
      ((await db.execute(statement)) as unknown as { rows: T[] }).rows,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
