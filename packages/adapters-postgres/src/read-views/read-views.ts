import { PackedTerms, packedLinesInSteps, type DocObserver, type IndexedAdvert } from '@marketplace/search-index';
import { CategoryCounts } from './category-counts.js';
import { SellerAdverts } from './seller-adverts.js';

/**
 * What the public reads other than search take from the search index (docs/architecture/reads.md):
 * category counts and each seller's adverts. One set per index, built and changed with it.
 */
export class ReadViews implements DocObserver {
  readonly categories: CategoryCounts;
  readonly sellers: SellerAdverts;

  constructor(expected = 1024) {
    this.categories = new CategoryCounts(expected);
    this.sellers = new SellerAdverts(expected);
  }

  added(doc: number, advert: IndexedAdvert): void {
    this.categories.added(doc, advert);
    this.sellers.added(doc, advert);
  }

  removed(doc: number): void {
    this.categories.removed(doc);
    this.sellers.removed(doc);
  }

  /**
   * The views of docs below `docs` as they are now, for a snapshot (taken in the same turn as the
   * index's capture, so both hold the same docs): copies, cheap enough for one turn; `encoding`
   * makes their bytes after, in steps.
   */
  capture(docs: number): ViewsCapture {
    return { docs, ...this.categories.capture(docs), ...this.sellers.capture(docs) };
  }

  /**
   * A capture's bytes, as pieces to write one after the other, in steps of a few milliseconds: a
   * JSON table (format, docs, the category paths, the shelves' count and the bytes of their keys),
   * the shelves' keys as lines of text (a JSON array of a million keys took 300 ms to parse in one
   * turn), then each doc's category path (u16) and shelf (i32), each part 4-byte aligned. The
   * arrays are the capture's own, not copied.
   */
  static *encoding(capture: ViewsCapture): Generator<void, Uint8Array[], void> {
    const { docs, paths, pathOf, keys, shelfOf } = capture;
    const keyChunks: Buffer[] = [];
    let keysBytes = 0;
    for (let at = 0; at < keys.length; at += KEYS_STEP) {
      // The packed keys have a '\n' after each; the lines have none after the last.
      const end = Math.min(keys.length, at + KEYS_STEP);
      const text = keys.text(at, end);
      const chunk = Buffer.from(end === keys.length ? text.slice(0, -1) : text, 'utf8');
      keyChunks.push(chunk);
      keysBytes += chunk.byteLength;
      yield;
    }
    const table = Buffer.from(JSON.stringify({ format: VIEWS_FORMAT, docs, paths, shelves: keys.length, keysBytes }), 'utf8');
    const head = Buffer.alloc(align4(4 + table.byteLength));
    head.writeUInt32LE(table.byteLength, 0);
    table.copy(head, 4);
    const pad = (length: number) => new Uint8Array(align4(length) - length);
    return [
      head,
      ...keyChunks,
      pad(keysBytes),
      new Uint8Array(pathOf.buffer, pathOf.byteOffset, pathOf.byteLength),
      pad(pathOf.byteLength),
      new Uint8Array(shelfOf.buffer, shelfOf.byteOffset, shelfOf.byteLength),
    ];
  }

  /**
   * Takes a snapshot's views (`encoding`) of an index of `docs` docs into these views, new and
   * empty (the observer the restored index was given); throws when they do not fit the index.
   * Steps of a few milliseconds (`runInSlices`): the main thread loads a rebuild's snapshot beside
   * requests (decision 0075).
   */
  *restoring(bytes: Uint8Array, docs: number): Generator<void, void, void> {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const tableLength = view.getUint32(0, true);
    if (4 + tableLength > bytes.byteLength) throw new Error('read views: the table runs past the bytes');
    const table = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset + 4, tableLength).toString('utf8')) as {
      format: number;
      docs: number;
      paths: string[][];
      shelves: number;
      keysBytes: number;
    };
    if (table.format !== VIEWS_FORMAT) throw new Error(`read views of format ${table.format}, this build reads ${VIEWS_FORMAT}`);
    if (table.docs !== docs) throw new Error(`read views of ${table.docs} docs beside an index of ${docs}`);
    const keysAt = align4(4 + tableLength);
    const pathsAt = align4(keysAt + table.keysBytes);
    const shelvesAt = align4(pathsAt + 2 * docs);
    if (bytes.byteLength !== shelvesAt + 4 * docs) throw new Error(`read views: ${bytes.byteLength} bytes, expected ${shelvesAt + 4 * docs}`);
    // The keys packed, a step of text at a time (cut at a line's end): no string per key.
    const keys = table.shelves === 0 ? PackedTerms.EMPTY : yield* packedLinesInSteps(Buffer.from(bytes.buffer, bytes.byteOffset + keysAt, table.keysBytes), undefined, table.shelves);
    if (keys.length !== table.shelves) throw new Error(`read views: ${keys.length} shelf keys, expected ${table.shelves}`);
    // Copies, in steps: the snapshot's bytes are not kept, and typed arrays need aligned offsets.
    const pathOf = new Uint16Array(yield* copiedInSteps(bytes.subarray(pathsAt, pathsAt + 2 * docs)));
    const shelfOf = new Int32Array(yield* copiedInSteps(bytes.subarray(shelvesAt, shelvesAt + 4 * docs)));
    yield* this.categories.restoring(table.paths, pathOf);
    yield* this.sellers.restoring(keys, shelfOf);
  }
}

/** A capture of the views (`ReadViews.capture`): its own copies, which later changes leave as they are. */
export interface ViewsCapture {
  readonly docs: number;
  readonly paths: readonly (readonly string[])[];
  readonly pathOf: Uint16Array;
  readonly keys: PackedTerms;
  readonly shelfOf: Int32Array;
}

/** `bytes` copied into a new buffer, COPY_STEP_BYTES between two steps. */
function* copiedInSteps(bytes: Uint8Array): Generator<void, ArrayBuffer, void> {
  const copy = new Uint8Array(bytes.byteLength);
  for (let at = 0; at < bytes.byteLength; at += COPY_STEP_BYTES) {
    copy.set(bytes.subarray(at, at + COPY_STEP_BYTES), at);
    yield;
  }
  return copy.buffer;
}

/** Bytes a restore copies in one step (a few milliseconds). */
const COPY_STEP_BYTES = 4 * 2 ** 20;

/** Format 2: the shelves' keys as lines of text after the table (format 1: in the JSON table). */
const VIEWS_FORMAT = 2;
/** Keys joined in one step. */
const KEYS_STEP = 16_384;
const align4 = (n: number) => (n + 3) & ~3;
