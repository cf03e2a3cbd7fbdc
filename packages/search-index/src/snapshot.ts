import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, open, readdir, rename, rm, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import type { Bitmap, BitmapLibrary } from './bitmaps.js';
import { RESTORE_ROOM, SearchIndex, type DocObserver, type IndexCapture, type IndexTuning } from './engine.js';
import type { Layout, LayoutInput } from './layout.js';
import { linesInSlices, nextTurn, runInSlices, Slices } from './slices.js';
import { MAX_POOLED_OFFSET, pooled, pooledDocs, SMALL_POSTING, type Posting } from './terms.js';
import { PackedTermsBuilder, packedLinesInSlices } from './packed-terms.js';

/**
 * Snapshots: the index written to local disk, so that a process starts by loading it and catching
 * up from the change feed instead of reading every advert from the database.
 *
 * One file, `search-index.snapshot`, replaced atomically (written to a temporary name, fsynced,
 * renamed, directory fsynced):
 *
 *   header   "MKSEARCH" | u32 format
 *   sections each 8-byte aligned: the columns up to the doc count (uuids, sort times, prices,
 *            latitudes, longitudes, currency codes, flags), the live docs (a portable roaring
 *            bitmap), the terms ('\n'-joined UTF-8, sorted), the large postings (portable roaring
 *            bitmaps back to back), each term's shape (n > 0: n small docs; -1: a bitmap), the
 *            small postings' docs, the large postings' byte lengths; the heavy prefixes
 *            ('\n'-joined), their unions (portable bitmaps back to back) and byte lengths; the
 *            ordered buckets' bounds (the newest order's, each currency's price order's, and
 *            how many each currency has); then the caller's own sections (`extra`, named
 *            `extra:<name>`: the read views beside the index), which an older reader skips
 *   table    JSON: format, the caller's feed position, when, the doc count, currencies, each
 *            section's offset and length | u32 its length
 *   footer   u64 body length | u32 CRC-32 of the body | u32 format | "MKSIDXFT"
 *
 * What is slow to make again is stored (format 2, decision 0073): the heavy prefixes' unions
 * (a bottom-up union over every term) and where the ordered buckets are cut (a sort of every
 * live doc's values per order); the filters, the grid and the buckets' members are made again
 * from the columns in one pass over the live docs (SearchIndex.restore), which keeps the format
 * small and their code in one place. The postings and heavy unions are read as they are at the
 * time of writing and cut at the capture's doc count on load (they only ever gain docs). A file
 * that is short, of another format, or whose checksum differs is refused (SnapshotRefused) and
 * never served: a process then builds from the database and writes a snapshot of this format.
 */
export const SNAPSHOT_FORMAT = 3;
/**
 * Formats this build reads: 3 (decision 0086: a term of up to 64 docs is stored as small docs)
 * and 2, whose terms of more than 16 docs are all bitmaps (read as they are: a restored index
 * holds both kinds).
 */
const READABLE_FORMATS: readonly number[] = [2, 3];
export const SNAPSHOT_FILE = 'search-index.snapshot';
const MAGIC = Buffer.from('MKSEARCH');
const FOOTER_MAGIC = Buffer.from('MKSIDXFT');
const FOOTER_BYTES = 24;

export class SnapshotRefused extends Error {}

export interface SnapshotInfo {
  readonly format: number;
  /** What the writer passed: the change-feed position the snapshot covers. */
  readonly position: unknown;
  readonly createdAt: string;
  readonly docs: number;
  readonly adverts: number;
  readonly terms: number;
  readonly bytes: number;
}

interface Table {
  readonly format: number;
  readonly position: unknown;
  readonly createdAt: string;
  readonly docs: number;
  readonly adverts: number;
  readonly currencies: readonly string[];
  readonly littleEndian: boolean;
  readonly sections: Record<string, readonly [number, number]>;
}

export interface WriteSnapshotOptions {
  /** What the snapshot covers of the change feed (stored as JSON, given back on read). */
  readonly position: unknown;
  readonly now?: () => Date;
  /**
   * The caller's own state taken with the capture (the read views a DocObserver keeps), by name:
   * stored under the same checksum and given back on read. Each section's bytes, or its pieces
   * in order (written one after the other, read back as one).
   */
  readonly extra?: Readonly<Record<string, Uint8Array | readonly Uint8Array[]>>;
}

