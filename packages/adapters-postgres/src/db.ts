import { AsyncLocalStorage } from 'node:async_hooks';
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
import { preparingTransactions } from './prepared.js';
import { bindPgliteDeadline, withPostgresDeadline } from './deadline.js';
import { listenWatched, type ListenEvents } from './listen.js';
import * as schema from './schema/tables.js';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** One database handle, whichever engine is behind it. */
export interface Database {
  readonly kind: 'postgres' | 'pglite';
  /** The handle to query with: inside `unitOfWork`, its transaction (see there). */
  readonly db: Db;
  /**
   * Runs `work` in one transaction that every query made through this handle inside it joins
   * (carried by AsyncLocalStorage, so adapters need not be told): `db` and `query` run in it,
   * and an adapter's own `db.transaction(…)` becomes a savepoint of it. Used for a write and the
   * record of its answer that must commit together (decision 0030-exactly-once-writes).
   */
  unitOfWork<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /** Runs raw SQL and returns plain row objects (the drivers shape results differently). */
  query<T extends Record<string, unknown>>(statement: SQL): Promise<T[]>;
  /**
   * Like `query`, as a named prepared statement of each connection (PostgreSQL): parsed once, and
   * planned once when a generic plan serves all values. For point reads run often with other
   * values (an advert, a key, a storefront); not for searches, whose plans depend on the values.
   */
  queryPrepared<T extends Record<string, unknown>>(statement: SQL): Promise<T[]>;
  /**
   * Runs a short read on a connection of its own (PostgreSQL), outside the pool and without the
   * deadline: whether the database answers, which a pool whose every connection waits for a lock
   * (one owner's queued writes) does not tell. PGlite, in the process, has only its connection.
   * For /readyz.
   */
  probe<T extends Record<string, unknown>>(statement: SQL): Promise<T[]>;
  /**
   * How long a statement of `db`, `query` or `queryPrepared` may wait for the database (a pool
   * connection, PGlite's one connection, a lock) before it fails with 57014; null: no deadline.
   */
  readonly deadlineMs: number | null;
  /**
   * LISTEN on `channel`: `onNotify` runs for each notification (after the notifying transaction
   * commits). PostgreSQL: a connection of its own, listened on again after it is lost (with
   * backoff; `events` hears of each loss, failed try and return); PGlite delivers in the process.
   * Resolves to the function that stops listening.
   */
  listen(channel: string, onNotify: () => void, events?: ListenEvents): Promise<() => Promise<void>>;
  /** The postgres-js client, for COPY and pool settings; absent on PGlite. Has no deadline. */
  readonly client: postgres.Sql | null;
  /** Applies this build's migrations, one process at a time (`MIGRATIONS_LOCK`). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding a database-wide advisory lock (a session's, on a connection of its
   * own outside the pool): processes starting together take turns. PGlite has one process: it
   * just runs `work`.
   */
  exclusively<T>(lock: string, work: () => Promise<T>): Promise<T>;
  /**
   * PGlite: a gzipped tarball of its data directory after a CHECKPOINT, taken while no statement
   * runs (the embedded database's backups; `loadDataDir` opens one). Null on PostgreSQL, whose
   * backups are the operator's (pg_dump, base backups).
   */
  readonly dumpDataDir: (() => Promise<Blob>) | null;
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

/**
 * How long opening a connection may take. While the database is down or restarting, a request
 * fails with `unavailable` after at most this long (at once when the port refuses) instead of
 * waiting postgres-js's default 30 s; the pool reconnects on the next query once it is back.
 */
export const CONNECT_TIMEOUT_SECONDS = 5;

/**
 * Seconds a connection waits before it tries again after failed attempts. postgres-js's default
 * grows with the pool's failures (3^n / 100 s, up to 20 s): after a restart with many requests
 * in flight, queries waited up to 20 s for a connection of a database that had long been back.
 * Capped at half a second, a request during an outage fails (503) about as fast as it would
 * with no backoff, and the first one after the outage finds the database.
 */
const reconnectDelaySeconds = (failures: number): number => Math.min(0.05 * 2 ** failures, 0.5);

/** The advisory lock key the migrating process holds (any fixed bigint; "mkt_migr" in ASCII). */
export const MIGRATIONS_LOCK = '7884523525848524658';
/** The advisory lock key of seeding an empty database at start ("mkt_seed" in ASCII). */
export const SEED_LOCK = '7884523525948925284';

function openPostgres(url: string, max: number, deadlineMs: number | null): Database {
  const client = postgres(url, {
    max,
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    backoff: reconnectDelaySeconds,
    onnotice: () => {},
    // Dates come back as Date objects; bigint columns are read through mode: 'number'.
    connection: { application_name: 'marketplace' },
  });
  const statements = preparingTransactions(client);
  const bounded = deadlineMs === null ? statements : withPostgresDeadline(statements, deadlineMs);
  const exclusively = async <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const lock = postgres(url, { max: 1, connect_timeout: CONNECT_TIMEOUT_SECONDS, onnotice: () => {}, connection: { application_name: 'marketplace lock' } });
    try {
      await lock`select pg_advisory_lock(${key}::bigint)`;
      return await work();
    } finally {
      // Closing the session releases the lock.
      await lock.end({ timeout: 5 });
    }
  };
  const dialect = new PgDialect();
  // Opened at the first probe; its one connection closes when idle (a probe every few seconds keeps it).
  let prober: postgres.Sql | null = null;
  const probe = async <T extends Record<string, unknown>>(statement: SQL): Promise<T[]> => {
    prober ??= postgres(url, { max: 1, idle_timeout: 60, connect_timeout: CONNECT_TIMEOUT_SECONDS, onnotice: () => {}, connection: { application_name: 'marketplace probe' } });
    const { sql: text, params } = dialect.sqlToQuery(statement);
    return [...((await prober.unsafe(text, params as postgres.ParameterOrJSON<never>[])) as unknown as T[])];
  };
  const base = drizzlePostgres(bounded, { schema }) as unknown as Db;
  const scope = unitsOfWork(base);
  return {
    kind: 'postgres',
    get db() {
      return scope.current();
    },
    unitOfWork: scope.run,
    deadlineMs,
    client,
    query: async <T extends Record<string, unknown>>(statement: SQL) =>
      [...((await scope.current().execute(statement)) as unknown as T[])],
    // drizzle's execute sends an unnamed statement each time (postgres-js `unsafe` without
    // `prepare`): parsed and planned on every call, which costs more than running a point read.
    queryPrepared: async <T extends Record<string, unknown>>(statement: SQL) => {
      // Inside a unit of work the statement must run on its connection (prepared there too: prepared.ts).
      if (scope.active()) return [...((await scope.current().execute(statement)) as unknown as T[])];
      const { sql: text, params } = dialect.sqlToQuery(statement);
      return [...((await bounded.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true })) as unknown as T[])];
    },
    listen: (channel, onNotify, events = {}) => listenWatched(url, CONNECT_TIMEOUT_SECONDS, channel, onNotify, events),
    // Replicas starting together on a database behind their build: one migrates while the
    // others wait for its lock, then find nothing left to do.
    migrate: () => exclusively(MIGRATIONS_LOCK, () => migratePostgres(drizzlePostgres(client), { migrationsFolder: MIGRATIONS_FOLDER })),
    exclusively,
    dumpDataDir: null,
    probe,
    close: async () => {
      await prober?.end({ timeout: 5 });
      await client.end({ timeout: 5 });
    },
  };
}

