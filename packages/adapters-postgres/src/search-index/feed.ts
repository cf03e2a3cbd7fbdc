import { sql } from 'drizzle-orm';
import type { Database } from '../db.js';
import { rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  loadBitmapLibrary,
  makeWorkingDirectory,
  readSnapshot,
  readSnapshotInfo,
  runInSlices,
  SNAPSHOT_FILE,
  SnapshotRefused,
  writeSnapshot,
  type BitmapBackend,
  type BitmapLibrary,
  type IndexedAdvert,
  type IndexStats,
  type LayoutInput,
  type SearchIndex,
  type SnapshotInfo,
} from '@marketplace/search-index';
import { buildSearchIndex, loadAdverts, type UnreadableAdvert } from './load.js';
import { ReadViews } from '../read-views/read-views.js';
import { VIEWS_SECTION, type BuildOnThread, type LayoutOnThread, type ThreadBuildStamp } from './build-thread.js';

export const SEARCH_CHANGES_CHANNEL = 'search_changes';

/** Where the feed writes what went wrong and what came back (pino's Logger fits). */
export interface FeedLogger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface SearchFeedOptions {
  /** The safety net under LISTEN/NOTIFY: a poll at least this often. */
  readonly pollMs?: number;
  /** Change rows older than this are deleted (by any process, now and then). */
  readonly retainMs?: number;
  /** Failed catch-ups, changes that cannot be applied, the LISTEN connection's losses. */
  readonly logger?: FeedLogger;
  /** Tests: the bitmap library to use. */
  readonly bitmaps?: BitmapLibrary;
  /** Else the library loaded for this backend (configuration: BITMAPS); native by default. */
  readonly bitmapBackend?: BitmapBackend;
  /**
   * Where the index keeps its snapshot (docs/architecture/search.md): a process starts from it and
   * catches up from the feed; none, unusable or stale, it builds from the database. Null: no snapshots.
   */
  readonly snapshotDir?: string | null;
  /** A snapshot is written after each build and then at most this often while changes arrive. */
  readonly snapshotEveryMs?: number;
  /** Tests: the clock the snapshot's age is judged by. */
  readonly now?: () => number;
  /**
   * Runtime rebuilds on another thread (decision 0075; the start's too with `buildOnThreadAtStart`): it writes the new
   * index as a snapshot into a directory of the rebuild's (in `snapshotDir`, else the system's
   * temporary directory), which this thread loads. Should it fail, the rebuild runs here.
   * Null: every build on this thread (PGlite's database is this process's own).
   */
  readonly buildOnThread?: BuildOnThread | null;
  /**
   * The start's build on that thread too: a process of a cluster, which has no start responder
   * answering its probes meanwhile (decision 0075).
   */
  readonly buildOnThreadAtStart?: boolean;
  /**
   * A snapshot's layout (which live docs go into which filter, cell and bucket) made on another
   * thread while this one reads the terms (decision 0082). Null: made here, in slices.
   */
  readonly layoutOnThread?: LayoutOnThread | null;
}

/** The change-feed position a snapshot covers: every seq up to `safe` is in it. */
interface SnapshotPosition {
  readonly safe: number;
  /** Which database (cluster, database and its oid): a snapshot of another one is never used. */
  readonly database: string;
}

/** Why the index was built anew. */
export type RebuildReason = 'start' | 'missed_changes' | 'rebuild_marker' | 'dead_ids';
/** How a catch-up ended: changes applied, nothing new, the index rebuilt, or an error. */
export type CatchUpOutcome = 'applied' | 'current' | 'rebuilt' | 'failed';

/** The replica's health, for /metrics and /readyz (docs/operations.md names each series). */
export interface SearchFeedHealth {
  readonly loaded: boolean;
  readonly bitmaps: BitmapLibrary['name'] | null;
  /** Why WebAssembly bitmaps are in use (null: native, or not loaded yet). */
  readonly bitmapsFallbackReason: string | null;
  readonly adverts: number;
  readonly deadIds: number;
  /** Every change with a seq up to this is applied. */
  readonly position: number;
  /**
   * Seconds: an upper bound of the age of the oldest committed change not yet applied; 0 while
   * the feed follows (its last catch-up succeeded and none has been running for long).
   */
  readonly lagSeconds: number;
  readonly catchUps: Readonly<Record<CatchUpOutcome, number>>;
  readonly rebuilds: Readonly<Record<RebuildReason, number>>;
  /** Changes (adverts) that could not be applied: left out of the index, logged with their id. */
  readonly changesFailed: number;
  /** Times the LISTEN connection was lost. */
  readonly listenLosses: number;
  readonly lastBuildSeconds: number;
  /** What the index's structures hold, as last measured (0 before a measure: see `health`). */
  readonly memoryBytes: number;
  /** The prefix-union cache, its hits and misses summed over every index this process built. */
  readonly prefixCache: IndexStats['prefixCache'];
}

