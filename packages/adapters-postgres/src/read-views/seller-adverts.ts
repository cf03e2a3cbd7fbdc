import { TermTable, type DocObserver, type IndexedAdvert, type PackedTerms } from '@marketplace/search-index';
import { STEP_DOCS, STEP_SHELVES } from './steps.js';

type Contour = IndexedAdvert['contour'];

const NONE = -1;

/**
 * Each seller's active adverts by contour, as the search index holds them (a storefront's
 * `adverts_total` and its newest page), fed by the index (DocObserver) so a storefront is as
 * fresh as a search. A shelf is put in the newest order when read after a change, once; a doc's
 * shelf and place on it are kept so that killing it costs no scan.
 *
 * Every shelf is a run of one pool of doc ids (its start, size and room in typed arrays by shelf
 * number; a full shelf moves to the pool's end with twice the room), and a doc's shelf and place
 * are typed arrays by doc: a snapshot's load groups a million docs by shelf in two passes with no
 * object per shelf or doc (an array per shelf and an array of a million shelf references took
 * 0.3 s of a load at a million adverts, 98,406 shelves). The shelves' keys are packed in one
 * table of typed arrays (`TermTable`), not strings in a Map: at ten million adverts, a million
 * keys were a million objects (more than half of the process's heap) that every collection
 * marked, twice while a rebuild's load held two sets of views.
 */
export class SellerAdverts implements DocObserver {
  /** Shelf number by key (`seller|contour`), and the keys by number. */
  private shelves = new TermTable();
  private starts = new Uint32Array(64);
  private sizes = new Uint32Array(64);
  private rooms = new Uint32Array(64);
  /** 1 when the shelf is in the newest order. */
  private ordered = new Uint8Array(64);
  private pool = new Uint32Array(1024);
  private poolEnd = 0;
  /** Per doc: its shelf's number (NONE: none) and its place on the shelf. */
  private shelfOf: Int32Array;
  private placeOf: Int32Array;

  constructor(expected = 1024) {
    this.shelfOf = new Int32Array(Math.max(16, expected)).fill(NONE);
    this.placeOf = new Int32Array(Math.max(16, expected));
  }

  /** Active adverts of the seller in the contour. */
  total(sellerId: string, contour: Contour): number {
    const at = this.shelves.get(`${sellerId}|${contour}`);
    return at < 0 ? 0 : this.sizes[at]!;
  }

  /** The seller's first `limit` live docs in the contour, by `compare` (the index's newest order). */
  first(sellerId: string, contour: Contour, limit: number, compare: (a: number, b: number) => number): number[] {
    const at = this.shelves.get(`${sellerId}|${contour}`);
    if (at < 0) return [];
    const live = this.pool.subarray(this.starts[at]!, this.starts[at]! + this.sizes[at]!);
    if (!this.ordered[at]) {
      live.sort(compare);
      for (let place = 0; place < live.length; place++) this.placeOf[live[place]!] = place;
      this.ordered[at] = 1;
    }
    return Array.from(live.subarray(0, limit));
  }

  added(doc: number, advert: IndexedAdvert): void {
    if (advert.sellerId === undefined) return;
    const shelves = this.shelves.size;
    const at = this.shelves.add(`${advert.sellerId}|${advert.contour}`);
    if (at === shelves) this.makeShelf(at, 4);
    if (doc >= this.placeOf.length) this.widenDocs(doc + 1);
    const size = this.sizes[at]!;
    if (size === this.rooms[at]!) this.move(at, size * 2);
    this.pool[this.starts[at]! + size] = doc;
    this.placeOf[doc] = size;
    this.shelfOf[doc] = at;
    this.sizes[at] = size + 1;
    this.ordered[at] = size === 0 ? 1 : 0;
  }

  removed(doc: number): void {
    const at = doc < this.shelfOf.length ? this.shelfOf[doc]! : NONE;
    if (at === NONE) return;
    this.shelfOf[doc] = NONE;
    // The last doc takes the killed one's place: the shelf is then out of order.
    const start = this.starts[at]!;
    const place = this.placeOf[doc]!;
    const size = this.sizes[at]! - 1;
    this.sizes[at] = size;
    const last = this.pool[start + size]!;
    if (last !== doc) {
      this.pool[start + place] = last;
      this.placeOf[last] = place;
      this.ordered[at] = 0;
    }
  }