async function openPglite(dataDir: string, loadDataDir: Blob | undefined, deadlineMs: number | null): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { cube, earthdistance }, ...(loadDataDir ? { loadDataDir } : {}) });
  if (deadlineMs !== null) bindPgliteDeadline(client, deadlineMs);
  const base = drizzlePglite(client, { schema }) as unknown as Db;
  const scope = unitsOfWork(base);
  // PGlite has one connection: a query that escaped the unit of work would wait for it forever.
  const query = async <T extends Record<string, unknown>>(statement: SQL) =>
    ((await scope.current().execute(statement)) as unknown as { rows: T[] }).rows;
  return {
    kind: 'pglite',
    get db() {
      return scope.current();
    },
    unitOfWork: scope.run,
    deadlineMs,
    client: null,
    query,
    queryPrepared: query,
    probe: query,
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, () => onNotify());
      return unlisten;
    },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    exclusively: (_lock, work) => work(),
    dumpDataDir: async () => {
      await client.exec('CHECKPOINT');
      // PGlite's dump reads the files without its query lock: a statement between two reads
      // would tear the copy, so it runs as one of the queries.
      return client._runExclusiveQuery(() => client.dumpDataDir('gzip'));
    },
    close: () => client.close(),
  };
}

/**
 * The transaction of the unit of work running in this async context, if any. `open` turns false
 * when it ends, so that work it started and left running (a background task) uses the pool again
 * instead of a finished transaction.
 */
function unitsOfWork(base: Db) {
  const storage = new AsyncLocalStorage<{ tx: Db; open: boolean }>();
  const active = (): boolean => storage.getStore()?.open === true;
  const current = (): Db => {
    const unit = storage.getStore();
    return unit?.open ? unit.tx : base;
  };
  const run = <T>(work: (tx: Db) => Promise<T>): Promise<T> =>
    current().transaction(async (tx) => {
      const unit = { tx: tx as unknown as Db, open: true };
      try {
        return await storage.run(unit, () => work(unit.tx));
      } finally {
        unit.open = false;
      }
    });
  return { active, current, run };
}