/**
 * Seqs allocated before a process's first snapshot can still be invisible then (their transaction
 * had not committed): the first polls re-read this many seqs below the highest one seen.
 */
const START_WINDOW = 1_000;

/** The end of the unbroken run of `applied` seqs above `safe` (`safe` when there is none): every seq up to it is in the index. */
function coveredFrom(safe: number, applied: ReadonlySet<number>): number {
  let covered = safe;
  while (applied.has(covered + 1)) covered++;
  return covered;
}
const PAGE = 5_000;
const PRUNE_EVERY_MS = 10 * 60_000;
/** A catch-up running longer than this counts as behind (a normal one takes milliseconds). */
const STALL_MS = 2_000;
/** Polls after failed catch-ups wait this long at most (doubling from the poll interval). */
const MAX_RETRY_MS = 5_000;
/** Walking the index for its size is seconds of (stepped) work at ten million adverts: at most this often, not per scrape. */
const MEMORY_EVERY_MS = 5 * 60_000;

const zeroes = <K extends string>(keys: readonly K[]): Record<K, number> =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

interface Checkpoint {
  /** pg_snapshot_xmax of the poll: every transaction running then has an xid below it. */
  readonly xmax: bigint;
  /** The highest seq that poll saw. */
  readonly seq: number;
}

interface PollRow extends Record<string, unknown> {
  xmin: string;
  xmax: string;
  oldest: number | string | null;
  changes: unknown;
}

/**
 * Keeps this process's search index equal to the database: loads it at start, then applies the
 * rows of `search_changes` (docs/architecture/search.md).
 *
 * Applying a change re-reads the advert's current row and indexes that, so a change applied
 * twice, late, or out of order converges to the same index. Sequence values become visible out
 * of order (a transaction holding seq 10 can commit after one holding 11), so the feed does not
 * simply remember the highest seq: it keeps `safe` (every seq <= safe is applied) and the seqs
 * above it already applied, and moves `safe` up to a poll's highest seq only once a later poll's
 * snapshot xmin shows that every transaction running at that poll has ended.
 */
export class SearchIndexFeed {
  private current: SearchIndex | null = null;
  private currentViews: ReadViews | null = null;
  private safe = 0;
  private readonly applied = new Set<number>();
  private checkpoints: Checkpoint[] = [];
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private lastPrune = 0;
  private closed = false;
  private lib: BitmapLibrary | null = null;
  private readonly listeners: ((changed: readonly string[] | 'all') => void)[] = [];
  /** Milliseconds the last full build took. */
  buildMs = 0;
  /** How this process's index started: from a snapshot, or built from the database (and why). */
  startedFrom: { readonly kind: 'snapshot'; readonly ms: number } | { readonly kind: 'database'; readonly reason: string } | null = null;
  private snapshotWriting: Promise<void> | null = null;
  private lastSnapshot = 0;
  /** The feed position of the last snapshot this process wrote or started from. */
  private snapshotSafe = -1;
  private changedSinceSnapshot = false;
  private identity: string | null = null;

  // Health (performance.now() milliseconds).
  /** Start of the last catch-up that succeeded: every change committed before it is applied. */
  private currentAsOf = 0;
  private runningSince: number | null = null;
  /** Catch-ups failed in a row; the timer's polls wait `retryAt` meanwhile. */
  private failures = 0;
  private firstFailureAt = 0;
  private retryAt = 0;
  private nextFailureLog = 0;
  private failuresSinceLog = 0;
  private readonly catchUps = zeroes<CatchUpOutcome>(['applied', 'current', 'rebuilt', 'failed']);
  private readonly rebuilds = zeroes<RebuildReason>(['start', 'missed_changes', 'rebuild_marker', 'dead_ids']);
  private changesFailed = 0;
  private listenLosses = 0;
  /** Prefix-cache lookups of the indexes this process replaced. */
  private earlierHits = 0;
  private earlierMisses = 0;
  private memory: { readonly at: number; readonly bytes: number } | null = null;
  /** A measure of the index's memory under way (`health`). */
  private measuring: Promise<void> | null = null;

