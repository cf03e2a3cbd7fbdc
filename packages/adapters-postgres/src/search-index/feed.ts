import { sql } from 'drizzle-orm';
import type { Database } from '../db.js';
import { loadBitmapLibrary, type BitmapLibrary, type SearchIndex } from '@marketplace/search-index';
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
    await this.rebuild();
    this.timer = setInterval(() => void this.catchUp(), this.options.pollMs ?? 500);
    this.timer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.unlisten?.().catch(() => {});
    await this.running?.catch(() => {});
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