export interface ReadSnapshotOptions {
  readonly tuning?: IndexTuning;
  /** How much of the file one read takes (tests: small, so sections span reads); 256 MiB. */
  readonly readChunkBytes?: number;
  /** Told of the changes applied to the restored index (its state comes back in `extra`). */
  readonly observer?: DocObserver | null;
  /**
   * Makes the layout (which live docs go into which filter, cell and bucket, and the UUID table's
   * slots) elsewhere, on another thread (`layingOut` there): the columns it is given are then in
   * shared memory, and this thread reads the terms meanwhile. Absent, or rejected: the restore
   * makes it in steps (the caller says why it rejected, if it wants it said).
   */
  readonly layout?: ((input: LayoutInput) => Promise<Layout>) | null;
  /**
   * The caller's own work on the snapshot's extra sections (a service's read views), begun once
   * the checksum matched and done on this thread beside the terms while the layout is made
   * elsewhere; awaited before the index is restored. Its rejection refuses the snapshot (a
   * SnapshotRefused keeps its reason).
   */
  readonly meanwhile?: ((extra: Record<string, Uint8Array>, info: SnapshotInfo) => Promise<void>) | null;
}

const EXTRA = 'extra:';

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

function bytesOf(view: ArrayBufferView): Buffer {
  return Buffer.from(view.buffer, view.byteOffset, view.byteLength);
}

const isPieces = (bytes: Uint8Array | readonly Uint8Array[]): bytes is readonly Uint8Array[] => Array.isArray(bytes);

/**
 * 32-bit values appended in blocks of a million: the small postings' docs of ten million adverts
 * (tens of millions of them), with no array grown by copying nor one of numbers.
 */
class Blocks {
  private readonly full: Uint32Array[] = [];
  private block = new Uint32Array(1 << 20);
  private used = 0;

  push(value: number): void {
    if (this.used === this.block.length) {
      this.full.push(this.block);
      this.block = new Uint32Array(1 << 20);
      this.used = 0;
    }
    this.block[this.used++] = value;
  }

  views(): Uint32Array[] {
    return [...this.full, this.block.subarray(0, this.used)];
  }
}

/** A snapshot being written: `<file>.<pid of the writer>.<random>.tmp`. */
const TEMPORARY = new RegExp(`^${SNAPSHOT_FILE.replace(/\./g, '\\.')}\\.(\\d+)\\.[0-9a-f]+\\.tmp$`);

const running = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Removes the temporary files of writers that are gone (a process killed while it wrote: at
 * millions of adverts each is as large as a snapshot). A sibling process writing now keeps its own.
 */
async function removeAbandoned(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    const pid = TEMPORARY.exec(name)?.[1];
    if (pid !== undefined && Number(pid) !== process.pid && !running(Number(pid))) await rm(join(dir, name), { force: true });
  }
}

