/**
 * Long work beside searches: a build, a snapshot's write and read run in slices of at most
 * `SLICE_MS` of synchronous work, and give the event loop a turn between them, so the process's
 * other requests (searches on the index in use, /healthz) wait a slice, not the whole work.
 */
export const SLICE_MS = 8;

/** A turn of the event loop: what is waiting (I/O, timers) runs first. */
export const nextTurn = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Slices of different works resumed one right after another are in the same turn of the event
 * loop (its immediates run back to back, no request read between them): the later ones then get
 * `SHARED_SLICE_MS`, not a slice of their own. Without it each long work beside requests took its
 * full slice in every turn (a snapshot's load beside its read views' restore: 16 ms and more a
 * turn before a request was read). A work alone keeps its whole slice.
 */
const last = { gaveBack: Number.NEGATIVE_INFINITY, by: null as Slices | null };
/** A slice resumed within this long of another's end is in the same turn. */
const SAME_TURN_MS = 1;
/** What a slice gets after another's in the same turn. */
export const SHARED_SLICE_MS = 1;

/** Tells a loop when its slice is used up. */
export class Slices {
  private started = performance.now();

  constructor(private readonly sliceMs = SLICE_MS) {}

  /** Whether this slice has run its time (check every few hundred cheap steps, not each). */
  due(): boolean {
    return performance.now() - this.started > this.sliceMs;
  }

  /** Gives the event loop a turn and starts a new slice (a short one after another work's in the same turn). */
  async turn(): Promise<void> {
    last.gaveBack = performance.now();
    last.by = this;
    await nextTurn();
    const now = performance.now();
    const after = last.by !== this && now - last.gaveBack < SAME_TURN_MS;
    this.started = after ? now - Math.max(0, this.sliceMs - SHARED_SLICE_MS) : now;
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

/** Runs `steps` to its end at once (no turns: tests, a caller that is not beside requests). */
export function runAtOnce<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Sorts in place, ascending as `<` compares (strings by UTF-16 code units, numbers by value; no
 * NaN), yielding every few milliseconds of work: runs of `run` sorted natively, then merged
 * pairwise into a second array and back.
 */
export function* sortInSlices(items: string[] | Float64Array, run = 16_384): Generator<void, void, void> {
  const n = items.length;
  for (let at = 0; at < n; at += run) {
    const end = Math.min(n, at + run);
    if (items instanceof Float64Array) items.subarray(at, end).sort();
    else {
      const part = items.slice(at, end).sort();
      for (let k = 0; k < part.length; k++) items[at + k] = part[k]!;
    }
    yield;
  }
  if (n <= run) return;
  // Typed as the items' own kind: every element of one array is of one type, `<` compares them.
  const to = (items instanceof Float64Array ? new Float64Array(n) : new Array<string>(n)) as (string | number)[];
  const sorted = yield* mergeRunsInSlices(items as (string | number)[], to, run, (a, b) => a < b);
  if (sorted !== (items as unknown)) for (let k = 0; k < n; k++) (items as (string | number)[])[k] = sorted[k]!;
}

/**
 * Merges the sorted runs of `run` items of `from` pairwise, into `to` and back, until one run is
 * left, yielding every 32K items moved; returns the array holding it (either). Stable: an item of
 * the left run goes first unless the right one is `before` it.
 */
export function* mergeRunsInSlices<T>(
  from: ArrayLike<T> & { [index: number]: T },
  to: ArrayLike<T> & { [index: number]: T },
  run: number,
  before: (a: T, b: T) => boolean,
): Generator<void, ArrayLike<T>, void> {
  const n = from.length;
  for (let width = run; width < n; width *= 2) {
    let moved = 0;
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) {
        to[k++] = before(from[j]!, from[i]!) ? from[j++]! : from[i++]!;
        if ((++moved & 32_767) === 0) yield;
      }
      while (i < mid) to[k++] = from[i++]!;
      while (j < hi) to[k++] = from[j++]!;
    }
    [from, to] = [to, from];
    yield;
  }
  return from;
}

/**
 * The '\n'-joined UTF-8 lines of `bytes` (as `toString().split('\n')`; none when empty), decoded
 * about `chunkBytes` at a time, a step after each: a snapshot's terms at ten million adverts are
 * 4.2 million lines, a second of splitting in one piece. A byte 0x0A is never inside a
 * multi-byte character, so cutting at one is safe.
 */
export function* linesInSteps(bytes: Buffer, chunkBytes = 2 ** 18): Generator<void, string[], void> {
  const out: string[] = [];
  if (bytes.byteLength === 0) return out;
  for (let from = 0; from <= bytes.byteLength; ) {
    let to = Math.min(bytes.byteLength, from + chunkBytes);
    if (to < bytes.byteLength) {
      const newline = bytes.indexOf(10, to);
      to = newline < 0 ? bytes.byteLength : newline;
    }
    for (const line of bytes.toString('utf8', from, to).split('\n')) out.push(line);
    from = to + 1;
    yield;
  }
  return out;
}

/** `linesInSteps` with a turn of the event loop whenever a slice is used up. */
export async function linesInSlices(bytes: Buffer, slices = new Slices(), chunkBytes = 2 ** 18): Promise<string[]> {
  const steps = linesInSteps(bytes, chunkBytes);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (slices.due()) await slices.turn();
  }
}
