/**
 * A runtime rebuild on a thread of its own (decision 0075). The thread reads every active advert
 * from PostgreSQL, builds the index and its read views, and writes them as a snapshot into a
 * directory of the rebuild's; the process's main thread then loads that snapshot (in slices) and
 * takes it into use. The build's allocations, and the collector's pauses over its heap, stay off
 * the thread that answers requests, and the build runs on a core of its own.
 */
import { Worker, parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { loadBitmapLibrary, writeSnapshot, type BitmapBackend } from '@marketplace/search-index';
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

/** Builds into `dir`: a snapshot of no feed position (the caller knows which one its build covers). */
export type BuildOnThread = (dir: string) => Promise<ThreadBuildResult>;

/** Builds the index of the database at `request.url` and writes it, with its read views, into `dir`. */
export async function buildSnapshotFile(request: ThreadBuildRequest & { readonly dir: string }): Promise<ThreadBuildResult> {
  const started = performance.now();
  const database = await openDatabase({ url: request.url, maxConnections: 2 });
  try {
    const lib = await loadBitmapLibrary(request.bitmapBackend);
    const views = new ReadViews();
    const unreadable: { advertId: string; message: string }[] = [];
    const index = await buildSearchIndex(database, lib, (error) => unreadable.push({ advertId: error.advertId, message: error.message }), views);
    try {
      const capture = index.capture();
      await writeSnapshot(request.dir, capture, { position: null, extra: { [VIEWS_SECTION]: views.capture(capture.docs) } });
      return { adverts: index.size, ms: Math.round(performance.now() - started), unreadable };
    } finally {
      index.dispose();
    }
  } finally {
    await database.close();
  }
}

type FromThread = ThreadBuildResult | { readonly error: string };

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
  return (dir) =>
    new Promise((resolve, reject) => {
      const source = threadSource(script);
      const worker = new Worker(source.code, { workerData: { ...request, dir }, eval: source.eval });
      let answer: FromThread | null = null;
      let failure: Error | null = null;
      worker.once('message', (message: FromThread) => (answer = message));
      worker.once('error', (error) => (failure = error));
      // Settled at the thread's exit: its bitmaps and heap are freed before the snapshot is loaded.
      worker.once('exit', (code) => {
        const got = answer as FromThread | null;
        if (got && !('error' in got)) resolve(got);
        else reject(failure ?? new Error(got ? `the build thread failed: ${got.error}` : `the build thread exited with code ${code} and no answer`));
      });
    });
}

/** The build thread's body: builds as its `workerData` asks and posts the result or the error. */
export async function serveThreadBuild(): Promise<void> {
  if (!parentPort) throw new Error('serveThreadBuild runs on a worker thread');
  let message: FromThread;
  try {
    message = await buildSnapshotFile(workerData as ThreadBuildRequest & { dir: string });
  } catch (error) {
    message = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort.postMessage(message);
}
