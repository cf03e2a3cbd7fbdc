import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import type { Bitmap, BitmapLibrary } from './bitmaps.js';
import { RESTORE_ROOM, SearchIndex, type DocObserver, type IndexCapture, type IndexTuning } from './engine.js';
import type { Layout, LayoutInput } from './layout.js';
import { linesInSlices, nextTurn, runInSlices, Slices } from './slices.js';
import { pooled, pooledDocs, SMALL_POSTING, type Posting } from './terms.js';
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
export const SNAPSHOT_FORMAT = 2;
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
const STEP_BYTES = 8 * 2 ** 20;

/** How much of a snapshot one read takes into one buffer. */
const CHUNK_BYTES = 256 * 2 ** 20;

/**
 * A file read in chunks: `readFile` refuses files over 2 GiB, and a snapshot of ten million adverts
 * of real-world text is 2.2 GiB. A range within one chunk is a view of it; one across chunks a copy.
 */
class FileChunks {
  private constructor(
    private chunks: readonly Buffer[],
    private readonly chunkBytes: number,
    readonly size: number,
  ) {}

  static async read(path: string, chunkBytes = CHUNK_BYTES): Promise<FileChunks> {
    const handle = await open(path, 'r');
    try {
      const { size } = await handle.stat();
      const readChunk = async (at: number): Promise<Buffer> => {
        const chunk = Buffer.allocUnsafe(Math.min(chunkBytes, size - at));
        let done = 0;
        while (done < chunk.byteLength) {
          const { bytesRead } = await handle.read(chunk, done, chunk.byteLength - done, at + done);
          if (bytesRead === 0) throw new SnapshotRefused('truncated (length)');
          done += bytesRead;
        }
        return chunk;
      };
      // Every chunk at once: libuv's threads read them side by side (2.2 GB from the page cache:
      // 0.8 s against 1.9 one after the other, on two cores). All settled before the handle closes.
      const reads = await Promise.allSettled(Array.from({ length: Math.ceil(size / chunkBytes) }, (_, c) => readChunk(c * chunkBytes)));
      const failed = reads.find((read) => read.status === 'rejected');
      if (failed) throw failed.reason;
      return new FileChunks(reads.map((read) => (read as PromiseFulfilledResult<Buffer>).value), chunkBytes, size);
    } finally {
      await handle.close();
    }
  }

  /** Bytes [start, end). */
  slice(start: number, end: number): Buffer {
    if (end <= start) return Buffer.alloc(0);
    const first = Math.floor(start / this.chunkBytes);
    const last = Math.floor((end - 1) / this.chunkBytes);
    if (first === last) return this.chunks[first]!.subarray(start - first * this.chunkBytes, end - first * this.chunkBytes);
    const parts: Buffer[] = [];
    for (let c = first; c <= last; c++) {
      const from = c === first ? start - c * this.chunkBytes : 0;
      const to = c === last ? end - c * this.chunkBytes : this.chunks[c]!.byteLength;
      parts.push(this.chunks[c]!.subarray(from, to));
    }
    return Buffer.concat(parts, end - start);
  }

  /**
   * Lets go of the file's bytes (nothing reads them after): garbage for the collections the
   * restore's own allocations bring, not kept until the next one after the load (2.2 GB at ten
   * million adverts, read into an idle process's resident memory).
   */
  drop(): void {
    this.chunks = [];
  }

  /** The CRC-32 of bytes [0, end), giving the event loop a turn every STEP_BYTES. */
  async crc(end: number): Promise<number> {
    let crc = 0;
    for (let at = 0; at < end; at += STEP_BYTES) {
      crc = crc32(this.slice(at, Math.min(end, at + STEP_BYTES)), crc);
      await nextTurn();
    }
    return crc >>> 0;
  }
}

