import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loadBitmapLibrary, type Bitmap, type BitmapLibrary } from '../src/bitmaps.js';
import { runAtOnce } from '../src/slices.js';
import { TermDictionary } from '../src/terms.js';

/**
 * A heavy prefix whose range holds more large postings than one native union takes (64) and more
 * small postings' docs than one native add (65,536): its union is made in steps, with yields
 * between them, and must hold every doc of the range and nothing else.
 */
async function heavyUnion(lib: BitmapLibrary): Promise<void> {
  const terms = new TermDictionary(lib);
  const expected = new Set<number>();
  let doc = 0;
  // Docs in increasing order, as the index allocates them. Under "ab", 68 next characters (so
  // each child range stays under the heavy span and is gathered into the union of "ab" itself),
  // each with 5 terms of 40 docs (bitmaps: 340 in all) and 245 terms of 4 docs (small postings:
  // 66,640 docs); "ac" beside them.
  const next = [...'abcdefghijklmnopqrstuvwxyz0123456789', ...'абвгдежзийклмнопрстуфхцчшщъыьэюя'];
  const add = (term: string) => {
    terms.add(term, doc);
    expected.add(doc++);
  };
  for (const c of next) {
    for (let k = 0; k < 5; k++) for (let n = 0; n < 40; n++) add(`ab${c}b${k}`);
    for (let k = 0; k < 245; k++) for (let n = 0; n < 4; n++) add(`ab${c}s${String(k).padStart(3, '0')}`);
  }
  for (let t = 0; t < 300; t++) terms.add(`ac${t}`, doc++);
  let yields = 0;
  const steps = terms.finishing();
  for (let step = steps.next(); !step.done; step = steps.next()) yields++;
  expect(yields).toBeGreaterThan(6);
  const temporaries: Bitmap[] = [];
  const union = terms.prefix('ab', temporaries)!;
  expect(terms.keptUnions().heavy).toBeGreaterThan(0);
  expect(union.size).toBe(expected.size);
  expect([...union.toUint32Array()]).toEqual([...expected]);
  // The same range made at once (a prefix asked before it is kept) is the same union.
  const again = new TermDictionary(lib, 4_096, 1_000_000);
  for (const term of terms.terms()) for (const d of postingDocs(terms, term)) again.add(term, d);
  runAtOnce(again.finishing());
  expect([...again.prefix('ab', [])!.toUint32Array()]).toEqual([...expected]);
}

function postingDocs(terms: TermDictionary, term: string): number[] {
  const docs = terms.docs(term, [])!;
  return [...docs.toUint32Array()];
}

describe('a heavy prefix union made in steps', () => {
  it('holds every doc of its range (roaring)', async () => {
    await heavyUnion(await loadBitmapLibrary());
  });
  it('holds every doc of its range (roaring-wasm)', async () => {
    await heavyUnion(await loadBitmapLibrary('wasm'));
  });
});

describe('a prefix looked up again after terms were added', () => {
  it('spans the new terms, and a single term is found where it moved', async () => {
    const lib = await loadBitmapLibrary();
    // A heavy span of 1,000: every prefix here is a union of its range or a single term.
    const terms = new TermDictionary(lib, 4_096, 1_000);
    terms.add('tabla', 0);
    terms.add('table', 1);
    terms.add('tablet', 2);
    terms.finishBulk();
    const docsOf = (prefix: string) => [...(terms.prefix(prefix, []) ?? lib.create()).toUint32Array()];
    expect(docsOf('tabl')).toEqual([0, 1, 2]);
    expect(docsOf('tablet')).toEqual([2]);
    expect(docsOf('tablo')).toEqual([]);
    // New terms before, inside and after the ranges asked for: each range moves or grows.
    terms.add('aardvark', 3);
    terms.add('tablo', 4);
    terms.add('tableau', 5);
    terms.add('tablets', 6);
    expect(docsOf('tabl')).toEqual([0, 1, 2, 4, 5, 6]);
    expect(docsOf('tablet')).toEqual([2, 6]);
    expect(docsOf('tablo')).toEqual([4]);
    expect(docsOf('aardv')).toEqual([3]);
    // A doc added to a term already there changes no range.
    terms.add('tablo', 7);
    expect(docsOf('tablo')).toEqual([4, 7]);
  });
});

