import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadBitmapLibrary, runInSlices, SearchIndex, sortInSlices } from '../src/index.js';
import { linesInSlices, SHARED_SLICE_MS, Slices } from '../src/slices.js';
import { queryArb, reference, rowArb, toQuery } from './support/reference.js';

describe('long work in slices', () => {
  it('splits UTF-8 lines as toString().split does, in chunks of any size (multi-byte characters never cut)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.string({ unit: 'grapheme', maxLength: 8 }), { minLength: 1, maxLength: 60 }), fc.integer({ min: 1, max: 40 }), async (items, chunk) => {
        const text = items.join('\n');
        // A slice of 0 ms: a turn after every chunk.
        const lines = await linesInSlices(Buffer.from(text, 'utf8'), new Slices(0), chunk);
        expect(lines).toEqual(text.length === 0 ? [] : text.split('\n'));
      }),
    );
  });

  it('sorts strings as a plain sort does, runs merged across slices', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary', maxLength: 6 }), { maxLength: 200 }), fc.integer({ min: 1, max: 40 }), (items, run) => {
        const sorted = [...items];
        const steps = [...sortInSlices(sorted, run)].length;
        expect(sorted).toEqual([...items].sort());
        // A step per run at least: the work is cut, not done at once.
        expect(steps).toBeGreaterThanOrEqual(Math.ceil(items.length / run));
      }),
    );
  });

  // Signed zeros left out: their order is the only one the merge does not keep, and no price or time is -0.
  it('sorts numbers as a typed array sort does, runs merged across slices', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: true }).map((x) => (x === 0 ? 0 : x)), { maxLength: 300 }), fc.integer({ min: 1, max: 50 }), (items, run) => {
        const values = Float64Array.from(items);
        const steps = [...sortInSlices(values, run)].length;
        expect([...values]).toEqual([...Float64Array.from(items).sort()]);
        expect(steps).toBeGreaterThanOrEqual(Math.ceil(items.length / run));
      }),
    );
  });

  it('gives the event loop a turn between slices', async () => {
    const order: string[] = [];
    function* steps(): Generator<void> {
      for (let i = 0; i < 3; i++) {
        order.push(`step ${i}`);
        yield;
      }
    }
    setImmediate(() => order.push('waiting work'));
    await runInSlices(steps(), 0);
    // With a slice of 0 ms the waiting work runs after the first step, not after the last.
    expect(order).toEqual(['step 0', 'waiting work', 'step 1', 'step 2']);
  });

  it('gives a work resumed right after another work gave the loop back (the same turn) a short slice; a work alone its whole slice', async () => {
    const busy = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    const a = new Slices(1_000);
    const b = new Slices(1_000);
    const due: Record<string, boolean> = {};
    // b gives the loop back, then a: b resumes first, right after a's give-back, in the same turn.
    const resumedB = b.turn().then(() => {
      busy(SHARED_SLICE_MS + 1);
      due.b = b.due();
    });
    const resumedA = a.turn().then(() => {
      busy(SHARED_SLICE_MS + 1);
      due.a = a.due();
    });
    await Promise.all([resumedA, resumedB]);
    expect(due).toEqual({ a: false, b: true });
    // Alone, a work's next turn gives it the whole slice again.
    await a.turn();
    busy(SHARED_SLICE_MS + 1);
    expect(a.due()).toBe(false);
  });

  it('finishes a bulk load in steps beside other work, and answers as the reference does', async () => {
    const lib = await loadBitmapLibrary('native');
    const sampled = fc.sample(fc.uuid().chain((id) => rowArb(id)), { numRuns: 600, seed: 7 });
    const rows = [...new Map(sampled.map((r) => [r.id, r])).values()];
    const index = new SearchIndex(lib, 16, { heavyPrefixSpan: 2, bucketDocs: 16, fineCellDocs: 8 });
    for (const row of rows) index.add(row);
    // Other work of the event loop: runs once per turn it is given.
    let turns = 0;
    let running = true;
    const other = () => {
      turns++;
      if (running) setImmediate(other);
    };
    setImmediate(other);
    await runInSlices(index.finishing(), 0);
    running = false;
    expect(turns).toBeGreaterThan(5);
    for (const spec of fc.sample(queryArb, { numRuns: 40, seed: 11 })) {
      const q = toQuery(spec, rows);
      expect(index.search(q), JSON.stringify(q)).toEqual(reference(rows, q));
    }
    index.dispose();
  });
});
