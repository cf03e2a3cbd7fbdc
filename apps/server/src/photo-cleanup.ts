import type { Services } from './compose.js';

/** How often the server deletes photos unused for 24 hours. */
export const PHOTO_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs the unused-photo cleanup now and then every `everyMs` until stopped (on shutdown). Several
 * server processes may run it at once: each deletes a disjoint set of rows (skip locked).
 */
export function startPhotoCleanup(
  services: Pick<Services, 'deleteUnusedPhotos'>,
  log: (message: string) => void,
  everyMs = PHOTO_CLEANUP_INTERVAL_MS,
): { stop(): void } {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const result = await services.deleteUnusedPhotos();
      if (result.isErr()) log(`photo cleanup: ${result.error.message}`);
      else if (result.value > 0) log(`photo cleanup: deleted ${result.value} unused photos`);
    } catch (error) {
      // A bug in a background job is reported, not allowed to stop the server.
      log(`photo cleanup failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
