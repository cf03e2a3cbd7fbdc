/**
 * Long work beside searches: a build, a snapshot's write and read run in slices of at most
 * `SLICE_MS` of synchronous work, and give the event loop a turn between them, so the process's
 * other requests (searches on the index in use, /healthz) wait a slice, not the whole work.
 */
export const SLICE_MS = 8;

/** A turn of the event loop: what is waiting (I/O, timers) runs first. */
export const nextTurn = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve));

/** Tells a loop when its slice is used up. */
export class Slices {
  private started = performance.now();

  constructor(private readonly sliceMs = SLICE_MS) {}

  /** Whether this slice has run its time (check every few hundred cheap steps, not each). */
  due(): boolean {
    return performance.now() - this.started > this.sliceMs;
  }

  /** Gives the event loop a turn and starts a new slice. */
  async turn(): Promise<void> {
    await nextTurn();
    this.started = performance.now();
  }
}

/**
 * Runs `steps` (a generator of short steps) to its end, giving the event loop a turn after each
 * slice; resolves with what the generator returns.
 */
export async function runInSlices<T>(steps: Generator<void, T, void>, sliceMs = SLICE_MS): Promise<T> {
  const slices = new Slices(sliceMs);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (slices.due()) await slices.turn();
  }
}