  constructor(
    private readonly database: Database,
    private readonly options: SearchFeedOptions = {},
  ) {}

  /** The index, once loaded; null before (searches then answer unavailable). */
  get index(): SearchIndex | null {
    return this.current;
  }

  /** The category counts and seller adverts of the index, changed with it; null before it has loaded. */
  get views(): ReadViews | null {
    return this.currentViews;
  }

  /**
   * Called after each batch of changes is applied (with the adverts' ids), and after a rebuild
   * (with 'all'), before any search sees the new state.
   */
  onChange(listener: (changed: readonly string[] | 'all') => void): void {
    this.listeners.push(listener);
  }

  /** Loads the index and follows the feed. Resolves when the index is loaded. */
  async start(): Promise<void> {
    this.lib = this.options.bitmaps ?? (await loadBitmapLibrary(this.options.bitmapBackend));
    const log = this.options.logger;
    this.unlisten = await this.database.listen(SEARCH_CHANGES_CHANNEL, () => void this.catchUp(), {
      lost: (error) => {
        this.listenLosses++;
        log?.warn({ err: error }, 'search index: the LISTEN connection was lost; polling until it is back');
      },
      retryFailed: (error, attempt, retryInMs) =>
        log?.warn({ err: error, attempt, retry_in_ms: retryInMs }, 'search index: listening again failed; trying again'),
      restored: (attempts, downMs) => {
        log?.info({ attempts, down_ms: Math.round(downMs) }, 'search index: listening again');
        // Notifications sent while it was away are gone: read what they announced.
        void this.catchUp();
      },
    });
    const started = performance.now();
    if (this.options.snapshotDir) await this.databaseIdentity();
    const refused = await this.startFromSnapshot();
    if (refused !== null) {
      this.startedFrom = { kind: 'database', reason: refused };
      await this.rebuild('start');
    }
    this.currentAsOf = started;
    this.timer = setInterval(() => {
      // After failures the timer's polls back off; a write's or a notification's catch-up does not.
      if (this.failures === 0 || performance.now() >= this.retryAt) void this.catchUp();
    }, this.options.pollMs ?? 500);
    this.timer.unref();
  }

