/**
 * A runtime rebuild on a thread of its own (decision 0075). The thread reads every active advert
 * from PostgreSQL, builds the index and its read views, and writes them as a snapshot into a
 * directory of the rebuild's; the process's main thread then loads that snapshot (in slices) and
 * takes it into use. The build's allocations, and the collector's pauses over its heap, stay off
 * the thread that answers requests, and the build runs on a core of its own.
 */
import { Worker, parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { layingOut, layoutBuffers, loadBitmapLibrary, runAtOnce, writeSnapshot, type BitmapBackend, type Layout, type LayoutInput } from '@marketplace/search-index';
import { openDatabase } from '../db.js';
import { ReadViews } from '../read-views/read-views.js';
import { buildSearchIndex } from './load.js';

/** The snapshot's section holding the read views (category counts, seller adverts) beside the index. */
export const VIEWS_SECTION = 'read-views';

export interface ThreadBuildRequest {
  /** The PostgreSQL database (PGlite is one process's: its rebuilds stay on the main thread). */
  readonly url: string;
  readonly bitmapBackend?: BitmapBackend;
}

export interface ThreadBuildResult {
  readonly adverts: number;
  /** The build and the snapshot's write, on the thread. */
  readonly ms: number;
  /** Adverts the build could not index (left out of search, as a build on the main thread does). */
  readonly unreadable: readonly { readonly advertId: string; readonly message: string }[];
}

/**
 * What the caller knows of the build before it starts: the feed position it covers and the time
 * that position was taken (its snapshot's `createdAt`), so that the file the thread writes can be
 * the process's snapshot as it is (decision 0087). Null: a snapshot of no position.
 */
export interface ThreadBuildStamp {
  readonly position: unknown;
  readonly createdAt: number;
}

/** Builds into `dir` a snapshot stamped with `stamp` (or of no position). */
export type BuildOnThread = (dir: string, stamp?: ThreadBuildStamp | null) => Promise<ThreadBuildResult>;

/** Builds the index of the database at `request.url` and writes it, with its read views, into `dir`. */
export async function buildSnapshotFile(request: ThreadBuildRequest & { readonly dir: string; readonly stamp?: ThreadBuildStamp | null }): Promise<ThreadBuildResult> {
  const started = performance.now();
  const database = await openDatabase({ url: request.url, maxConnections: 2 });
  try {
    const lib = await loadBitmapLibrary(request.bitmapBackend);
    const views = new ReadViews();
    const unreadable: { advertId: string; message: string }[] = [];
    const index = await buildSearchIndex(database, lib, (error) => unreadable.push({ advertId: error.advertId, message: error.message }), views);
    try {
      const capture = index.capture();
      const stamp = request.stamp ?? null;
      await writeSnapshot(request.dir, capture, {
        position: stamp?.position ?? null,
        ...(stamp ? { now: () => new Date(stamp.createdAt) } : {}),
        extra: { [VIEWS_SECTION]: runAtOnce(ReadViews.encoding(views.capture(capture.docs))) },
      });
      return { adverts: index.size, ms: Math.round(performance.now() - started), unreadable };
    } finally {
      index.dispose();
    }
  } finally {
    await database.close();
  }
}

/**
 * How a thread starts `script`: a compiled module as it is; a TypeScript one through tsx's API
 * (a worker thread does not inherit tsx's loader, nor Vitest's).
 */
function threadSource(script: URL): { readonly code: string | URL; readonly eval: boolean } {
  if (!script.pathname.endsWith('.ts')) return { code: script, eval: false };
  // Vitest's modules have no import.meta.resolve: there the thread resolves tsx from the working directory.
  const api = typeof import.meta.resolve === 'function' ? import.meta.resolve('tsx/esm/api') : 'tsx/esm/api';
  return { code: `import(${JSON.stringify(api)}).then(({ tsImport }) => tsImport(${JSON.stringify(script.href)}, ${JSON.stringify(import.meta.url)}))`, eval: true };
}

/**
 * Rebuilds on a new worker thread running `script`, a module that calls `serveThreadBuild`
 * (the server's `search-build.worker`).
 */
export function buildOnWorkerThread(script: URL, request: ThreadBuildRequest): BuildOnThread {
  return (dir, stamp = null) => onWorkerThread<ThreadBuildResult>(script, { ...request, dir, stamp }, 'build');
}

/**
 * Runs `script` on a new worker thread with `data`; settled at the thread's exit (its heap and
 * bitmaps freed first) with the answer it posted, or the error it posted or died of.
 */
function onWorkerThread<T extends object>(script: URL, data: unknown, job: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const source = threadSource(script);
    const worker = new Worker(source.code, { workerData: data, eval: source.eval });
    let answer: T | { readonly error: string } | null = null;
    let failure: Error | null = null;
    worker.once('message', (message: T | { readonly error: string }) => (answer = message));
    worker.once('error', (error) => (failure = error));
    worker.once('exit', (code) => {
      const got = answer as T | { readonly error: string } | null;
      if (got && !('error' in got)) resolve(got);
      else reject(failure ?? new Error(got ? `the ${job} thread failed: ${got.error}` : `the ${job} thread exited with code ${code} and no answer`));
    });
  });
}

/** A snapshot's layout made on another thread (`ReadSnapshotOptions.layout`). */
export type LayoutOnThread = (input: LayoutInput) => Promise<Layout>;

/**
 * Lays out a snapshot's load on a new worker thread running `script` (the server's
 * `search-build.worker`, as for builds), decision 0082: the columns and live docs are shared
 * memory (not copied), and the layout's arrays are moved back, not copied. Meanwhile the
 * caller's thread reads the terms and postings.
 */
export function layoutOnWorkerThread(script: URL): LayoutOnThread {
  return async (input) => (await onWorkerThread<{ readonly layout: Layout }>(script, { layout: input }, 'layout')).layout;
}

/**
 * The search thread's body: a build (workerData: a `ThreadBuildRequest` and its directory) or a
 * snapshot's layout (workerData: `{ layout: LayoutInput }`), as its `workerData` asks; posts the
 * result or the error.
 */
export async function serveThreadBuild(): Promise<void> {
  if (!parentPort) throw new Error('serveThreadBuild runs on a worker thread');
  const data = workerData as (ThreadBuildRequest & { dir: string; stamp: ThreadBuildStamp | null }) | { layout: LayoutInput };
  if ('layout' in data) {
    try {
      const layout = runAtOnce(layingOut(data.layout));
      parentPort.postMessage({ layout }, layoutBuffers(layout));
    } catch (error) {
      parentPort.postMessage({ error: errorText(error) });
    }
    return;
  }
  let message: ThreadBuildResult | { readonly error: string };
  try {
    message = await buildSnapshotFile(data);
  } catch (error) {
    message = { error: errorText(error) };
  }
  parentPort.postMessage(message);
}

const errorText = (error: unknown): string => (error instanceof Error ? (error.stack ?? error.message) : String(error));
