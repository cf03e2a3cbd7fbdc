import fc from 'fast-check';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { crc32 } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdvertSearchQuery } from '@marketplace/core';
import { aSearchQuery } from '@marketplace/core/testing';
import { layingOut, layoutBuffers, loadBitmapLibrary, makeWorkingDirectory, readSnapshot, readSnapshotInfo, runAtOnce, SearchIndex, SNAPSHOT_FILE, SNAPSHOT_FORMAT, SnapshotRefused, writeSnapshot, type Bitmap, type BitmapLibrary, type Layout, type LayoutInput } from '../src/index.js';
import { manyTermsText, shortPrefixes } from './support/many-terms.js';
import { counted, queryArb, reference, rowArb, toQuery, type Row } from './support/reference.js';

/**
 * Snapshots: what a process starts from must answer exactly what an index built afresh from the
 * same adverts answers, even when the index changed while its snapshot was written; a damaged
 * file is refused, never served.
 */

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'search-snapshot-'));
  dirs.push(dir);
  return dir;
};

function build(lib: BitmapLibrary, rows: readonly Row[]): SearchIndex {
  const index = new SearchIndex(lib, 16, { heavyPrefixSpan: 8 });
  for (const row of rows) index.add(row);
  index.finishBulk();
  return index;
}

const rowsOf = (seed: number, n: number) => {
  const sampled = fc.sample(fc.uuid().chain((id) => rowArb(id, manyTermsText)), { numRuns: n, seed });
  return [...new Map(sampled.map((r) => [r.id, r])).values()];
};

describe.each([
  ['native bitmaps (or whichever loaded)', () => loadBitmapLibrary()],
  ['roaring-wasm', () => loadBitmapLibrary('wasm')],
] as const)('search index snapshot with %s', (_name, library) => {
  it('round trip: the restored index answers ids, order and totals as a fresh build, also when the index changed while the snapshot was written', async () => {
    const base = await library();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.array(fc.tuple(fc.nat(), fc.boolean(), fc.uuid()), { minLength: 0, maxLength: 30 }),
        fc.array(fc.tuple(queryArb, fc.option(fc.array(fc.constantFrom(...shortPrefixes), { minLength: 1, maxLength: 2 }), { nil: null })), { minLength: 10, maxLength: 10 }),
        // The file read in chunks this large: small ones make sections and bitmaps span reads.
        fc.constantFrom(997, 4096, 65_536, 2 ** 28),
        // The layout made in the restore's steps, or elsewhere and handed over as a thread posts it.
        fc.boolean(),
        async (seed, changes, specs, readChunkBytes, elsewhere) => {
          const lib = counted(base);
          let rows = rowsOf(seed, 300);
          const index = build(lib, rows);
          // Changes before the capture are in the snapshot.
          const fresh = fc.sample(rowArb('00000000-0000-4000-8000-000000000000', manyTermsText), { numRuns: changes.length + 1, seed: seed + 1 });
          const changed: string[] = [];
          const change = (at: number, remove: boolean, id: string, i: number) => {
            const target = rows[at % Math.max(1, rows.length)];
            if (remove && target) {
              rows = rows.filter((r) => r.id !== target.id);
              index.apply(target.id, null);
              changed.push(target.id);
            } else if (!rows.some((r) => r.id === id)) {
              const row = { ...fresh[i]!, id };
              rows.push(row);
              index.apply(id, row);
              changed.push(id);
            }
          };
          const half = changes.length >> 1;
          changes.slice(0, half).forEach(([at, remove, id], i) => change(at, remove, id, i));
          const dir = tempDir();
          const capture = index.capture();
          const writing = writeSnapshot(dir, capture, { position: { safe: 41 } });
          // Changes while it is written are not in it: the feed applies them again after a start.
          changed.length = 0;
          changes.slice(half).forEach(([at, remove, id], i) => change(at, remove, id, half + i));
          await writing;
          const { index: restored, info } = await readSnapshot(dir, lib, { tuning: { heavyPrefixSpan: 8 }, readChunkBytes, layout: elsewhere ? layoutElsewhere : null });
          expect(info.position).toEqual({ safe: 41 });
          // A change the original never saw, then those applied again in another order (the feed
          // re-reads, in any order): the restored index's new doc ids differ from the original's.
          const extra = { ...fresh[changes.length]!, id: 'ffffffff-0000-4000-8000-000000000000' };
          rows.push(extra);
          restored.apply(extra.id, extra);
          for (const id of [...changed].reverse()) restored.apply(id, rows.find((r) => r.id === id) ?? null);
          const rebuilt = build(lib, rows);
          for (const [spec, words] of specs) {
            const q: AdvertSearchQuery = { ...toQuery(spec, rows), ...(words ? { words } : {}) };
            const expected = reference(rows, q);
            expect(rebuilt.search(q), JSON.stringify(q)).toEqual(expected);
            expect(restored.search(q), JSON.stringify(q)).toEqual(expected);
          }
          for (const made of [index, restored, rebuilt]) made.dispose();
          expect(lib.alive.size, 'bitmaps neither released nor owned by an index').toBe(0);
        },
      ),
      { numRuns: 15 },
    );
  });
});