  /**
   * The replica's health now: cheap, read on every /readyz. `memory`: when the last measure of
   * the index's size is older than MEMORY_EVERY_MS, a new one begins (a walk over the index, in
   * steps beside requests: seconds of work at ten million adverts), for a scrape; the last measure
   * is reported meanwhile.
   */
  health(options: { readonly memory?: boolean } = {}): SearchFeedHealth {
    const now = performance.now();
    const index = this.current;
    if (index && options.memory && !this.measuring && (!this.memory || now - this.memory.at > MEMORY_EVERY_MS)) {
      this.measuring = runInSlices(index.measuring())
        .then((stats) => {
          if (this.current === index) this.memory = { at: performance.now(), bytes: stats.bytes };
        })
        .catch((error: unknown) => this.options.logger?.warn({ err: error }, 'search index: measuring its memory failed'))
        .finally(() => (this.measuring = null));
    }
    const cache = index?.prefixCacheStats;
    const behind = this.failures > 0 || (this.runningSince !== null && now - this.runningSince > STALL_MS);
    return {
      loaded: index !== null,
      bitmaps: this.lib?.name ?? null,
      bitmapsFallbackReason: this.lib?.fallbackReason ?? null,
      adverts: index?.size ?? 0,
      deadIds: index?.deadIds ?? 0,
      position: this.safe,
      lagSeconds: index && behind ? (now - this.currentAsOf) / 1000 : 0,
      catchUps: { ...this.catchUps },
      rebuilds: { ...this.rebuilds },
      changesFailed: this.changesFailed,
      listenLosses: this.listenLosses,
      lastBuildSeconds: this.buildMs / 1000,
      memoryBytes: this.memory?.bytes ?? 0,
      prefixCache: {
        entries: cache?.entries ?? 0,
        bytes: cache?.bytes ?? 0,
        hits: this.earlierHits + (cache?.hits ?? 0),
        misses: this.earlierMisses + (cache?.misses ?? 0),
      },
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.unlisten?.().catch(() => {});
    await this.running?.catch(() => {});
    await this.snapshotWriting;
  }

  /**
   * Takes the snapshot in `snapshotDir` into use and catches up from the feed. Null when it did;
   * else why not (no snapshot, refused, older than the feed keeps), logged, and the caller builds.
   */
  private async startFromSnapshot(): Promise<string | null> {
    const dir = this.options.snapshotDir;
    if (!dir) return 'snapshots are off';
    const started = performance.now();
    // Judged by its table first: a snapshot that cannot be used is not loaded (at ten million
    // adverts the load takes many seconds before the build it would come to anyway).
    const early = await readSnapshotInfo(dir).then(
      (info) => this.staleness(info),
      (error: unknown) => (error instanceof SnapshotRefused ? null : `unreadable: ${(error as Error).message}`),
    );
    if (early) {
      this.options.logger?.info({ snapshot: 'stale', reason: early }, `search index: snapshot not used: ${early}; building from the database`);
      return early;
    }
    let loaded: Awaited<ReturnType<SearchIndexFeed['loadWithViews']>>;
    try {
      loaded = await this.loadWithViews(dir);
    } catch (error) {
      const reason = error instanceof SnapshotRefused ? error.message : `unreadable: ${(error as Error).message}`;
      this.options.logger?.info({ snapshot: 'refused', reason }, `search index: no usable snapshot (${reason}); building from the database`);
      return reason;
    }
    // Judged again as loaded: a sibling may have replaced the file since its table was read.
    const stale = await this.staleness(loaded.info);
    if (stale) {
      loaded.index.dispose();
      this.options.logger?.info({ snapshot: 'stale', reason: stale }, `search index: snapshot not used: ${stale}; building from the database`);
      return stale;
    }
    const safe = (loaded.info.position as SnapshotPosition).safe;
    this.current = loaded.index;
    this.currentViews = loaded.views;
    for (const listener of this.listeners) listener('all');
    this.safe = safe;
    this.applied.clear();
    this.checkpoints = [];
    this.lastSnapshot = Date.parse(loaded.info.createdAt);
    this.snapshotSafe = safe;
    await this.poll();
    const ms = Math.round(performance.now() - started);
    this.startedFrom = { kind: 'snapshot', ms };
    this.options.logger?.info({ snapshot: 'used', adverts: loaded.info.adverts, feed_seq: safe, ms }, `search index: started from the snapshot of ${loaded.info.createdAt} (${loaded.info.adverts} adverts, feed seq ${safe}) and caught up in ${ms} ms`);
    return null;
  }

  /**
   * Writes a snapshot of the current index in the background (one at a time). The position is
   * taken with the index's capture, between two changes: every seq up to `safe` is in it; the
   * changes above it are applied again after a start from it, which converges (re-reading).
   * A process skips the write when a sibling sharing the directory wrote one recently.
   */
  private maybeWriteSnapshot(force = false): void {
    const dir = this.options.snapshotDir;
    if (!dir || !this.current || this.snapshotWriting || this.closed) return;
    const every = this.options.snapshotEveryMs ?? 10 * 60_000;
    const now = this.options.now?.() ?? Date.now();
    // Due after changes, or once `safe` moved past the last snapshot's: a snapshot written right
    // after a build names the position before the seqs it saw in flight, and once the prune has
    // taken those seqs it would be refused at every start of a quiet feed.
    const due = this.changedSinceSnapshot || this.safe > this.snapshotSafe;
    if (!force && (!due || now - this.lastSnapshot < every)) return;
    if (this.identity === null) return;
    const capture = this.current.capture();
    // In the same turn as the capture: the views hold the same docs as the index.
    const views = this.currentViews?.capture(capture.docs) ?? null;
    // The seqs applied in an unbroken run above `safe` are in the index too: the position names
    // the run's end. Right after a build they are the changes it saw in flight (a bulk load's
    // rebuild marker among them), which a start from the snapshot would otherwise apply again
    // (for a marker: a whole rebuild), or refuse once the prune has taken them.
    const safe = coveredFrom(this.safe, this.applied);
    const position: SnapshotPosition = { safe, database: this.identity };
    this.changedSinceSnapshot = false;
    this.snapshotSafe = safe;
    this.lastSnapshot = now;
    const started = performance.now();
    this.trackWrite((async () => {
      try {
        const existing = await stat(join(dir, SNAPSHOT_FILE)).catch(() => null);
        if (!force && existing && now - existing.mtimeMs < every / 2) return capture.release();
        const extra: Record<string, Uint8Array[]> = views ? { [VIEWS_SECTION]: await runInSlices(ReadViews.encoding(views)) } : {};
        const bytes = await writeSnapshot(dir, capture, { position, now: () => new Date(now), extra });
        this.options.logger?.info({ snapshot: 'written', bytes, feed_seq: position.safe, ms: Math.round(performance.now() - started) }, `search index: snapshot written (${Math.round(bytes / 2 ** 20)} MiB, feed seq ${position.safe}, ${Math.round(performance.now() - started)} ms)`);
      } catch (error) {
        capture.release();
        this.options.logger?.warn({ err: error }, 'search index: writing the snapshot failed');
      }
    })());
  }

  /** `work` as the snapshot's write under way (one at a time: `maybeWriteSnapshot` waits for none, it skips). */
  private trackWrite(work: Promise<void>): void {
    const tracked: Promise<void> = work.finally(() => {
      if (this.snapshotWriting === tracked) this.snapshotWriting = null;
    });
    this.snapshotWriting = tracked;
  }

  /**
   * The rebuild thread's file, stamped with the position the rebuild covers, made the process's
   * snapshot by a rename (decision 0087): the index it holds is the one just loaded from it, so
   * writing that index again (minutes of the main thread's slices and 2 GB of writes at ten
   * million adverts) would make the same file. A write of the replaced index still under way
   * ends first (it abandons, its index disposed). When the rename fails the next due write
   * makes the snapshot as usual.
   */
  private adoptSnapshot(dir: string, safe: number): void {
    const target = this.options.snapshotDir!;
    const previous = this.snapshotWriting;
    const now = this.options.now?.() ?? Date.now();
    this.changedSinceSnapshot = false;
    this.snapshotSafe = safe;
    this.lastSnapshot = now;
    this.trackWrite((async () => {
      try {
        await previous;
        const from = join(dir, SNAPSHOT_FILE);
        const { size } = await stat(from);
        await rename(from, join(target, SNAPSHOT_FILE));
        this.options.logger?.info({ snapshot: 'written', bytes: size, feed_seq: safe, by: 'rebuild' }, `search index: snapshot written by the rebuild's thread, taken as it is (${Math.round(size / 2 ** 20)} MiB, feed seq ${safe})`);
      } catch (error) {
        this.changedSinceSnapshot = true;
        this.lastSnapshot = 0;
        this.options.logger?.warn({ err: error }, "search index: taking the rebuild's snapshot failed; the next write makes one");
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    })());
  }

  /**
   * Why a snapshot cannot be used (null: it can): it names no position, is of another database,
   * is older than the feed's retention, or the feed no longer holds every change after it.
   */
  private async staleness(info: SnapshotInfo): Promise<string | null> {
    const position = info.position as Partial<SnapshotPosition> | null;
    const safe = typeof position?.safe === 'number' ? position.safe : -1;
    const identity = await this.databaseIdentity();
    const [feed] = await this.database.query<{ oldest: number | string | null; top: number | string | null; pruned: number | string }>(sql`
      select (select min(seq) from search_changes)::float8 as oldest,
        (select case when is_called then last_value else 0 end from search_changes_seq_seq)::float8 as top,
        coalesce((select seq from search_changes_pruned), 0)::float8 as pruned`);
    const oldest = feed?.oldest === null || feed?.oldest === undefined ? null : Number(feed.oldest);
    const top = Number(feed?.top ?? 0);
    // Every seq up to `pruned` was deleted by the prune: older than the retention, in any build.
    const pruned = Number(feed?.pruned ?? 0);
    const age = (this.options.now?.() ?? Date.now()) - Date.parse(info.createdAt);
    const retain = this.options.retainMs ?? 3_600_000;
    // Rows after `safe` must all still be in the feed: none pruned since (a gap from a rolled
    // back transaction also refuses: a rebuild is slower, never wrong).
    return safe < 0 ? 'it names no feed position'
      : position?.database !== identity ? `it is of another database (${String(position?.database)}, this is ${identity})`
      : age > retain ? `it is older than the feed's retention (${Math.round(age / 1000)} s > ${retain / 1000} s)`
      : pruned > safe ? `the feed no longer holds the changes after it (seq ${safe + 1} to ${pruned} pruned)`
      : oldest !== null ? (oldest > safe + 1 ? `the feed no longer holds the changes after it (seq ${safe + 1} to ${oldest - 1} pruned)` : null)
      // An empty feed: the seqs after the snapshot and the prune's are not there, whatever took them.
      : top > Math.max(safe, pruned) ? `the feed no longer holds the changes after it (seq ${Math.max(safe, pruned) + 1} to ${top} pruned)`
      : null;
  }

  /** The cluster's system identifier, the database's name and oid. */
  private async databaseIdentity(): Promise<string> {
    if (this.identity !== null) return this.identity;
    const [row] = await this.database.query<{ identity: string }>(sql`
      select (select system_identifier from pg_control_system())::text || '/' || current_database() || '/' ||
        (select oid from pg_database where datname = current_database())::text as identity`);
    this.identity = row!.identity;
    return this.identity;
  }

  /** Resolves when no snapshot is being written (tests, shutdown). */
  async snapshotWritten(): Promise<void> {
    await this.snapshotWriting;
  }

  /**
   * Resolves after a poll that started after this call: every change committed before the call
   * is then in the index. Never rejects (a failed poll is logged and counted; the next one retries).
   */
  catchUp(): Promise<void> {
    if (this.closed || !this.lib) return Promise.resolve();
    if (this.running) {
      this.queued ??= this.running.then(() => {
        this.queued = null;
        return this.catchUp();
      });
      return this.queued;
    }
    const started = performance.now();
    this.runningSince = started;
    this.running = this.poll()
      .then(
        (outcome) => this.succeeded(outcome, started),
        (error: unknown) => this.failed(error),
      )
      .finally(() => {
        this.running = null;
        this.runningSince = null;
      });
    return this.running;
  }

  private succeeded(outcome: Exclude<CatchUpOutcome, 'failed'>, started: number): void {
    this.catchUps[outcome]++;
    this.currentAsOf = started;
    if (this.failures > 0) {
      this.options.logger?.info(
        { failures: this.failures, behind_s: Math.round((performance.now() - this.firstFailureAt) / 100) / 10, outcome },
        'search index: caught up again',
      );
    }
    this.failures = 0;
    this.failuresSinceLog = 0;
  }

  /**
   * Every failure is counted; the log has the first one and then one line per backoff interval
   * (with how many failed since the last line), so an outage writes a line every few seconds,
   * not one per request.
   */
  private failed(error: unknown): void {
    const now = performance.now();
    this.catchUps.failed++;
    if (this.failures === 0) {
      // A new run of failures: its first one is always written.
      this.firstFailureAt = now;
      this.nextFailureLog = 0;
    }
    this.failures++;
    this.failuresSinceLog++;
    const wait = Math.min((this.options.pollMs ?? 500) * 2 ** this.failures, MAX_RETRY_MS);
    this.retryAt = now + wait;
    if (this.closed || now < this.nextFailureLog) return;
    this.nextFailureLog = now + wait;
    this.options.logger?.error(
      {
        err: error,
        failures: this.failures,
        failed_since_last_line: this.failuresSinceLog,
        lag_s: Math.round((now - this.currentAsOf) / 100) / 10,
        retry_in_ms: wait,
      },
      'search index: catching up failed',
    );
    this.failuresSinceLog = 0;
  }

  /** A change whose advert cannot be indexed: logged with its id and counted; the others apply. */
  private readonly unapplicable = (advertId: string, error: unknown): void => {
    this.changesFailed++;
    this.options.logger?.error({ err: error, advert_id: advertId }, 'search index: a change cannot be applied; the advert is left out of search');
  };

  private readonly unreadable = (error: UnreadableAdvert): void => this.unapplicable(error.advertId, error);

  /** Builds a new index from the database and takes it into use. */
  private async rebuild(reason: RebuildReason): Promise<void> {
    const [start] = await this.database.query<{ top: number | string; oldest: number | string; pruned: number | string; xmax: string; seen: unknown }>(sql`
      with snap as (select pg_current_snapshot() as s),
        bounds as (select coalesce(max(seq), 0)::float8 as top, coalesce(min(seq), 1)::float8 as oldest from search_changes)
      select bounds.top, bounds.oldest, coalesce((select seq from search_changes_pruned), 0)::float8 as pruned,
        pg_snapshot_xmax(snap.s)::text as xmax,
        coalesce((select json_agg(seq) from search_changes where seq > bounds.top - ${START_WINDOW}), '[]') as seen
      from snap, bounds`);
    const top = Number(start!.top);
    const seen = (typeof start!.seen === 'string' ? JSON.parse(start!.seen) : start!.seen) as number[];
    // Changes up to `top` were visible before the build read anything; seqs a little below it
    // may still have been in flight, so they are re-read until a later snapshot shows them done.
    // Seqs the prune deleted are older than the retention: committed long before this build read.
    // With them counted, a snapshot of an index built on an empty feed covers what was pruned.
    const safe = Math.max(0, top - START_WINDOW, Number(start!.oldest) - 1, Number(start!.pruned));
    const applied = new Set(seen.map(Number).filter((seq) => seq > safe));
    // The seqs applied in an unbroken run above `safe` are in the index too: a snapshot of it
    // names the run's end (a bulk load's rebuild marker among them, which a start from the
    // snapshot would otherwise apply again: a whole rebuild).
    const covered = coveredFrom(safe, applied);
    // Known before the build: the thread's snapshot names them, and becomes the process's.
    const stamp: ThreadBuildStamp | null = this.options.snapshotDir
      ? { position: { safe: covered, database: await this.databaseIdentity() } satisfies SnapshotPosition, createdAt: this.options.now?.() ?? Date.now() }
      : null;
    const started = performance.now();
    const build = this.options.buildOnThread;
    const threaded = build && (reason !== 'start' || this.options.buildOnThreadAtStart) ? await this.buildOnThread(build, stamp) : null;
    const { index, views } = threaded ?? (await this.buildHere());
    this.buildMs = performance.now() - started;
    this.rebuilds[reason]++;
    if (reason !== 'start') {
      this.options.logger?.info(
        { reason, adverts: index.size, ms: Math.round(this.buildMs), thread: threaded ? 'build' : 'main' },
        `search index: rebuilt${threaded ? ' on the build thread' : ''}`,
      );
    }
    if (this.current) {
      const { hits, misses } = this.current.prefixCacheStats;
      this.earlierHits += hits;
      this.earlierMisses += misses;
    }
    // Searches run synchronously on the index they took: none is still reading the old one. Its
    // bitmaps are freed in steps beside requests (it counts as disposed from the first on).
    const replaced = this.current;
    if (replaced) {
      void runInSlices(replaced.disposing()).catch((error: unknown) =>
        this.options.logger?.warn({ err: error }, 'search index: freeing the replaced index failed; the collector frees it'),
      );
    }
    this.current = index;
    this.currentViews = views;
    this.memory = null;
    for (const listener of this.listeners) listener('all');
    this.safe = safe;
    this.applied.clear();
    for (const seq of applied) this.applied.add(seq);
    this.checkpoints = [{ xmax: BigInt(start!.xmax), seq: top }];
    if (threaded?.stamped) this.adoptSnapshot(threaded.stamped, covered);
    else this.maybeWriteSnapshot(true);
  }

  /**
   * The snapshot in `dir` with its read views, which come back beside the index and follow its
   * changes after; SnapshotRefused when the views are missing or do not fit (the index is freed).
   */
  private async loadWithViews(dir: string): Promise<Awaited<ReturnType<typeof readSnapshot>> & { views: ReadViews }> {
    const views = new ReadViews();
    // The views come back on this thread while the index's layout is made on another (decision 0082).
    const restoreViews = async (extra: Record<string, Uint8Array>, info: SnapshotInfo) => {
      const viewBytes = extra[VIEWS_SECTION];
      if (!viewBytes) throw new SnapshotRefused('it holds no read views (written by an earlier version)');
      try {
        await runInSlices(views.restoring(viewBytes, info.docs));
      } catch (error) {
        throw new SnapshotRefused(`its read views do not fit: ${(error as Error).message}`);
      }
    };
    const thread = this.options.layoutOnThread;
    // A failed thread: the layout is made on this thread instead (said in the log).
    const layout = thread
      ? (input: LayoutInput) =>
          thread(input).catch((error: unknown) => {
            this.options.logger?.warn({ err: error }, 'search index: the snapshot\'s layout thread failed; laid out on the main thread instead');
            throw error;
          })
      : null;
    const loaded = await readSnapshot(dir, this.lib!, { observer: views, layout, meanwhile: restoreViews });
    return { ...loaded, views };
  }

  private async buildHere(): Promise<{ index: SearchIndex; views: ReadViews }> {
    const views = new ReadViews();
    return { index: await buildSearchIndex(this.database, this.lib!, this.unreadable, views), views };
  }

  /**
   * The new index built on the build thread, loaded from the snapshot it wrote; null when that
   * failed (logged: the caller builds on this thread).
   */
  /**
   * The index built on the thread and loaded from its file; `stamped`: the directory holding that
   * file when it names the rebuild's position (the caller takes it as the snapshot, then removes
   * the directory).
   */
  private async buildOnThread(build: BuildOnThread, stamp: ThreadBuildStamp | null): Promise<{ index: SearchIndex; views: ReadViews; stamped: string | null } | null> {
    const parent = this.options.snapshotDir ?? tmpdir();
    let dir: string | null = null;
    let kept = false;
    try {
      dir = await makeWorkingDirectory(parent, 'rebuild-');
      const built = await build(dir, stamp);
      for (const { advertId, message } of built.unreadable) this.unapplicable(advertId, new Error(message));
      const { index, views } = await this.loadWithViews(dir);
      kept = stamp !== null;
      return { index, views, stamped: kept ? dir : null };
    } catch (error) {
      this.options.logger?.warn({ err: error }, 'search index: the rebuild on the build thread failed; rebuilding on this thread');
      return null;
    } finally {
      if (dir && !kept) await rm(dir, { recursive: true, force: true });
    }
  }

  /**
   * One catch-up: pages of changes above `after`; `safe` moves by the first page's snapshot
   * (a change committed between two pages is read by the next catch-up).
   */
  private async poll(after = this.safe, firstXmin: bigint | null = null, applied = false): Promise<Exclude<CatchUpOutcome, 'failed'>> {
    if (!this.current) return 'current';
    const [row] = await this.database.queryPrepared<PollRow>(sql`
      with snap as (select pg_current_snapshot() as s)
      select pg_snapshot_xmin(snap.s)::text as xmin, pg_snapshot_xmax(snap.s)::text as xmax,
        (select min(seq) from search_changes)::float8 as oldest,
        coalesce((select json_agg(json_build_array(c.seq, c.advert_id) order by c.seq)
                  from (select seq, advert_id from search_changes where seq > ${after} order by seq limit ${PAGE}) c), '[]') as changes
      from snap`);
    const changes = (typeof row!.changes === 'string' ? JSON.parse(row!.changes) : row!.changes) as [number, string | null][];
    const oldest = row!.oldest === null ? null : Number(row!.oldest);
    // Rows this process never read were pruned: it was stopped or cut off for too long.
    const missed = oldest !== null && oldest > this.safe + 1 && this.safe > 0 && !this.applied.has(oldest);
    const fresh = changes.filter(([seq]) => !this.applied.has(seq));
    const reason: RebuildReason | null = missed
      ? 'missed_changes'
      : fresh.some(([, id]) => id === null)
        ? 'rebuild_marker'
        : this.current.deadShare() > 0.5 && this.current.size > 1000
          ? 'dead_ids'
          : null;
    if (reason) {
      await this.rebuild(reason);
      return 'rebuilt';
    }
    if (fresh.length > 0) {
      const ids = [...new Set(fresh.map(([, id]) => id!))];
      const adverts = await loadAdverts(this.database, ids, this.unreadable);
      for (const [id, advert] of adverts) this.applyOne(id, advert);
      for (const listener of this.listeners) listener(ids);
      for (const [seq] of fresh) this.applied.add(seq);
      this.changedSinceSnapshot = true;
    }
    // A full page: read on before moving `safe` (the rows past the page are not applied yet).
    const xmin = firstXmin ?? BigInt(row!.xmin);
    if (changes.length === PAGE) return this.poll(changes[changes.length - 1]![0], xmin, applied || fresh.length > 0);
    const top = changes.length > 0 ? changes[changes.length - 1]![0] : after;
    this.checkpoints.push({ xmax: BigInt(row!.xmax), seq: top });
    while (this.checkpoints.length > 0 && this.checkpoints[0]!.xmax <= xmin) {
      this.safe = Math.max(this.safe, this.checkpoints.shift()!.seq);
    }
    for (const seq of this.applied) if (seq <= this.safe) this.applied.delete(seq);
    this.maybeWriteSnapshot();
    await this.prune();
    return applied || fresh.length > 0 ? 'applied' : 'current';
  }

  /**
   * One advert's change. Should the index throw on it (a bug), it is logged and counted, the
   * advert taken out so that search does not show a state the database no longer has, and the
   * batch goes on.
   */
  private applyOne(id: string, advert: IndexedAdvert | null): void {
    try {
      this.current!.apply(id, advert);
    } catch (error) {
      this.unapplicable(id, error);
      try {
        this.current!.apply(id, null);
      } catch {
        // Already out, or the index is damaged: the dead-id share or the next rebuild mends it.
      }
    }
  }

  private async prune(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    const retain = this.options.retainMs ?? 3_600_000;
    // The highest seq deleted is kept: a snapshot is then judged by it, not by an empty feed.
    await this.database.query(sql`
      with gone as (delete from search_changes where created_at < now() - make_interval(secs => ${retain / 1000}) returning seq)
      insert into search_changes_pruned (seq) select max(seq) from gone having max(seq) is not null
      on conflict (singleton) do update set seq = greatest(search_changes_pruned.seq, excluded.seq)`);
  }
}