  /**
   * What a snapshot keeps (taken with the index's capture): the shelves' keys (a view that keys
   * added later leave as it is) and each doc's shelf (its index in `keys`, -1 for none), up to `docs`.
   */
  capture(docs: number): { readonly keys: PackedTerms; readonly shelfOf: Int32Array } {
    const shelfOf = new Int32Array(docs);
    const known = Math.min(docs, this.shelfOf.length);
    shelfOf.set(this.shelfOf.subarray(0, known));
    shelfOf.fill(NONE, known);
    return { keys: this.shelves.packed(), shelfOf };
  }

  /**
   * Takes a snapshot's state (`capture`) into this empty view; each shelf is ordered when first
   * read. A step every STEP_DOCS docs or STEP_SHELVES shelves.
   */
  *restoring(keys: PackedTerms, shelfOf: Int32Array): Generator<void, void, void> {
    if (this.shelves.size !== 0) throw new Error('seller adverts: restore into a view already in use');
    const sizes = new Uint32Array(keys.length);
    for (let doc = 0; doc < shelfOf.length; doc++) {
      const at = shelfOf[doc]!;
      if (at === NONE) continue;
      if (at < 0 || at >= keys.length) throw new Error(`seller adverts: doc shelf ${at} past the ${keys.length} shelves`);
      sizes[at]!++;
      if ((doc & (STEP_DOCS - 1)) === STEP_DOCS - 1) yield;
    }
    this.shelves = yield* TermTable.loading(keys);
    this.widenShelves(keys.length);
    let total = 0;
    for (let at = 0; at < keys.length; at++) total += Math.max(4, sizes[at]!);
    this.pool = new Uint32Array(total + 1024);
    for (let at = 0; at < keys.length; at++) {
      this.makeShelf(at, Math.max(4, sizes[at]!));
      if ((at & (STEP_SHELVES - 1)) === STEP_SHELVES - 1) yield;
    }
    this.shelfOf = new Int32Array(Math.max(16, shelfOf.length + 1024));
    for (let at = 0; at < shelfOf.length; at += STEP_DOCS) {
      this.shelfOf.set(shelfOf.subarray(at, at + STEP_DOCS), at);
      yield;
    }
    this.shelfOf.fill(NONE, shelfOf.length);
    this.placeOf = new Int32Array(this.shelfOf.length);
    for (let doc = 0; doc < shelfOf.length; doc++) {
      const at = shelfOf[doc]!;
      if (at === NONE) continue;
      const size = this.sizes[at]!;
      this.pool[this.starts[at]! + size] = doc;
      this.placeOf[doc] = size;
      this.sizes[at] = size + 1;
      if ((doc & (STEP_DOCS - 1)) === STEP_DOCS - 1) yield;
    }
  }

  /** A new empty shelf `at` with room for `room` docs at the pool's end. */
  private makeShelf(at: number, room: number): void {
    this.widenShelves(at + 1);
    this.starts[at] = this.reserve(room);
    this.sizes[at] = 0;
    this.rooms[at] = room;
    this.ordered[at] = 0;
  }

  /** Moves a full shelf to the pool's end with room for `room` docs (its old run is left unused). */
  private move(at: number, room: number): void {
    const start = this.reserve(room);
    this.pool.copyWithin(start, this.starts[at]!, this.starts[at]! + this.sizes[at]!);
    this.starts[at] = start;
    this.rooms[at] = room;
  }

  /** The start of `room` free slots at the pool's end. */
  private reserve(room: number): number {
    if (this.poolEnd + room > this.pool.length) {
      const pool = new Uint32Array(Math.max(this.poolEnd + room, this.pool.length * 2));
      pool.set(this.pool.subarray(0, this.poolEnd));
      this.pool = pool;
    }
    const start = this.poolEnd;
    this.poolEnd += room;
    return start;
  }

  private widenShelves(shelves: number): void {
    if (shelves <= this.starts.length) return;
    const length = Math.max(shelves, this.starts.length * 2);
    const wider = <T extends Uint32Array | Uint8Array>(from: T, make: (n: number) => T): T => {
      const to = make(length);
      to.set(from);
      return to;
    };
    this.starts = wider(this.starts, (n) => new Uint32Array(n));
    this.sizes = wider(this.sizes, (n) => new Uint32Array(n));
    this.rooms = wider(this.rooms, (n) => new Uint32Array(n));
    this.ordered = wider(this.ordered, (n) => new Uint8Array(n));
  }

  private widenDocs(docs: number): void {
    const length = Math.max(docs, this.placeOf.length * 2);
    const shelfOf = new Int32Array(length).fill(NONE);
    shelfOf.set(this.shelfOf);
    const placeOf = new Int32Array(length);
    placeOf.set(this.placeOf);
    this.shelfOf = shelfOf;
    this.placeOf = placeOf;
  }
}