/** The layout as a thread makes it: from columns in shared memory, posted back with its buffers moved. */
async function layoutElsewhere(input: LayoutInput): Promise<Layout> {
  expect(input.columns.uuids.buffer).toBeInstanceOf(SharedArrayBuffer);
  expect(input.alive.buffer).toBeInstanceOf(SharedArrayBuffer);
  const layout = runAtOnce(layingOut(input));
  const buffers = layoutBuffers(layout);
  const moved = structuredClone(layout, { transfer: buffers });
  // Moved, not copied: the thread's arrays are gone from it.
  expect(buffers.every((buffer) => buffer.byteLength === 0)).toBe(true);
  return moved;
}

describe('search index snapshot: a layout made elsewhere', () => {
  it('gives the structures of the index written; made here when the thread fails; refused when it does not fit', async () => {
    const lib = await loadBitmapLibrary();
    // Small cells and buckets, so that crowded cells, buckets and stretches are laid out too.
    const tuning = { heavyPrefixSpan: 8, fineCellDocs: 8, bucketDocs: 4, stretchBuckets: 2 };
    // Room for as many docs as a restored index has (200 + 1,024): columns and UUID table of one size.
    const index = new SearchIndex(lib, 1_224, tuning);
    for (const row of rowsOf(7, 200)) index.add(row);
    index.finishBulk();
    const dir = tempDir();
    await writeSnapshot(dir, index.capture(), { position: null });
    // What the layout makes: cells and fine cells, buckets and stretches.
    const docs = (bitmap: Bitmap) => [...bitmap.toUint32Array()];
    const cells = (of: SearchIndex) => [...of.cells].map(([key, cell]) => [key, docs(cell)]).sort((a, b) => Number(a[0]) - Number(b[0]));
    const fine = (of: SearchIndex) => [...of.fineCells].map(([key, map]) => [key, [...map].map(([at, cell]) => [at, docs(cell)])]).sort((a, b) => Number(a[0]) - Number(b[0]));
    const orders = (of: SearchIndex) => [of.newestBuckets, of.priceBuckets(0), of.priceBuckets(1)].map((order) => order.bitmaps().map(docs));
    // A thread that fails: the layout is made here instead.
    const { index: here } = await readSnapshot(dir, lib, { tuning, layout: () => Promise.reject(new Error('the thread died')) });
    expect(cells(here)).toEqual(cells(index));
    expect(orders(here)).toEqual(orders(index));
    here.dispose();
    // A layout that does not fit the snapshot: refused.
    const short = async (input: LayoutInput) => ({ ...(await layoutElsewhere(input)), uuidSlots: new Int32Array(16) });
    await expect(readSnapshot(dir, lib, { layout: short })).rejects.toThrow(SnapshotRefused);
    const { index: restored } = await readSnapshot(dir, lib, { tuning, layout: layoutElsewhere });
    expect(restored.search(aSearchQuery({ limit: 50 }))).toEqual(index.search(aSearchQuery({ limit: 50 })));
    expect(fine(index).length).toBeGreaterThan(0);
    expect(cells(restored)).toEqual(cells(index));
    expect(fine(restored)).toEqual(fine(index));
    expect(orders(restored)).toEqual(orders(index));
    restored.dispose();
    index.dispose();
  });
});

