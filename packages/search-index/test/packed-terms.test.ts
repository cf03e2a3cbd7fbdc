import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loadBitmapLibrary } from '../src/bitmaps.js';
import { PackedTermsBuilder, TermTable, packedLinesInSteps, sortTermsInSlices } from '../src/packed-terms.js';
import { linesInSteps, runAtOnce } from '../src/slices.js';
import { TermDictionary } from '../src/terms.js';

/**
 * Terms as a search document has them: no '\n', any other UTF-16 unit (lone surrogates too), and
 * a few units often, so that terms share long prefixes.
 */
const term = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 7 }).map((value) => value.replaceAll('\n', ' ')),
  fc.string({ unit: fc.constantFrom('a', 'b', 'é', 'я', '\u0000', '\uD83D', '\uFFFF'), maxLength: 7 }),
);

function packed(values: readonly string[]) {
  const builder = new PackedTermsBuilder(1, 1);
  for (const value of values) builder.push(value);
  return builder.finish();
}

describe('packed terms', () => {
  it('give each term back, compare and find as sorted strings do', () => {
    fc.assert(
      fc.property(fc.uniqueArray(term, { size: 'max', maxLength: 80 }), fc.array(term, { maxLength: 20 }), (values, probes) => {
        const sorted = [...values].sort();
        const terms = packed(sorted);
        expect(terms.length).toBe(sorted.length);
        expect(Array.from({ length: terms.length }, (_, i) => terms.term(i))).toEqual(sorted);
        expect(terms.text(0, terms.length)).toBe(sorted.map((value) => `${value}\n`).join(''));
        for (const probe of [...probes, ...sorted]) {
          const at = sorted.findIndex((value) => !(value < probe));
          expect(terms.lowerBound(probe)).toBe(at < 0 ? sorted.length : at);
          expect(terms.indexOf(probe)).toBe(sorted.indexOf(probe));
          const from = terms.lowerBound(probe);
          const starting = sorted.filter((value) => value.startsWith(probe)).length;
          expect(terms.prefixEnd(probe, from) - from).toBe(starting);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('are sorted in steps as strings sort', () => {
    fc.assert(
      fc.property(fc.array(term, { size: 'max', maxLength: 300 }), fc.integer({ min: 1, max: 40 }), (values, run) => {
        const terms = packed(values);
        const order = Uint32Array.from(values.keys());
        runAtOnce(sortTermsInSlices(terms, order, run));
        expect([...order].map((i) => values[i])).toEqual([...values].sort());
      }),
      { numRuns: 300 },
    );
  });

  it('are read from UTF-8 lines as the lines split, whatever the chunk', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme', maxLength: 8 }).map((value) => value.replaceAll('\n', '')), { minLength: 1, maxLength: 60 }), fc.integer({ min: 1, max: 40 }), (lines, chunk) => {
        const bytes = Buffer.from(lines.join('\n'), 'utf8');
        const terms = runAtOnce(packedLinesInSteps(bytes, chunk));
        expect(Array.from({ length: terms.length }, (_, i) => terms.term(i))).toEqual(runAtOnce(linesInSteps(bytes, chunk)));
      }),
      { numRuns: 300 },
    );
    expect(runAtOnce(packedLinesInSteps(Buffer.alloc(0))).length).toBe(0);
  });
});

describe('a term table', () => {
  it('numbers each distinct term once, in the order they came, through its growth', () => {
    fc.assert(
      fc.property(fc.array(term, { size: 'max', maxLength: 3_000 }), fc.integer({ min: 0, max: 9_000 }), (drawn, spread) => {
        // Past the table's first room (4,096 terms) too.
        const values = [...drawn, ...Array.from({ length: spread }, (_, i) => `w${i % 7_000}`)];
        const table = new TermTable();
        const numbers = new Map<string, number>();
        for (const value of values) {
          const expected = numbers.get(value) ?? numbers.size;
          numbers.set(value, expected);
          expect(table.add(value)).toBe(expected);
        }
        expect(table.size).toBe(numbers.size);
        for (const [value, id] of numbers) {
          expect(table.get(value)).toBe(id);
          expect(table.term(id)).toBe(value);
        }
        expect(table.get('\n')).toBe(-1);
      }),
      { numRuns: 10 },
    );
  });

  it('loaded from packed terms numbers them in their order, and grows on from there as one built by adds; a view taken before is unmoved', () => {
    fc.assert(
      fc.property(fc.uniqueArray(term, { maxLength: 2_000 }), fc.array(term, { maxLength: 300 }), fc.integer({ min: 0, max: 70_000 }), (first, later, spread) => {
        // Past a step of the load (65,536 terms) too.
        const values = [...first, ...Array.from({ length: spread }, (_, i) => `s${i}`).filter((value) => !first.includes(value))];
        const built = new TermTable();
        for (const value of values) built.add(value);
        const captured = built.packed();
        const loaded = runAtOnce(TermTable.loading(captured));
        expect(loaded.size).toBe(values.length);
        for (let id = 0; id < values.length; id += Math.max(1, Math.floor(values.length / 500))) {
          expect(loaded.get(values[id]!)).toBe(id);
          expect(loaded.term(id)).toBe(values[id]);
        }
        for (const value of later) expect(loaded.add(value)).toBe(built.add(value));
        expect(loaded.get('\n')).toBe(-1);
        // Terms added after a view was taken go past it: the view is as it was.
        expect(captured.length).toBe(values.length);
        if (values.length > 0) expect(captured.term(values.length - 1)).toBe(values[values.length - 1]);
      }),
      { numRuns: 12 },
    );
  });
});

describe('terms first seen after the bulk load', () => {
  it('are found, prefixed and captured in order beside the packed ones', async () => {
    const lib = await loadBitmapLibrary();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('ab', 'abc', 'abd', 'b', 'ba', 'bz', 'ca'), { maxLength: 30 }),
        fc.array(fc.constantFrom('ab', 'abb', 'abe', 'a', 'bb', 'c', 'caa', 'zz'), { maxLength: 30 }),
        async (before, after) => {
          // A heavy span of 1,000: every prefix is light, made from the two parts' ranges.
          const terms = new TermDictionary(lib, 4_096, 1_000);
          const expected = new Map<string, number[]>();
          const add = (word: string, doc: number) => {
            terms.add(word, doc);
            expected.set(word, [...(expected.get(word) ?? []), doc]);
          };
          before.forEach(add);
          terms.finishBulk();
          after.forEach((word, i) => add(word, before.length + i));
          const sorted = [...expected.keys()].sort();
          expect(terms.size).toBe(sorted.length);
          expect(terms.terms()).toEqual(sorted);
          const captured = terms.capture();
          for (let t = 0; t < sorted.length; t++) expect(terms.docs(captured.term(t), [])!.size).toBe(expected.get(sorted[t]!)!.length);
          for (const [word, docs] of expected) expect([...terms.docs(word, [])!.toUint32Array()]).toEqual(docs);
          for (const prefix of ['ab', 'ba', 'bz', 'ca', 'zz', 'qq']) {
            const want = [...new Set(sorted.filter((word) => word.startsWith(prefix)).flatMap((word) => expected.get(word)!))].sort((a, b) => a - b);
            const docs = terms.prefix(prefix, []);
            expect(docs ? [...docs.toUint32Array()] : []).toEqual(want);
          }
          terms.dispose();
        },
      ),
      { numRuns: 200 },
    );
  });
});
