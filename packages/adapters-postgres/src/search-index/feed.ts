import { sql } from 'drizzle-orm';
import type { Database } from '../db.js';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { loadBitmapLibrary, readSnapshot, SNAPSHOT_FILE, SnapshotRefused, writeSnapshot, type BitmapLibrary, type SearchIndex } from '@marketplace/search-index';
import { buildSearchIndex, loadAdverts } from './load.js';

export const SEARCH_CHANGES_CHANNEL = 'search_changes';

export interface SearchFeedOptions {
  /** The safety net under LISTEN/NOTIFY: a poll at least this often. */
  readonly pollMs?: number;
  /** Change rows older than this are deleted (by any process, now and then). */
  readonly retainMs?: number;
  readonly log?: (message: string, error?: unknown) => void;
  /** Tests: the bitmap library to use. */
  readonly bitmaps?: BitmapLibrary;
  /**
   * Where the index keeps its snapshot (docs/architecture/search.md): a process starts from it and
   * catches up from the feed; none, unusable or stale, it builds from the database. Null: no snapshots.
   */
  readonly snapshotDir?: string | null;
  /** A snapshot is written after each build and then at most this often while changes arrive. */
  readonly snapshotEveryMs?: number;
  /** Tests: the clock the snapshot's age is judged by. */
  readonly now?: () => number;
}

/** The change-feed position a snapshot covers: every seq up to `safe` is in it. */
interface SnapshotPosition {
  readonly safe: number;
  /** Which database (cluster, database and its oid): a snapshot of another one is never used. */
  readonly database: string;
}

/**
 * Seqs allocated before a process's first snapshot can still be invisible then (their transaction
 * had not committed): the first polls re-read this many seqs below the highest one seen.
 */