/** The format and body length the footer gives, after its magic and format are checked. */
function footerOf(footer: Buffer, fileBytes: number): { readonly format: number; readonly bodyLength: number; readonly crc: number } {
  if (!footer.subarray(FOOTER_BYTES - 8).equals(FOOTER_MAGIC)) throw new SnapshotRefused('not a snapshot (magic)');
  const format = footer.readUInt32LE(12);
  if (format !== SNAPSHOT_FORMAT) throw new SnapshotRefused(`format ${format}, this build reads ${SNAPSHOT_FORMAT}`);
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
    const read = async (length: number, at: number): Promise<Buffer> => {
      const bytes = Buffer.alloc(length);
      const { bytesRead } = await handle.read(bytes, 0, length, at);
      if (bytesRead !== length) throw new SnapshotRefused('truncated (length)');
      return bytes;
    };
    const { bodyLength } = footerOf(await read(FOOTER_BYTES, size - FOOTER_BYTES), size);
    const jsonLength = (await read(4, bodyLength - 4)).readUInt32LE(0);
    if (jsonLength > bodyLength - 16) throw new SnapshotRefused('unreadable table');
    return infoOf(tableOf(await read(jsonLength, bodyLength - 4 - jsonLength)), size);
  } finally {
    await handle.close();
  }
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
  const file = await FileChunks.read(join(dir, SNAPSHOT_FILE), options.readChunkBytes).catch((error: unknown) => {
    throw error instanceof SnapshotRefused ? error : missing(error);
  });
  if (file.size < 12 + FOOTER_BYTES + 4) throw new SnapshotRefused('too short');
  const header = file.slice(0, 12);
  if (!header.subarray(0, 8).equals(MAGIC)) throw new SnapshotRefused('not a snapshot (magic)');
  const { bodyLength, crc: expectedCrc } = footerOf(file.slice(file.size - FOOTER_BYTES, file.size), file.size);
  if (header.readUInt32LE(8) !== SNAPSHOT_FORMAT) throw new SnapshotRefused(`format ${header.readUInt32LE(8)}, this build reads ${SNAPSHOT_FORMAT}`);
  // The checksum is taken once the layout and the bitmaps are under way (below); a file that fails
  // a check before it is judged by it first, so that damage is reported as damage.
  let checked = false;
  const checksum = async () => {
    checked = true;
    if ((await file.crc(bodyLength)) !== expectedCrc) throw new SnapshotRefused('checksum mismatch (corrupt)');
  };
  try {
    const jsonLength = file.slice(bodyLength - 4, bodyLength).readUInt32LE(0);
    if (jsonLength > bodyLength - 16) throw new SnapshotRefused('unreadable table');
    const table = tableOf(file.slice(bodyLength - 4 - jsonLength, bodyLength - 4));
    if (table.littleEndian !== LITTLE_ENDIAN) throw new SnapshotRefused('written on a machine of another byte order');
    const n = table.docs;
    /** A section's start and length in the file, checked to lie within the body. */
    const sectionAt = (name: string): readonly [number, number] => {
      const at = table.sections[name];
      if (!at || at[0] + at[1] > bodyLength) throw new SnapshotRefused(`section ${name} missing or out of bounds`);
      return at;
    };
    const part = (name: string): Buffer => {
      const [start, length] = sectionAt(name);
      return file.slice(start, start + length);
    };
    // Sections are 8-byte aligned in the file; copies into fresh arrays (the file buffer is dropped),
    // STEP_BYTES at a time. `expected` elements of `per` bytes; absent: the whole section, a whole
    // number of elements. `room`: elements of room past them (the columns, which the index keeps).
    // `shared`: in shared memory (the columns, when another thread lays the docs out from them).
    const typed = async <T>(name: string, make: (buffer: ArrayBuffer) => T, per: number, expected?: number, room = 0, shared = false): Promise<T> => {
      const bytes = part(name);
      const wanted = expected === undefined ? bytes.byteLength - (bytes.byteLength % per) : per * expected;
      if (bytes.byteLength !== wanted) throw new SnapshotRefused(`section ${name}: ${bytes.byteLength} bytes, expected ${wanted}`);
      const length = bytes.byteLength + room * per;
      const copy = shared ? new SharedArrayBuffer(length) : new ArrayBuffer(length);
      const into = new Uint8Array(copy);
      for (let at = 0; at < bytes.byteLength; at += STEP_BYTES) {
        into.set(bytes.subarray(at, at + STEP_BYTES), at);
        if (at + STEP_BYTES < bytes.byteLength) await nextTurn();
      }
      return make(copy as ArrayBuffer);
    };
    const shared = Boolean(options.layout);
    // The index keeps these arrays as its columns, with room for the docs the feed adds after.
    const columns = {
      uuids: await typed('uuids', (b) => new Uint32Array(b), 16, n, RESTORE_ROOM, shared),
      sortAt: await typed('sortAt', (b) => new Float64Array(b), 8, n, RESTORE_ROOM, shared),
      price: await typed('price', (b) => new Float64Array(b), 8, n, RESTORE_ROOM, shared),
      lat: await typed('lat', (b) => new Float64Array(b), 8, n, RESTORE_ROOM, shared),
      lon: await typed('lon', (b) => new Float64Array(b), 8, n, RESTORE_ROOM, shared),
      currencyOf: await typed('currencyOf', (b) => new Uint16Array(b), 2, n, RESTORE_ROOM, shared),
      flags: await typed('flags', (b) => new Uint8Array(b), 1, n, RESTORE_ROOM, shared),
    };
    const shape = await typed('shape', (b) => new Int32Array(b), 4);
    const small = await typed('small', (b) => new Uint32Array(b), 4);
    const lengths = await typed('lengths', (b) => new Uint32Array(b), 4);
    const heavyLengths = await typed('heavyLengths', (b) => new Uint32Array(b), 4);
    // The bitmaps' bytes, in order: the large postings, the heavy unions (the live docs: a section
    // of their own). Each a view of the file's chunk that holds it (a section may span chunks; a bitmap rarely does).
    const pieces = (name: string, sizes: Uint32Array): Uint8Array[] => {
      const [start, length] = sectionAt(name);
      const out: Uint8Array[] = [];
      let at = 0;
      for (const size of sizes) {
        if (at + size > length) throw new SnapshotRefused(`section ${name}: out of bounds`);
        out.push(file.slice(start + at, start + at + size));
        at += size;
      }
      if (at !== length) throw new SnapshotRefused(`section ${name}: ${length - at} bytes left over`);
      return out;
    };
    const newest = Array.from(await typed('newestBounds', (b) => new Float64Array(b), 8));
    const priceCuts = await typed('priceBoundsLengths', (b) => new Uint32Array(b), 4, table.currencies.length);
    const priceFlat = await typed('priceBounds', (b) => new Float64Array(b), 8, priceCuts.reduce((sum, k) => sum + k, 0));
    const price: number[][] = [];
    for (let code = 0, at = 0; code < priceCuts.length; at += priceCuts[code]!, code++) price.push(Array.from(priceFlat.subarray(at, at + priceCuts[code]!)));
    // Every section's bounds checked before any bitmap is made: none is left behind by a refusal here.
    const serialized = [...pieces('bitmaps', lengths), ...pieces('heavyBitmaps', heavyLengths)];
    const alive = (
      await lib.deserializeMany([part('alive')]).catch(() => {
        throw new SnapshotRefused('the live docs do not deserialize');
      })
    )[0]!;
    // Read before the checksum is known: bounded by the docs before anything is made of it.
    if (alive.size > n) {
      lib.release(alive);
      throw new SnapshotRefused(`${alive.size} live docs of ${n}`);
    }
    // The layout begins on its thread now, from the columns and the live docs (in shared memory).
    let laying: Promise<Layout> | null = null;
    if (options.layout) {
      const docs = new Uint32Array(new SharedArrayBuffer(4 * alive.size));
      alive.toUint32Array(docs);
      const input = SearchIndex.layoutInput({ docs: n, columns, currencies: table.currencies, bounds: { newest, price } }, docs, options.tuning);
      const layout = options.layout;
      laying = Promise.resolve().then(() => layout(input));
      laying.catch(() => {});
    }
    // The native library deserializes off the main thread while the terms are read here. Awaited
    // on every path (handled from the start), so that no bitmap it made is left behind.
    const deserializing = lib.deserializeMany(serialized);
    deserializing.catch(() => {});
    let made: Bitmap[] = [alive];
    let meanwhile: Promise<void> | null = null;
    try {
      // The checksum while the layout and the bitmaps are made elsewhere (in slices too: a large
      // file would hold the event loop for a while); nothing is used before it matched.
      await checksum();
      const extra: Record<string, Uint8Array> = {};
      for (const name of Object.keys(table.sections)) {
        if (name.startsWith(EXTRA)) extra[name.slice(EXTRA.length)] = await typed(name, (b) => new Uint8Array(b), 1);
      }
      if (options.meanwhile) {
        meanwhile = options.meanwhile(extra, infoOf(table, file.size));
        meanwhile.catch(() => {});
      }
      const slices = new Slices();
      const terms = await packedLinesInSlices(part('terms'), slices);
      if (shape.length !== terms.length) throw new SnapshotRefused(`section shape: ${shape.length} terms, expected ${terms.length}`);
      const heavyPrefixes = await linesInSlices(part('heavyPrefixes'), slices);
      if (heavyPrefixes.length !== heavyLengths.length) throw new SnapshotRefused('heavy prefixes and their unions differ in number');
      await nextTurn();
      made = [
        alive,
        ...(await deserializing.catch(() => {
          throw new SnapshotRefused('a bitmap does not deserialize');
        })),
      ];
      // Every bitmap made, every section copied: the file is read no more.
      file.drop();
      const keptTerms = new PackedTermsBuilder(terms.length, terms.chars.length);
      const postings: Posting[] = [];
      let smallAt = 0;
      let bitmapAt = 1;
      for (let t = 0; t < terms.length; t++) {
        if ((t & 1023) === 0 && slices.due()) await slices.turn();
        const s = shape[t]!;
        let posting: Posting;
        if (s === -1) {
          if (bitmapAt > lengths.length) throw new SnapshotRefused('postings out of bounds');
          const docs = made[bitmapAt++]!;
          // Docs added after the capture (written while the snapshot was): the feed applies them again.
          docs.removeRange(n, 2 ** 32);
          if (docs.size === 0) {
            lib.release(docs);
            continue;
          }
          posting = docs;
        } else {
          if (s < 0 || s > SMALL_POSTING || smallAt + s > small.length) throw new SnapshotRefused('postings out of bounds');
          if (s === 0) continue;
          // The small docs' section is the restored dictionary's pool: no array per term.
          posting = s === 1 ? small[smallAt]! : pooled(smallAt, s);
          smallAt += s;
        }
        keptTerms.pushFrom(terms, t);
        postings.push(posting);
      }
      if (smallAt !== small.length || bitmapAt !== 1 + lengths.length) throw new SnapshotRefused('postings do not add up');
      const heavy = new Map<string, Bitmap>();
      heavyPrefixes.forEach((prefix, i) => {
        const docs = made[bitmapAt + i]!;
        docs.removeRange(n, 2 ** 32);
        heavy.set(prefix, docs);
      });
      await meanwhile;
      // A thread that failed (it died, it ran out of memory) leaves the layout to the restore's steps.
      const layout = laying ? await laying.catch(() => null) : null;
      // In slices: a process of a cluster loads beside its /healthz (decision 0072).
      const index = await runInSlices(
        SearchIndex.restoring(lib, { docs: n, columns, alive: alive, currencies: table.currencies, terms: keptTerms.finish(), postings, pool: small, heavy, bounds: { newest, price }, layout }, options.tuning, options.observer ?? null),
      );
      lib.release(alive);
      return {
        index,
        extra,
        info: infoOf(table, file.size),
      };
    } catch (error) {
      // The caller's work on the extra sections ends before this rejects (its state is the caller's to drop).
      await meanwhile?.catch(() => {});
      if (made.length === 1) made.push(...(await deserializing.catch(() => [])));
      for (const bitmap of made) {
        try {
          lib.release(bitmap);
        } catch {
          // already owned by a partly made index
        }
      }
      throw error instanceof SnapshotRefused ? error : new SnapshotRefused(`inconsistent: ${(error as Error).message}`);
    }
  } catch (error) {
    if (!checked) await checksum();
    throw error;
  }
}