describe('search index snapshot: a restored index grows past its room', () => {
  it('answers as the reference after more docs are added than the columns it took had room for', async () => {
    const lib = await loadBitmapLibrary();
    let rows = rowsOf(11, 100);
    const index = build(lib, rows);
    const dir = tempDir();
    await writeSnapshot(dir, index.capture(), { position: null });
    const { index: restored } = await readSnapshot(dir, lib, { tuning: { heavyPrefixSpan: 8 } });
    // Past the room a restored index's columns have (1,024 docs): they grow from the file's arrays.
    const added = fc.sample(fc.uuid().chain((id) => rowArb(id, manyTermsText)), { numRuns: 1_500, seed: 12 });
    for (const row of added) {
      if (rows.some((r) => r.id === row.id)) continue;
      rows = [...rows, row];
      restored.apply(row.id, row);
    }
    expect(restored.size).toBe(rows.length);
    const specs = fc.sample(queryArb, { numRuns: 20, seed: 13 });
    for (const spec of specs) {
      const q = toQuery(spec, rows);
      expect(restored.search(q), JSON.stringify(q)).toEqual(reference(rows, q));
    }
    restored.dispose();
    index.dispose();
  });
});

describe('search index snapshot: docs added while it is written', () => {
  /** An advert offered for sale whose words are `words` (its filter tokens as sampled). */
  const row = (i: number, words: string): Row => {
    const [sample] = fc.sample(rowArb(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`), { numRuns: 1, seed: i });
    const lexemes = [...words.split(' '), ...sample!.lexemes.filter((l) => l.startsWith('#'))];
    return { ...sample!, type: 'sell', lexemes, words: words.split(' ') };
  };

  it('are cut from every posting at load, so the doc ids the restored index gives later hold only their own terms', async () => {
    const lib = await loadBitmapLibrary();
    // 'common' is a large posting (a bitmap), 'pair' a small one (a list).
    let rows = Array.from({ length: 40 }, (_, i) => row(i, i < 2 ? 'common pair' : 'common'));
    const index = build(lib, rows);
    const dir = tempDir();
    const writing = writeSnapshot(dir, index.capture(), { position: { safe: 0 } });
    const late = [row(100, 'common pair late'), row(101, 'common pair')];
    for (const r of late) index.apply(r.id, r);
    await writing;
    const { index: restored } = await readSnapshot(dir, lib);
    // The restored index gives the next doc id to another advert, without 'common' or 'pair'.
    const other = row(102, 'other');
    rows = [...rows, other];
    restored.apply(other.id, other);
    const q = (word: string): AdvertSearchQuery => ({
      words: [word], categoryId: null, city: null, point: null, radiusKm: null, currency: 'EUR', priceMinMinor: null, priceMaxMinor: null,
      sellerType: 'all', advertType: 'sell', sort: 'newest', limit: 100, lang: 'sr',
    });
    for (const word of ['common', 'pair', 'other', 'late']) expect(restored.search(q(word)), word).toEqual(reference(rows, q(word)));
    index.dispose();
    restored.dispose();
  });

  it('are cut from the heavy prefixes\' unions the snapshot keeps, and the unions and bucket bounds come back as they were', async () => {
    const lib = await loadBitmapLibrary();
    // Ten terms start with 'co': with a heavy span of 8, 'co' is a heavy prefix, its union kept.
    const co = ['cobalt', 'cocoa', 'coffee', 'coil', 'cold', 'comet', 'copper', 'coral', 'cotton', 'cover'];
    let rows = Array.from({ length: 40 }, (_, i) => row(i, `${co[i % co.length]} plain`));
    const index = new SearchIndex(lib, 16, { heavyPrefixSpan: 8, bucketDocs: 4 });
    for (const r of rows) index.add(r);
    index.finishBulk();
    const capture = index.capture();
    const heavyAtCapture = capture.heavy.map(([prefix]) => prefix);
    expect(heavyAtCapture).toContain('co');
    const dir = tempDir();
    const writing = writeSnapshot(dir, capture, { position: { safe: 0 } });
    // Doc 40 joins 'co' while the snapshot is written.
    index.apply('00000000-0000-4000-8000-000000000100', row(100, 'cozy'));
    await writing;
    const { index: restored } = await readSnapshot(dir, lib, { tuning: { heavyPrefixSpan: 8, bucketDocs: 4 } });
    expect(restored.prefixCacheStats).toMatchObject({ entries: heavyAtCapture.length, misses: 0 });
    expect(restored.newestBuckets.cuts()).toEqual(capture.bounds.newest);
    // The restored index gives doc 40 to an advert without a 'co' word: 'co' must not find it.
    const other = row(102, 'plain');
    rows = [...rows, other];
    restored.apply(other.id, other);
    const q: AdvertSearchQuery = {
      words: ['co'], categoryId: null, city: null, point: null, radiusKm: null, currency: 'EUR', priceMinMinor: null, priceMaxMinor: null,
      sellerType: 'all', advertType: 'sell', sort: 'newest', limit: 100, lang: 'sr',
    };
    expect(restored.search(q)).toEqual(reference(rows, q));
    expect(restored.prefixCacheStats.misses, 'answered by the kept union').toBe(0);
    index.dispose();
    restored.dispose();
  });
});

describe('search index snapshot: refused when it cannot be used', () => {
  async function written(): Promise<{ dir: string; lib: BitmapLibrary; file: string }> {
    const lib = await loadBitmapLibrary();
    const index = build(lib, rowsOf(5, 200));
    const dir = tempDir();
    await writeSnapshot(dir, index.capture(), { position: { safe: 7 } });
    index.dispose();
    return { dir, lib, file: join(dir, SNAPSHOT_FILE) };
  }

  const refusal = async (dir: string, lib: BitmapLibrary) => {
    const error = await readSnapshot(dir, lib).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(SnapshotRefused);
    return (error as Error).message;
  };

  it('none there', async () => {
    expect(await refusal(tempDir(), await loadBitmapLibrary())).toBe('no snapshot');
  });

  it('a byte changed anywhere in the body: the checksum differs', async () => {
    const { dir, lib, file } = await written();
    const bytes = readFileSync(file);
    for (const at of [20, bytes.length >> 1, bytes.length - 40]) {
      const damaged = Buffer.from(bytes);
      damaged[at] = damaged[at]! ^ 0x5a;
      writeFileSync(file, damaged);
      expect(await refusal(dir, lib)).toMatch(/checksum/);
    }
  });

  it('cut short, or not a snapshot at all', async () => {
    const { dir, lib, file } = await written();
    const bytes = readFileSync(file);
    writeFileSync(file, bytes.subarray(0, bytes.length - 100));
    expect(await refusal(dir, lib)).toMatch(/magic|truncated|short/);
    writeFileSync(file, Buffer.concat([bytes.subarray(0, 100), bytes.subarray(200)]));
    expect(await refusal(dir, lib)).toMatch(/truncated/);
    writeFileSync(file, 'hello');
    expect(await refusal(dir, lib)).toMatch(/short/);
  });

  it('its table alone (readSnapshotInfo) says what readSnapshot says it covers, and is refused alike', async () => {
    const { dir, lib, file } = await written();
    const info = await readSnapshotInfo(dir);
    const { index, info: loaded } = await readSnapshot(dir, lib);
    expect(info).toEqual(loaded);
    expect(info.position).toEqual({ safe: 7 });
    index.dispose();
    const bytes = Buffer.from(readFileSync(file));
    bytes.writeUInt32LE(SNAPSHOT_FORMAT + 1, bytes.length - 12);
    writeFileSync(file, bytes);
    await expect(readSnapshotInfo(dir)).rejects.toThrow(new RegExp(`format ${SNAPSHOT_FORMAT + 1}`));
    writeFileSync(file, bytes.subarray(0, bytes.length - 30));
    await expect(readSnapshotInfo(dir)).rejects.toBeInstanceOf(SnapshotRefused);
    rmSync(file);
    await expect(readSnapshotInfo(dir)).rejects.toThrow(/no snapshot/);
  });

  it('of another format', async () => {
    const { dir, lib, file } = await written();
    const bytes = Buffer.from(readFileSync(file));
    // An older format (1: no heavy unions, no bucket bounds) and a newer one alike.
    for (const format of [1, SNAPSHOT_FORMAT + 1]) {
      bytes.writeUInt32LE(format, bytes.length - 12);
      writeFileSync(file, bytes);
      expect(await refusal(dir, lib)).toMatch(new RegExp(`format ${format}, this build reads 2 and ${SNAPSHOT_FORMAT}`));
    }
  });

  it('of format 2 (small postings of up to 16 docs, written before decision 0086) is read as it is', async () => {
    const lib = await loadBitmapLibrary();
    const rows = rowsOf(21, 400);
    const index = build(lib, rows);
    const dir = tempDir();
    await writeSnapshot(dir, index.capture(), { position: { safe: 3 } });
    const file = join(dir, SNAPSHOT_FILE);
    const bytes = Buffer.from(readFileSync(file));
    // The format in the header (under the checksum) and the footer, the checksum taken again.
    const bodyLength = Number(bytes.readBigUInt64LE(bytes.length - 24));
    bytes.writeUInt32LE(2, 8);
    bytes.writeUInt32LE(2, bytes.length - 12);
    bytes.writeUInt32LE(crc32(bytes.subarray(0, bodyLength)) >>> 0, bytes.length - 16);
    writeFileSync(file, bytes);
    const { index: restored } = await readSnapshot(dir, lib);
    for (const spec of fc.sample(queryArb, { numRuns: 30, seed: 7 })) {
      const q = toQuery(spec, rows);
      expect(restored.search(q), JSON.stringify(q)).toEqual(reference(rows, q));
    }
    // The header and the footer must agree.
    bytes.writeUInt32LE(3, bytes.length - 12);
    writeFileSync(file, bytes);
    expect(await refusal(dir, lib)).toMatch(/format 2 in the header, 3 in the footer/);
    for (const made of [index, restored]) made.dispose();
  });

  it('a bitmap whose bytes are not what its length says (a writer\'s fault under a good checksum) is refused, never read past', async () => {
    const { dir, lib, file } = await written();
    const original = Buffer.from(readFileSync(file));
    const bodyLength = Number(original.readBigUInt64LE(original.length - 24));
    const jsonLength = original.readUInt32LE(bodyLength - 4);
    const { sections } = JSON.parse(original.toString('utf8', bodyLength - 4 - jsonLength, bodyLength - 4)) as { sections: Record<string, [number, number]> };
    const [bitmapsAt] = sections.bitmaps!;
    const [lengthsAt, lengthsBytes] = sections.lengths!;
    expect(lengthsBytes, 'two postings large enough to be bitmaps at least').toBeGreaterThanOrEqual(8);
    const damaged = (change: (bytes: Buffer) => void) => {
      const bytes = Buffer.from(original);
      change(bytes);
      bytes.writeUInt32LE(crc32(bytes.subarray(0, bodyLength)) >>> 0, bytes.length - 16);
      writeFileSync(file, bytes);
    };
    // The first bitmap's cookie.
    damaged((bytes) => (bytes[bitmapsAt] = bytes[bitmapsAt]! ^ 0xff));
    expect(await refusal(dir, lib)).toMatch(/does not deserialize/);
    // The first bitmap said to be two bytes longer, the second two bytes shorter: the section adds up.
    damaged((bytes) => {
      bytes.writeUInt32LE(bytes.readUInt32LE(lengthsAt) + 2, lengthsAt);
      bytes.writeUInt32LE(bytes.readUInt32LE(lengthsAt + 4) - 2, lengthsAt + 4);
    });
    expect(await refusal(dir, lib)).toMatch(/does not deserialize/);
    // Undamaged, the same file loads.
    writeFileSync(file, original);
    (await readSnapshot(dir, lib)).index.dispose();
  });

  it('a snapshot of an index replaced (disposed) while it is written is abandoned, nothing left behind', async () => {
    const lib = await loadBitmapLibrary();
    const index = build(lib, rowsOf(9, 300));
    const dir = tempDir();
    const writing = writeSnapshot(dir, index.capture(), { position: { safe: 1 } });
    index.dispose();
    await expect(writing).rejects.toThrow(/replaced/);
    expect(existsSync(join(dir, SNAPSHOT_FILE))).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('search index snapshot: the caller\'s own sections', () => {
  it('come back byte for byte under the checksum, and the observer given at read is told of the changes that follow', async () => {
    const lib = await loadBitmapLibrary();
    const rows = rowsOf(3, 50);
    const index = build(lib, rows);
    const dir = tempDir();
    const views = new Uint8Array([1, 2, 3, 4, 5, 250]);
    await writeSnapshot(dir, index.capture(), { position: { safe: 5 }, extra: { views, empty: new Uint8Array(0) } });
    const told: string[] = [];
    const observer = { added: (doc: number, advert: { id: string }) => told.push(`+${doc} ${advert.id}`), removed: (doc: number) => told.push(`-${doc}`) };
    const { index: restored, extra } = await readSnapshot(dir, lib, { observer });
    expect(extra).toEqual({ views, empty: new Uint8Array(0) });
    expect(told).toEqual([]);
    const changed = { ...rows[0]!, priceMinor: 12_345 };
    restored.apply(changed.id, changed);
    expect(told).toEqual(['-0', `+${rows.length} ${changed.id}`]);
    // A byte of a section changed is a checksum mismatch like any other.
    const file = join(dir, SNAPSHOT_FILE);
    const bytes = Buffer.from(readFileSync(file));
    bytes[bytes.indexOf(Buffer.from([1, 2, 3, 4, 5, 250]))] = 9;
    writeFileSync(file, bytes);
    await expect(readSnapshot(dir, lib)).rejects.toThrow(/checksum/);
    for (const made of [index, restored]) made.dispose();
  });
});

describe('search index snapshot: files of writers that are gone', () => {
  it('are removed by the next write; a running writer\'s file is left alone', async () => {
    const lib = await loadBitmapLibrary();
    const index = build(lib, rowsOf(4, 20));
    const dir = tempDir();
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    const abandoned = `${SNAPSHOT_FILE}.${gone}.0badc0de.tmp`;
    const running = `${SNAPSHOT_FILE}.${process.ppid}.0a1b2c3d.tmp`;
    for (const name of [abandoned, running, 'unrelated.tmp']) writeFileSync(join(dir, name), 'partial');
    await writeSnapshot(dir, index.capture(), { position: { safe: 0 } });
    expect(readdirSync(dir).sort()).toEqual([SNAPSHOT_FILE, running, 'unrelated.tmp'].sort());
    index.dispose();
  });

  it('a working directory is made beside those of running processes; those of processes that are gone are removed whole', async () => {
    const parent = tempDir();
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    const abandoned = join(parent, `rebuild-${gone}-AbC123`);
    const sibling = join(parent, `rebuild-${process.ppid}-XyZ789`);
    for (const dir of [abandoned, sibling]) {
      mkdirSync(dir);
      writeFileSync(join(dir, SNAPSHOT_FILE), 'a whole snapshot');
    }
    for (const name of [`rebuild-old`, `other-${gone}-AbC123`]) mkdirSync(join(parent, name));
    const made = await makeWorkingDirectory(parent, 'rebuild-');
    expect(made.startsWith(join(parent, `rebuild-${process.pid}-`))).toBe(true);
    expect(readdirSync(parent).sort()).toEqual([basename(made), basename(sibling), 'rebuild-old', `other-${gone}-AbC123`].sort());
    expect(readdirSync(sibling)).toEqual([SNAPSHOT_FILE]);
    // Its own earlier directory (the same pid) is the caller's to remove: a rebuild may be loading from it.
    const again = await makeWorkingDirectory(parent, 'rebuild-');
    expect(readdirSync(parent)).toEqual(expect.arrayContaining([basename(made), basename(again)]));
  });
});

describe('disposing an index whose bitmaps the garbage collector frees', () => {
  it('releases none of them (no walk over its terms), and the library says which kind it is', async () => {
    const native = await loadBitmapLibrary();
    expect((await loadBitmapLibrary('wasm')).releases).toBe(true);
    expect(native.releases).toBe(native.name === 'roaring-wasm');
    const released: Bitmap[] = [];
    const lib: BitmapLibrary = { ...native, release: (bitmap) => released.push(bitmap), releases: false };
    const index = build(lib, rowsOf(7, 50));
    // (The build releases its temporaries as it goes.)
    const before = released.length;
    index.dispose();
    expect(released.length).toBe(before);
    // The same index over a library that frees on release gives every bitmap back.
    const freeing: BitmapLibrary = { ...native, release: (bitmap) => released.push(bitmap), releases: true };
    const other = build(freeing, rowsOf(7, 50));
    const built = released.length;
    other.dispose();
    expect(released.length - built).toBeGreaterThan(10);
  });
});

/** A prefix of 2 to 7 terms (lighter than the heavy span of `build`): its union is made on first use. */
function lightPrefix(index: SearchIndex): string {
  const words = [...index.wordFrequencies()].map(([word]) => word).sort();
  for (let i = 0; i < words.length; ) {
    const prefix = words[i]!.slice(0, 4);
    let j = i + 1;
    while (j < words.length && words[j]!.startsWith(prefix)) j++;
    if (prefix.length === 4 && j - i >= 2 && j - i < 8) return prefix;
    i = j;
  }
  throw new Error('no light prefix in the generated text');
}

describe('disposing an index in steps (a rebuild hands over)', () => {
  it('frees every bitmap it holds with either library, disposed from its first step', async () => {
    for (const base of [await loadBitmapLibrary(), await loadBitmapLibrary('wasm')]) {
      const lib = counted(base);
      const index = build(lib, rowsOf(7, 3_000));
      // Kept prefix unions too (made at the build, and on first use): the index's to free.
      index.search(aSearchQuery({ words: [lightPrefix(index)] }));
      expect(index.stats().prefixUnions).toMatchObject({ heavy: expect.any(Number), cached: 1 });
      expect(index.stats().prefixUnions.heavy).toBeGreaterThan(0);
      const capture = index.capture();
      const steps = index.disposing();
      expect(steps.next().done).toBe(false);
      expect(capture.disposed()).toBe(true);
      let more = 1;
      while (!steps.next().done) more++;
      expect(more, lib.name).toBeGreaterThan(1);
      lib.release(capture.alive);
      expect(lib.alive.size, lib.name).toBe(0);
    }
  });
});
