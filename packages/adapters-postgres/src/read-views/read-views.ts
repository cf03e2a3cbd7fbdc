import type { DocObserver, IndexedAdvert } from '@marketplace/search-index';
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
   * The views as a snapshot keeps them beside the index (taken in the same turn as the index's
   * capture, so both hold the same docs): a JSON table (the category paths, the shelves' keys),
   * then each doc's category path (u16) and shelf (i32), up to `docs`.
   */
  capture(docs: number): Uint8Array {
    const { paths, pathOf } = this.categories.capture(docs);
    const { keys, shelfOf } = this.sellers.capture(docs);
    const table = Buffer.from(JSON.stringify({ format: VIEWS_FORMAT, docs, paths, keys }), 'utf8');
    const tableEnd = align4(4 + table.byteLength);
    const pathsEnd = align4(tableEnd + pathOf.byteLength);
    const bytes = new Uint8Array(pathsEnd + shelfOf.byteLength);
    new DataView(bytes.buffer).setUint32(0, table.byteLength, true);
    bytes.set(table, 4);
    bytes.set(new Uint8Array(pathOf.buffer, pathOf.byteOffset, pathOf.byteLength), tableEnd);
    bytes.set(new Uint8Array(shelfOf.buffer, shelfOf.byteOffset, shelfOf.byteLength), pathsEnd);
    return bytes;
  }

  /**
   * Takes a snapshot's `capture` of an index of `docs` docs into these views, new and empty
   * (the observer the restored index was given); throws when it does not fit the index. Steps
   * of a few milliseconds (`runInSlices`): the main thread loads a rebuild's snapshot beside
   * requests (decision 0075).
   */
  *restoring(bytes: Uint8Array, docs: number): Generator<void, void, void> {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const tableLength = view.getUint32(0, true);
    const table = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset + 4, tableLength).toString('utf8')) as {
      format: number;
      docs: number;
      paths: string[][];
      keys: string[];
    };
    if (table.format !== VIEWS_FORMAT) throw new Error(`read views of format ${table.format}, this build reads ${VIEWS_FORMAT}`);
    if (table.docs !== docs) throw new Error(`read views of ${table.docs} docs beside an index of ${docs}`);
    const tableEnd = align4(4 + tableLength);
    const pathsEnd = align4(tableEnd + 2 * docs);
    if (bytes.byteLength !== pathsEnd + 4 * docs) throw new Error(`read views: ${bytes.byteLength} bytes, expected ${pathsEnd + 4 * docs}`);
    // Copies: the snapshot's bytes are not kept, and typed arrays need aligned offsets.
    const pathOf = new Uint16Array(bytes.slice(tableEnd, tableEnd + 2 * docs).buffer);
    const shelfOf = new Int32Array(bytes.slice(pathsEnd, pathsEnd + 4 * docs).buffer);
    yield* this.categories.restoring(table.paths, pathOf);
    yield* this.sellers.restoring(table.keys, shelfOf);
  }
}

const VIEWS_FORMAT = 1;
const align4 = (n: number) => (n + 3) & ~3;