/**
 * The bulk load buffers its adds and inverts them a batch at a time. Whatever the batch size, and
 * wherever a batch ends (a term's docs split across batches, a posting growing from one doc to a
 * list to a bitmap across them), and whichever terms it asks for first (the first batch's most
 * frequent), every term's docs are the ones added, in order.
 */
describe('the bulk load in batches', () => {
  it('gives every term exactly its docs, whatever the batch size', async () => {
    const lib = await loadBitmapLibrary();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(fc.constantFrom('a', 'ab', 'abc', 'b', 'ba', 'c', 'cab', 'dd', 'x1', 'x2'), { maxLength: 6 }), { maxLength: 120 }),
        fc.integer({ min: 1, max: 40 }),
        async (docs, batchAdds) => {
          const expected = new Map<string, number[]>();
          const terms = new TermDictionary(lib, 4_096, 1_000, { batchAdds });
          docs.forEach((words, doc) => {
            for (const word of new Set(words)) {
              terms.add(word, doc);
              expected.set(word, [...(expected.get(word) ?? []), doc]);
            }
          });
          // Asked in the middle of the load too: the batch so far is applied first.
          const some = [...expected.keys()][0];
          if (some !== undefined) expect(terms.posting(some)).toBeDefined();
          expect(terms.posting('absent')).toBeUndefined();
          expect(terms.size).toBe(expected.size);
          runAtOnce(terms.finishing());
          expect([...terms.terms()]).toEqual([...expected.keys()].sort());
          for (const [word, want] of expected) expect(postingDocs(terms, word)).toEqual(want);
          terms.dispose();
        },
      ),
      { numRuns: 200 },
    );
  });
});

/**
 * A light prefix's union made in steps beside requests (`preparing`): kept as the first lookup
 * would keep it, and dropped when terms change between its steps (the lookup then makes it again).
 */
describe('a prefix union prepared in steps', () => {
  async function dictionary() {
    const lib = await loadBitmapLibrary();
    // A heavy span of 1,000: every prefix here is light.
    const terms = new TermDictionary(lib, 4_096, 1_000);
    ['table', 'tablet', 'tablo', 'taco'].forEach((term, doc) => terms.add(term, doc));
    terms.add('table', 4);
    terms.finishBulk();
    return { lib, terms, docsOf: (prefix: string) => [...(terms.prefix(prefix, []) ?? lib.create()).toUint32Array()] };
  }

  it('keeps the union its lookup then finds, counted as one miss', async () => {
    const { terms, docsOf } = await dictionary();
    runAtOnce(terms.preparing('tab')!);
    expect(terms.unionStats()).toMatchObject({ hits: 0, misses: 1 });
    expect(terms.keptUnions().cached).toBe(1);
    expect(docsOf('tab')).toEqual([0, 1, 2, 4]);
    expect(terms.unionStats()).toMatchObject({ hits: 0, misses: 1 });
    expect(docsOf('tab')).toEqual([0, 1, 2, 4]);
    expect(terms.unionStats()).toMatchObject({ hits: 1, misses: 1 });
    // Nothing to make: kept now, no term, a single term.
    expect(terms.preparing('tab')).toBeNull();
    expect(terms.preparing('zz')).toBeNull();
    expect(terms.preparing('tac')).toBeNull();
  });

  it('drops a union whose terms changed between its steps, and the lookup sees the change', async () => {
    const { terms, docsOf } = await dictionary();
    for (const change of [() => terms.add('tablet', 5), () => terms.add('tabby', 5)]) {
      const steps = terms.preparing('tab')!;
      expect(steps.next().done).toBe(false);
      change();
      runAtOnce(steps);
      expect(terms.keptUnions().cached).toBe(0);
    }
    expect(docsOf('tab')).toEqual([0, 1, 2, 4, 5]);
    expect(terms.unionStats()).toMatchObject({ hits: 0, misses: 1 });
  });
});