/** A working directory of a process's: `<prefix><pid>-<random>`. */
const workingDirectory = (prefix: string) => new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\d+)-[^-/]+$`);

/**
 * A new directory `<prefix><pid>-<random>` in `parent` for a process's own snapshot (a rebuild
 * on another thread writes one there, which this process loads and removes), after removing
 * those of processes that are gone: one killed between its write and its removal leaves a whole
 * snapshot (2.2 GB at ten million adverts) that nothing else would ever take away.
 */
export async function makeWorkingDirectory(parent: string, prefix: string): Promise<string> {
  await mkdir(parent, { recursive: true });
  const pattern = workingDirectory(prefix);
  for (const name of await readdir(parent)) {
    const pid = pattern.exec(name)?.[1];
    if (pid !== undefined && Number(pid) !== process.pid && !running(Number(pid))) await rm(join(parent, name), { recursive: true, force: true });
  }
  return mkdtemp(join(parent, `${prefix}${process.pid}-`));
}

/**
 * Writes a snapshot of `capture` (taken with `index.capture()` between two changes, with the feed
 * position it covers) into `dir`, in slices that leave the event loop free for searches. Resolves
 * with the file's size; rejects when the index was disposed meanwhile (nothing is left behind).
 */
export async function writeSnapshot(dir: string, capture: IndexCapture, options: WriteSnapshotOptions): Promise<number> {
  await mkdir(dir, { recursive: true });
  await removeAbandoned(dir);
  const target = join(dir, SNAPSHOT_FILE);
  const temporary = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const file = await open(temporary, 'w', 0o600);
  let offset = 0;
  let crc = 0;
  const sections: Record<string, readonly [number, number]> = {};
  // STEP_BYTES at a time: the checksum of a column of ten million docs in one call held the event loop.
  const write = async (chunk: Buffer) => {
    for (let at = 0; at < chunk.byteLength; at += STEP_BYTES) {
      const piece = chunk.subarray(at, at + STEP_BYTES);
      crc = crc32(piece, crc);
      let done = 0;
      while (done < piece.byteLength) done += (await file.write(piece, done, piece.byteLength - done)).bytesWritten;
      offset += piece.byteLength;
    }
  };
  const align = async () => {
    if (offset % 8 !== 0) await write(Buffer.alloc(8 - (offset % 8)));
  };
  const section = async (name: string, chunks: () => AsyncIterable<Buffer> | Iterable<Buffer>) => {
    await align();
    const start = offset;
    for await (const chunk of chunks()) await write(chunk);
    sections[name] = [start, offset - start];
  };
  const alive = capture.alive;
  try {
    const header = Buffer.alloc(12);
    MAGIC.copy(header, 0);
    header.writeUInt32LE(SNAPSHOT_FORMAT, 8);
    await write(header);
    const n = capture.docs;
    const c = capture.columns;
    await section('uuids', () => [bytesOf(c.uuids.subarray(0, n * 4))]);
    await section('sortAt', () => [bytesOf(c.sortAt.subarray(0, n))]);
    await section('price', () => [bytesOf(c.price.subarray(0, n))]);
    await section('lat', () => [bytesOf(c.lat.subarray(0, n))]);
    await section('lon', () => [bytesOf(c.lon.subarray(0, n))]);
    await section('currencyOf', () => [bytesOf(c.currencyOf.subarray(0, n))]);
    await section('flags', () => [bytesOf(c.flags.subarray(0, n))]);
    await section('alive', () => [bytesOf(alive.serialize('portable'))]);
    const terms = capture.terms;
    // '\n'-joined in slices: a million terms at once would hold the event loop.
    await section('terms', async function* () {
      for (let at = 0; at < terms.length; at += 50_000) {
        const end = Math.min(terms.length, at + 50_000);
        const text = terms.text(at, end);
        yield Buffer.from(end === terms.length ? text.slice(0, -1) : text, 'utf8');
        await nextTurn();
      }
    });
    const shape = new Int32Array(terms.length);
    const small = new Blocks();
    const lengths: number[] = [];
    await section('bitmaps', async function* () {
      const slices = new Slices();
      // Serialized postings go out a few MiB at a time, and the slice is asked after each one
      // (a frequent word's posting at ten million adverts is megabytes to serialize).
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      for (let t = 0; t < terms.length; t++) {
        if (pendingBytes >= STEP_BYTES || ((t & 255) === 0 && slices.due())) {
          yield Buffer.concat(pending, pendingBytes);
          pending = [];
          pendingBytes = 0;
          if (slices.due()) await slices.turn();
        }
        if (capture.disposed()) throw new Error('the index was replaced while its snapshot was written');
        const posting = terms.posting(t);
        if (typeof posting === 'number' && posting >= 0) {
          shape[t] = 1;
          small.push(posting);
        } else if (typeof posting === 'number' || Array.isArray(posting)) {
          // Docs past the capture are cut at load; a list is cut here already.
          let count = 0;
          for (const doc of typeof posting === 'number' ? pooledDocs(capture.pool, posting) : posting) {
            if (doc >= n) break;
            small.push(doc);
            count++;
          }
          shape[t] = count;
        } else {
          const bytes = bytesOf(posting.serialize('portable'));
          shape[t] = -1;
          lengths.push(bytes.byteLength);
          pending.push(bytes);
          pendingBytes += bytes.byteLength;
          if (slices.due()) {
            yield Buffer.concat(pending, pendingBytes);
            pending = [];
            pendingBytes = 0;
            await slices.turn();
          }
        }
      }
      yield Buffer.concat(pending, pendingBytes);
    });
    await section('shape', () => [bytesOf(shape)]);
    await section('small', () => small.views().map(bytesOf));
    await section('lengths', () => [bytesOf(Uint32Array.from(lengths))]);
    // The heavy prefixes' unions, so that a load does not make them again (format 2).
    const heavy = capture.heavy;
    await section('heavyPrefixes', () => [Buffer.from(heavy.map(([prefix]) => prefix).join('\n'), 'utf8')]);
    const heavyLengths: number[] = [];
    await section('heavyBitmaps', async function* () {
      const slices = new Slices();
      for (const [, docs] of heavy) {
        if (slices.due()) await slices.turn();
        if (capture.disposed()) throw new Error('the index was replaced while its snapshot was written');
        const bytes = bytesOf(docs.serialize('portable'));
        heavyLengths.push(bytes.byteLength);
        yield bytes;
      }
    });
    await section('heavyLengths', () => [bytesOf(Uint32Array.from(heavyLengths))]);
    // Where the ordered buckets are cut, so that a load places docs instead of sorting (format 2).
    const bounds = capture.bounds;
    await section('newestBounds', () => [bytesOf(Float64Array.from(bounds.newest))]);
    await section('priceBounds', () => [bytesOf(Float64Array.from(bounds.price.flat()))]);
    await section('priceBoundsLengths', () => [bytesOf(Uint32Array.from(bounds.price.map((cuts) => cuts.length)))]);
    for (const [name, bytes] of Object.entries(options.extra ?? {})) await section(`${EXTRA}${name}`, () => (isPieces(bytes) ? bytes : [bytes]).map(bytesOf));
    const table: Table = {
      format: SNAPSHOT_FORMAT,
      position: options.position,
      createdAt: (options.now?.() ?? new Date()).toISOString(),
      docs: n,
      adverts: alive.size,
      currencies: capture.currencies,
      littleEndian: LITTLE_ENDIAN,
      sections,
    };
    const json = Buffer.from(JSON.stringify(table), 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32LE(json.byteLength);
    await write(json);
    await write(length);
    const footer = Buffer.alloc(FOOTER_BYTES);
    footer.writeBigUInt64LE(BigInt(offset), 0);
    footer.writeUInt32LE(crc >>> 0, 8);
    footer.writeUInt32LE(SNAPSHOT_FORMAT, 12);
    FOOTER_MAGIC.copy(footer, 16);
    let done = 0;
    while (done < FOOTER_BYTES) done += (await file.write(footer, done, FOOTER_BYTES - done)).bytesWritten;
    await file.sync();
    await file.close();
    await rename(temporary, target);
    const directory = await open(dir, 'r');
    await directory.sync().finally(() => directory.close());
    return offset + FOOTER_BYTES;
  } catch (error) {
    await file.close().catch(() => {});
    await rm(temporary, { force: true });
    throw error;
  } finally {
    capture.release();
  }
}

/** Bytes a load checks or copies between two turns of the event loop: a few milliseconds. */
const STEP_BYTES = 2 * 2 ** 20;

/** The most one read of a snapshot asks of the file. */
const CHUNK_BYTES = 256 * 2 ** 20;

/** `into` filled from the file at `position`, in reads of at most `chunkBytes`. */
async function readFully(handle: FileHandle, into: Uint8Array, position: number, chunkBytes: number): Promise<void> {
  for (let done = 0; done < into.byteLength; ) {
    const { bytesRead } = await handle.read(into, done, Math.min(chunkBytes, into.byteLength - done), position + done);
    if (bytesRead === 0) throw new SnapshotRefused('truncated (length)');
    done += bytesRead;
  }
}

/**
 * A snapshot's body read front to back, each section straight into the buffer that keeps it, and
 * its CRC-32 taken over every byte in file order as they come (STEP_BYTES between two turns of
 * the event loop). The whole file is never in memory at once: at ten million adverts, 2.2 GB read
 * in one go was as much again in memory beside what is made of it, and its allocation drove the
 * collector into a full pause of a second beside the index in use.
 */
class BodyReader {
  private at = 0;
  private crc = 0;

  constructor(
    private readonly handle: FileHandle,
    readonly bodyLength: number,
    private readonly chunkBytes: number,
  ) {}

  /** Bytes [start, start + into.byteLength) into `into`; those between the last read and `start` (padding) are read and checked too. */
  async read(start: number, into: Uint8Array): Promise<void> {
    if (start < this.at || start + into.byteLength > this.bodyLength) throw new SnapshotRefused('sections overlap or run past the body');
    if (start > this.at) await this.read(this.at, Buffer.allocUnsafe(start - this.at));
    await readFully(this.handle, into, start, this.chunkBytes);
    for (let at = 0; at < into.byteLength; at += STEP_BYTES) {
      this.crc = crc32(into.subarray(at, Math.min(into.byteLength, at + STEP_BYTES)), this.crc);
      await nextTurn();
    }
    this.at = start + into.byteLength;
  }

  /** The rest of the body read and checked: whether the whole body's CRC-32 is `expected`. */
  async matches(expected: number): Promise<boolean> {
    if (this.at < this.bodyLength) await this.read(this.at, Buffer.allocUnsafe(this.bodyLength - this.at));
    return this.crc >>> 0 === expected;
  }
}

/** The format and body length the footer gives, after its magic and format are checked. */
function footerOf(footer: Buffer, fileBytes: number): { readonly format: number; readonly bodyLength: number; readonly crc: number } {
  if (!footer.subarray(FOOTER_BYTES - 8).equals(FOOTER_MAGIC)) throw new SnapshotRefused('not a snapshot (magic)');
  const format = footer.readUInt32LE(12);
  if (!READABLE_FORMATS.includes(format)) throw new SnapshotRefused(`format ${format}, this build reads ${READABLE_FORMATS.join(' and ')}`);
  const bodyLength = Number(footer.readBigUInt64LE(0));
  if (bodyLength !== fileBytes - FOOTER_BYTES) throw new SnapshotRefused('truncated (length)');
  return { format, bodyLength, crc: footer.readUInt32LE(8) };
}

function tableOf(json: Buffer): Table {
  try {
    return JSON.parse(json.toString('utf8')) as Table;
  } catch {
    throw new SnapshotRefused('unreadable table');
  }
}

function infoOf(table: Table, bytes: number): SnapshotInfo {
  const terms = (table.sections['shape']?.[1] ?? 0) / 4;
  return { format: table.format, position: table.position, createdAt: table.createdAt, docs: table.docs, adverts: table.adverts, terms, bytes };
}

function missing(error: unknown): SnapshotRefused {
  return new SnapshotRefused((error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no snapshot' : `unreadable: ${(error as Error).message}`);
}

/**
 * What the snapshot in `dir` covers (its table), read without its body: a caller judges it before
 * loading it. Rejects with SnapshotRefused when there is none, or it is short, of another format
 * or its table does not parse; its checksum is checked by `readSnapshot` only.
 */
export async function readSnapshotInfo(dir: string): Promise<SnapshotInfo> {
  const handle = await open(join(dir, SNAPSHOT_FILE), 'r').catch((error: unknown) => {
    throw missing(error);
  });
  try {
    const { size } = await handle.stat();
    if (size < 12 + FOOTER_BYTES + 4) throw new SnapshotRefused('too short');
    const { bodyLength } = footerOf(await readAt(handle, size - FOOTER_BYTES, FOOTER_BYTES), size);
    return infoOf((await readTable(handle, bodyLength)).table, size);
  } finally {
    await handle.close();
  }
}

/** `length` bytes of the file at `position`, in reads of at most `chunkBytes`. */
async function readAt(handle: FileHandle, position: number, length: number, chunkBytes = CHUNK_BYTES): Promise<Buffer> {
  const bytes = Buffer.alloc(length);
  await readFully(handle, bytes, position, chunkBytes);
  return bytes;
}

/** The table at the end of a body of `bodyLength` bytes, and where it starts. */
async function readTable(handle: FileHandle, bodyLength: number, chunkBytes = CHUNK_BYTES): Promise<{ readonly table: Table; readonly tableAt: number }> {
  const jsonLength = (await readAt(handle, bodyLength - 4, 4, chunkBytes)).readUInt32LE(0);
  if (jsonLength > bodyLength - 16) throw new SnapshotRefused('unreadable table');
  const tableAt = bodyLength - 4 - jsonLength;
  return { table: tableOf(await readAt(handle, tableAt, jsonLength, chunkBytes)), tableAt };
}

/**
 * Reads the snapshot in `dir` into a new index. Rejects with SnapshotRefused when there is none
 * or it cannot be used (short, other format, checksum, inconsistent), with the reason; never
 * returns an index made from a damaged file.
 */
export async function readSnapshot(
  dir: string,
  lib: BitmapLibrary,
  options: ReadSnapshotOptions = {},
): Promise<{ index: SearchIndex; info: SnapshotInfo; extra: Record<string, Uint8Array> }> {
  const handle = await open(join(dir, SNAPSHOT_FILE), 'r').catch((error: unknown) => {
    throw missing(error);
  });
  try {
    return await readOpenSnapshot(handle, lib, options);
  } finally {
    await handle.close();
  }
}

/** The columns a snapshot keeps (the index's, with room for docs the feed adds): bytes an element. */
const COLUMNS = { uuids: 16, sortAt: 8, price: 8, lat: 8, lon: 8, currencyOf: 2, flags: 1 } as const;
type ColumnName = keyof typeof COLUMNS;

function columnsOf(buffers: Readonly<Record<ColumnName, ArrayBuffer>>) {
  return {
    uuids: new Uint32Array(buffers.uuids),
    sortAt: new Float64Array(buffers.sortAt),
    price: new Float64Array(buffers.price),
    lat: new Float64Array(buffers.lat),
    lon: new Float64Array(buffers.lon),
    currencyOf: new Uint16Array(buffers.currencyOf),
    flags: new Uint8Array(buffers.flags),
  };
}

/**
 * Elements of `per` bytes in `bytes`, `expected` of them when given: a view of a section's own
 * buffer (one each, from its start), a copy only when they are not aligned there.
 */
function elements<T>(name: string, bytes: Uint8Array, per: number, make: (buffer: ArrayBuffer, offset: number, length: number) => T, expected?: number): T {
  const wanted = expected === undefined ? bytes.byteLength - (bytes.byteLength % per) : per * expected;
  if (bytes.byteLength !== wanted) throw new SnapshotRefused(`section ${name}: ${bytes.byteLength} bytes, expected ${wanted}`);
  if (bytes.byteOffset % per === 0) return make(bytes.buffer as ArrayBuffer, bytes.byteOffset, wanted / per);
  return make(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + wanted) as ArrayBuffer, 0, wanted / per);
}

async function readOpenSnapshot(
  handle: FileHandle,
  lib: BitmapLibrary,
  options: ReadSnapshotOptions,
): Promise<{ index: SearchIndex; info: SnapshotInfo; extra: Record<string, Uint8Array> }> {
  const { size } = await handle.stat();
  const chunkBytes = options.readChunkBytes ?? CHUNK_BYTES;
  if (size < 12 + FOOTER_BYTES + 4) throw new SnapshotRefused('too short');
  const header = await readAt(handle, 0, 12, chunkBytes);
  if (!header.subarray(0, 8).equals(MAGIC)) throw new SnapshotRefused('not a snapshot (magic)');
  const { bodyLength, crc: expectedCrc, format: footerFormat } = footerOf(await readAt(handle, size - FOOTER_BYTES, FOOTER_BYTES, chunkBytes), size);
  if (header.readUInt32LE(8) !== footerFormat) throw new SnapshotRefused(`format ${header.readUInt32LE(8)} in the header, ${footerFormat} in the footer`);
  const body = new BodyReader(handle, bodyLength, chunkBytes);
  // The checksum is taken as the sections are read; a file that fails a check before the whole
  // body is read is judged by it first, so that damage is reported as damage.
  let checked = false;
  // Bitmaps made so far: released on every path that refuses. Deserializations under way land first.
  const made: Bitmap[] = [];
  const under: Promise<unknown>[] = [];
  let meanwhile: Promise<void> | null = null;
  try {
    const { table, tableAt } = await readTable(handle, bodyLength, chunkBytes);
    if (table.littleEndian !== LITTLE_ENDIAN) throw new SnapshotRefused('written on a machine of another byte order');
    const n = table.docs;
    /** A section's start and length, checked to lie within the body before the table. */
    const sectionAt = (name: string): readonly [number, number] => {
      const at = table.sections[name];
      if (!at || at[0] < 12 || at[1] < 0 || at[0] + at[1] > tableAt) throw new SnapshotRefused(`section ${name} missing or out of bounds`);
      return at;
    };
    for (const name of [...Object.keys(COLUMNS), 'alive', 'terms', 'bitmaps', 'shape', 'small', 'lengths', 'heavyPrefixes', 'heavyBitmaps', 'heavyLengths', 'newestBounds', 'priceBounds', 'priceBoundsLengths']) sectionAt(name);
    // The orders' bounds first (a few bytes, near the end): the layout needs them, and begins as
    // soon as the columns are read. They are read again in their turn, for the checksum.
    const early = async (name: string) => readAt(handle, ...sectionAt(name), chunkBytes);
    const newest = Array.from(elements('newestBounds', await early('newestBounds'), 8, (b, at, k) => new Float64Array(b, at, k)));
    const priceCuts = elements('priceBoundsLengths', await early('priceBoundsLengths'), 4, (b, at, k) => new Uint32Array(b, at, k), table.currencies.length);
    const priceFlat = elements('priceBounds', await early('priceBounds'), 8, (b, at, k) => new Float64Array(b, at, k), priceCuts.reduce((sum, k) => sum + k, 0));
    const price: number[][] = [];
    for (let code = 0, at = 0; code < priceCuts.length; at += priceCuts[code]!, code++) price.push(Array.from(priceFlat.subarray(at, at + priceCuts[code]!)));
    const shared = Boolean(options.layout);
    const columnBuffers: Partial<Record<ColumnName, ArrayBuffer>> = {};
    const bytes = new Map<string, Uint8Array>();
    // The two sections of bitmaps take one buffer in turn (the first's bitmaps made before the
    // second is read into it): 1.5 GB at ten million adverts, read and made in two halves.
    const scratch = { buffer: null as Uint8Array | null, owner: null as string | null, freed: null as Promise<unknown> | null };
    const done = new Map<string, Promise<Bitmap[]>>();
    let alive: Bitmap | null = null;
    let laying: Promise<Layout> | null = null;
    /** The columns as the index keeps them: made once, when the layout begins or after the last read. */
    let columns: ReturnType<typeof columnsOf> | null = null;
    /** The serialized bitmaps of a section, each a view of its bytes (made in slices), checked to fill it exactly. */
    const piecesOf = async (name: string, lengths: Uint32Array): Promise<Uint8Array[]> => {
      const all = bytes.get(name)!;
      const pieces: Uint8Array[] = [];
      let at = 0;
      for (let i = 0; i < lengths.length; i++) {
        const length = lengths[i]!;
        if (at + length > all.byteLength) throw new SnapshotRefused(`section ${name}: out of bounds`);
        pieces.push(all.subarray(at, at + length));
        at += length;
        if ((i & 16_383) === 16_383) await nextTurn();
      }
      if (at !== all.byteLength) throw new SnapshotRefused(`section ${name}: ${all.byteLength - at} bytes left over`);
      return pieces;
    };
    /** A section's bitmaps deserialized off this thread. */
    const deserialize = (name: string, lengths: Uint32Array): Promise<Bitmap[]> => {
      const making = (async () => {
        const bitmaps = await lib.deserializeMany(await piecesOf(name, lengths)).catch(() => {
          throw new SnapshotRefused('a bitmap does not deserialize');
        });
        // (One at a time: hundreds of thousands as a call's arguments overflow the stack.)
        for (const bitmap of bitmaps) made.push(bitmap);
        return bitmaps;
      })();
      making.catch(() => {});
      under.push(making);
      return making;
    };
    const lengthsOf = (name: string) => elements(name, bytes.get(name)!, 4, (b, at, k) => new Uint32Array(b, at, k));
    for (const [name, [start, length]] of Object.entries(table.sections).sort((x, y) => x[1][0] - y[1][0])) {
      let into: Uint8Array;
      const per = (COLUMNS as Record<string, number>)[name];
      if (per !== undefined) {
        if (length !== per * n) throw new SnapshotRefused(`section ${name}: ${length} bytes, expected ${per * n}`);
        const buffer = (shared ? new SharedArrayBuffer(length + RESTORE_ROOM * per) : new ArrayBuffer(length + RESTORE_ROOM * per)) as ArrayBuffer;
        columnBuffers[name as ColumnName] = buffer;
        into = new Uint8Array(buffer, 0, length);
      } else if ((name === 'bitmaps' || name === 'heavyBitmaps') && !lib.view) {
        if (scratch.owner && scratch.freed) await scratch.freed;
        if (!scratch.owner || scratch.freed) {
          scratch.buffer ??= new Uint8Array(Math.max(sectionAt('bitmaps')[1], sectionAt('heavyBitmaps')[1]));
          scratch.owner = name;
          scratch.freed = null;
          into = scratch.buffer.subarray(0, length);
        } else {
          // Its lengths come after the other section (another writer's order): a buffer of its own.
          into = new Uint8Array(length);
        }
      } else {
        into = new Uint8Array(length);
      }
      await body.read(start, into);
      bytes.set(name, into);
      if (name === 'alive') {
        const [live] = await lib.deserializeMany([into]).catch(() => {
          throw new SnapshotRefused('the live docs do not deserialize');
        });
        alive = live!;
        made.push(alive);
        // Read before the checksum is known: bounded by the docs before anything is made of it.
        if (alive.size > n) throw new SnapshotRefused(`${alive.size} live docs of ${n}`);
      }
      // A section of bitmaps is deserialized once it and its lengths are read (viewed where it
      // lies once the checksum matched: a view reads its bytes unchecked).
      for (const [section, lengths] of [['bitmaps', 'lengths'], ['heavyBitmaps', 'heavyLengths']] as const) {
        if (!lib.view && !done.has(section) && bytes.has(section) && bytes.has(lengths)) {
          const bitmaps = deserialize(section, lengthsOf(lengths));
          done.set(section, bitmaps);
          if (scratch.owner === section) scratch.freed = bitmaps.catch(() => {});
        }
      }
      // The layout begins on its thread once the columns and the live docs are read.
      if (!laying && options.layout && alive && Object.keys(COLUMNS).every((column) => columnBuffers[column as ColumnName])) {
        const docs = new Uint32Array(new SharedArrayBuffer(4 * alive.size));
        alive.toUint32Array(docs);
        columns = columnsOf(columnBuffers as Record<ColumnName, ArrayBuffer>);
        const input = SearchIndex.layoutInput({ docs: n, columns, currencies: table.currencies, bounds: { newest, price } }, docs, options.tuning);
        const layout = options.layout;
        laying = Promise.resolve().then(() => layout(input));
        laying.catch(() => {});
      }
    }
    // Every byte read and checked: nothing is used before it matched.
    checked = true;
    if (!(await body.matches(expectedCrc))) throw new SnapshotRefused('checksum mismatch (corrupt)');
    const extra: Record<string, Uint8Array> = {};
    for (const [name, b] of bytes) if (name.startsWith(EXTRA)) extra[name.slice(EXTRA.length)] = b;
    if (options.meanwhile) {
      meanwhile = options.meanwhile(extra, infoOf(table, size));
      meanwhile.catch(() => {});
    }
    columns ??= columnsOf(columnBuffers as Record<ColumnName, ArrayBuffer>);
    const shape = elements('shape', bytes.get('shape')!, 4, (b, at, k) => new Int32Array(b, at, k));
    const small = lengthsOf('small');
    const lengths = lengthsOf('lengths');
    const heavyLengths = lengthsOf('heavyLengths');
    const text = (name: string) => {
      const b = bytes.get(name)!;
      return Buffer.from(b.buffer, b.byteOffset, b.byteLength);
    };
    const slices = new Slices();
    const view = lib.view;
    if (view) {
      for (const [section, each] of [['bitmaps', lengths], ['heavyBitmaps', heavyLengths]] as const) {
        const views: Bitmap[] = [];
        for (const piece of await piecesOf(section, each)) {
          // Asked after every view: while a collection's marking runs, V8 answers each allocation
          // the library reports (a view's table) with a step of marking of up to 10 ms.
          if (slices.due()) await slices.turn();
          let bitmap: Bitmap;
          try {
            bitmap = view(piece);
          } catch {
            throw new SnapshotRefused('a bitmap does not deserialize');
          }
          made.push(bitmap);
          views.push(bitmap);
        }
        done.set(section, Promise.resolve(views));
      }
    }
    const terms = await packedLinesInSlices(text('terms'), slices, undefined, shape.length);
    if (shape.length !== terms.length) throw new SnapshotRefused(`section shape: ${shape.length} terms, expected ${terms.length}`);
    const heavyPrefixes = await linesInSlices(text('heavyPrefixes'), slices);
    if (heavyPrefixes.length !== heavyLengths.length) throw new SnapshotRefused('heavy prefixes and their unions differ in number');
    await nextTurn();
    const large = await done.get('bitmaps')!;
    const heavyUnions = await done.get('heavyBitmaps')!;
    // Every bitmap made: the file's bytes are read no more.
    bytes.clear();
    scratch.buffer = null;
    /** `docs` without those past the capture: a view holding some is copied first. */
    const cut = (docs: Bitmap): Bitmap => {
      if (docs.size === 0 || docs.maximum() < n) return docs;
      const writable = lib.writable(docs);
      writable.removeRange(n, 2 ** 32);
      if (writable !== docs) made.push(writable);
      return writable;
    };
    const keptTerms = new PackedTermsBuilder(terms.length, terms.chars.length);
    const postings: Posting[] = [];
    let smallAt = 0;
    let bitmapAt = 0;
    for (let t = 0; t < terms.length; t++) {
      if ((t & 1023) === 0 && slices.due()) await slices.turn();
      const s = shape[t]!;
      let posting: Posting;
      if (s === -1) {
        if (bitmapAt >= large.length) throw new SnapshotRefused('postings out of bounds');
        let docs = large[bitmapAt++]!;
        // Docs added after the capture (written while the snapshot was): the feed applies them again.
        docs = cut(docs);
        if (docs.size === 0) {
          lib.release(docs);
          continue;
        }
        posting = docs;
      } else {
        if (s < 0 || s > SMALL_POSTING || smallAt + s > small.length) throw new SnapshotRefused('postings out of bounds');
        if (s === 0) continue;
        // The small docs' section is the restored dictionary's pool: no array per term.
        posting = s === 1 ? small[smallAt]! : smallAt < MAX_POOLED_OFFSET ? pooled(smallAt, s) : lib.of(small.subarray(smallAt, smallAt + s));
        smallAt += s;
      }
      keptTerms.pushFrom(terms, t);
      postings.push(posting);
    }
    if (smallAt !== small.length || bitmapAt !== lengths.length || large.length !== lengths.length) throw new SnapshotRefused('postings do not add up');
    const heavy = new Map<string, Bitmap>();
    heavyPrefixes.forEach((prefix, i) => heavy.set(prefix, cut(heavyUnions[i]!)));
    await meanwhile;
    // A thread that failed (it died, it ran out of memory) leaves the layout to the restore's steps.
    const layout = laying ? await laying.catch(() => null) : null;
    // In slices: a process of a cluster loads beside its /healthz (decision 0072).
    const index = await runInSlices(
      SearchIndex.restoring(lib, { docs: n, columns, alive: alive!, currencies: table.currencies, terms: keptTerms.finish(), postings, pool: small, heavy, bounds: { newest, price }, layout }, options.tuning, options.observer ?? null),
    );
    lib.release(alive!);
    return { index, extra, info: infoOf(table, size) };
  } catch (error) {
    // The caller's work on the extra sections ends before this rejects (its state is the caller's to drop).
    await meanwhile?.catch(() => {});
    await Promise.allSettled(under);
    for (const bitmap of made) {
      try {
        lib.release(bitmap);
      } catch {
        // already owned by a partly made index
      }
    }
    if (!checked) {
      checked = true;
      // A read that failed (a short file) cannot be judged by the checksum: its own reason stands.
      if (!(await body.matches(expectedCrc).catch(() => true))) throw new SnapshotRefused('checksum mismatch (corrupt)');
    }
    throw error instanceof SnapshotRefused ? error : new SnapshotRefused(`inconsistent: ${(error as Error).message}`);
  }
}