const START_WINDOW = 1_000;
const PAGE = 5_000;
const PRUNE_EVERY_MS = 10 * 60_000;

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
  private changedSinceSnapshot = false;
  private identity: string | null = null;

  constructor(
    private readonly database: Database,
    private readonly options: SearchFeedOptions = {},
  ) {}

  /** The index, once loaded; null before (searches then answer unavailable). */
  get index(): SearchIndex | null {
    return this.current;
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
    this.lib = this.options.bitmaps ?? (await loadBitmapLibrary());
    this.unlisten = await this.database.listen(SEARCH_CHANGES_CHANNEL, () => void this.catchUp());
    if (this.options.snapshotDir) await this.databaseIdentity();
    const refused = await this.startFromSnapshot();
    if (refused !== null) {
      this.startedFrom = { kind: 'database', reason: refused };
      await this.rebuild();
    }
    this.timer = setInterval(() => void this.catchUp(), this.options.pollMs ?? 500);
    this.timer.unref();
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
    let loaded: Awaited<ReturnType<typeof readSnapshot>>;
    try {
      loaded = await readSnapshot(dir, this.lib!);
    } catch (error) {
      const reason = error instanceof SnapshotRefused ? error.message : `unreadable: ${(error as Error).message}`;
      this.options.log?.(`search index: no usable snapshot (${reason}); building from the database`);
      return reason;
    }
    const position = loaded.info.position as Partial<SnapshotPosition> | null;
    const safe = typeof position?.safe === 'number' ? position.safe : -1;
    const identity = await this.databaseIdentity();
    const [feed] = await this.database.query<{ oldest: number | string | null; top: number | string | null }>(sql`
      select (select min(seq) from search_changes)::float8 as oldest,
        (select case when is_called then last_value else 0 end from search_changes_seq_seq)::float8 as top`);
    const oldest = feed?.oldest === null || feed?.oldest === undefined ? null : Number(feed.oldest);
    const top = Number(feed?.top ?? 0);
    const age = (this.options.now?.() ?? Date.now()) - Date.parse(loaded.info.createdAt);
    const retain = this.options.retainMs ?? 3_600_000;
    // Rows after `safe` must all still be in the feed: none pruned since (a gap from a rolled
    // back transaction also refuses: a rebuild is slower, never wrong).
    const stale =
      safe < 0 ? 'it names no feed position'
      : position?.database !== identity ? `it is of another database (${String(position?.database)}, this is ${identity})`
      : age > retain ? `it is older than the feed's retention (${Math.round(age / 1000)} s > ${retain / 1000} s)`
      : oldest !== null ? (oldest > safe + 1 ? `the feed no longer holds the changes after it (seq ${safe + 1} to ${oldest - 1} pruned)` : null)
      : top > safe ? `the feed no longer holds the changes after it (seq ${safe + 1} to ${top} pruned)`
      : null;
    if (stale) {
      loaded.index.dispose();
      this.options.log?.(`search index: snapshot not used: ${stale}; building from the database`);
      return stale;
    }
    this.current = loaded.index;
    for (const listener of this.listeners) listener('all');
    this.safe = safe;
    this.applied.clear();
    this.checkpoints = [];
    this.lastSnapshot = Date.parse(loaded.info.createdAt);
    await this.poll();
    const ms = Math.round(performance.now() - started);
    this.startedFrom = { kind: 'snapshot', ms };
    this.options.log?.(`search index: started from the snapshot of ${loaded.info.createdAt} (${loaded.info.adverts} adverts, feed seq ${safe}) and caught up in ${ms} ms`);
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
    if (!force && (!this.changedSinceSnapshot || now - this.lastSnapshot < every)) return;
    if (this.identity === null) return;
    const capture = this.current.capture();
    const position: SnapshotPosition = { safe: this.safe, database: this.identity };
    this.changedSinceSnapshot = false;
    this.lastSnapshot = now;
    const started = performance.now();
    this.snapshotWriting = (async () => {
      try {
        const existing = await stat(join(dir, SNAPSHOT_FILE)).catch(() => null);
        if (!force && existing && now - existing.mtimeMs < every / 2) return capture.release();
        const bytes = await writeSnapshot(dir, capture, { position, now: () => new Date(now) });
        this.options.log?.(`search index: snapshot written (${Math.round(bytes / 2 ** 20)} MiB, feed seq ${position.safe}, ${Math.round(performance.now() - started)} ms)`);
      } catch (error) {
        capture.release();
        this.options.log?.('search index: writing the snapshot failed', error);
      } finally {
        this.snapshotWriting = null;
      }
    })();
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
   * is then in the index. Never rejects (a failed poll is logged; the next one retries).
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
    this.running = this.poll()
      .catch((error: unknown) => this.options.log?.('search index: catching up failed', error))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** Builds a new index from the database and takes it into use. */
  private async rebuild(): Promise<void> {
    const [start] = await this.database.query<{ top: number | string; oldest: number | string; xmax: string; seen: unknown }>(sql`
      with snap as (select pg_current_snapshot() as s),
        bounds as (select coalesce(max(seq), 0)::float8 as top, coalesce(min(seq), 1)::float8 as oldest from search_changes)
      select bounds.top, bounds.oldest, pg_snapshot_xmax(snap.s)::text as xmax,
        coalesce((select json_agg(seq) from search_changes where seq > bounds.top - ${START_WINDOW}), '[]') as seen
      from snap, bounds`);
    const top = Number(start!.top);
    const seen = (typeof start!.seen === 'string' ? JSON.parse(start!.seen) : start!.seen) as number[];
    const started = performance.now();
    const index = await buildSearchIndex(this.database, this.lib!);
    this.buildMs = performance.now() - started;
    // Searches run synchronously on the index they took: none is still reading the old one.
    this.current?.dispose();
    this.current = index;
    for (const listener of this.listeners) listener('all');
    // Changes up to `top` were visible before the build read anything; seqs a little below it
    // may still have been in flight, so they are re-read until a later snapshot shows them done.
    this.safe = Math.max(0, top - START_WINDOW, Number(start!.oldest) - 1);
    this.applied.clear();
    for (const seq of seen) if (seq > this.safe) this.applied.add(Number(seq));
    this.checkpoints = [{ xmax: BigInt(start!.xmax), seq: top }];
    this.maybeWriteSnapshot(true);
  }

  /**
   * One catch-up: pages of changes above `after`; `safe` moves by the first page's snapshot
   * (a change committed between two pages is read by the next catch-up).
   */
  private async poll(after = this.safe, firstXmin: bigint | null = null): Promise<void> {
    if (!this.current) return;
    const [row] = await this.database.query<PollRow>(sql`
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
    if (missed || fresh.some(([, id]) => id === null) || (this.current.deadShare() > 0.5 && this.current.size > 1000)) {
      await this.rebuild();
      return;
    }
    if (fresh.length > 0) {
      const ids = [...new Set(fresh.map(([, id]) => id!))];
      const adverts = await loadAdverts(this.database, ids);
      for (const [id, advert] of adverts) this.current.apply(id, advert);
      for (const listener of this.listeners) listener(ids);
      for (const [seq] of fresh) this.applied.add(seq);
      this.changedSinceSnapshot = true;
    }
    // A full page: read on before moving `safe` (the rows past the page are not applied yet).
    const xmin = firstXmin ?? BigInt(row!.xmin);
    if (changes.length === PAGE) return this.poll(changes[changes.length - 1]![0], xmin);
    const top = changes.length > 0 ? changes[changes.length - 1]![0] : after;
    this.checkpoints.push({ xmax: BigInt(row!.xmax), seq: top });
    while (this.checkpoints.length > 0 && this.checkpoints[0]!.xmax <= xmin) {
      this.safe = Math.max(this.safe, this.checkpoints.shift()!.seq);
    }
    for (const seq of this.applied) if (seq <= this.safe) this.applied.delete(seq);
    this.maybeWriteSnapshot();
    await this.prune();
  }

  private async prune(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    const retain = this.options.retainMs ?? 3_600_000;
    await this.database.query(sql`delete from search_changes where created_at < now() - make_interval(secs => ${retain / 1000})`);
  }
}
