import type { DocObserver, IndexedAdvert } from '@marketplace/search-index';

type Contour = IndexedAdvert['contour'];

interface Shelf {
  /** Live docs of one seller in one contour; in the newest order when `ordered`. */
  readonly docs: number[];
  ordered: boolean;
}

/**
 * Each seller's active adverts by contour, as the search index holds them (a storefront's
 * `adverts_total` and its newest page), fed by the index (DocObserver) so a storefront is as
 * fresh as a search. A shelf is put in the newest order when read after a change, once; a doc's
 * place on its shelf is kept so that killing it costs no scan.
 */
export class SellerAdverts implements DocObserver {
  private readonly shelves = new Map<string, Shelf>();
  private shelfOf: (Shelf | undefined)[] = [];
  private placeOf: Int32Array;

  constructor(expected = 1024) {
    this.placeOf = new Int32Array(Math.max(16, expected));
  }

  /** Active adverts of the seller in the contour. */
  total(sellerId: string, contour: Contour): number {
    return this.shelves.get(`${sellerId}|${contour}`)?.docs.length ?? 0;
  }

  /** The seller's first `limit` live docs in the contour, by `compare` (the index's newest order). */
  first(sellerId: string, contour: Contour, limit: number, compare: (a: number, b: number) => number): number[] {
    const shelf = this.shelves.get(`${sellerId}|${contour}`);
    if (!shelf) return [];
    if (!shelf.ordered) {
      shelf.docs.sort(compare);
      shelf.docs.forEach((doc, at) => (this.placeOf[doc] = at));
      shelf.ordered = true;
    }
    return shelf.docs.slice(0, limit);
  }

  added(doc: number, advert: IndexedAdvert): void {
    if (advert.sellerId === undefined) return;
    const key = `${advert.sellerId}|${advert.contour}`;
    let shelf = this.shelves.get(key);
    if (!shelf) this.shelves.set(key, (shelf = { docs: [], ordered: true }));
    if (doc >= this.placeOf.length) {
      const wider = new Int32Array(Math.max(doc + 1, this.placeOf.length * 2));
      wider.set(this.placeOf);
      this.placeOf = wider;
    }
    this.placeOf[doc] = shelf.docs.length;
    this.shelfOf[doc] = shelf;
    shelf.docs.push(doc);
    shelf.ordered = shelf.docs.length === 1;
  }

  /**
   * What a snapshot keeps (taken with the index's capture): the shelves' keys and each doc's
   * shelf (its index in `keys`, -1 for none), up to `docs`.
   */
  capture(docs: number): { readonly keys: readonly string[]; readonly shelfOf: Int32Array } {
    const keys: string[] = [];
    const shelfOf = new Int32Array(docs).fill(-1);
    for (const [key, shelf] of this.shelves) {
      if (shelf.docs.length === 0) continue;
      for (const doc of shelf.docs) if (doc < docs) shelfOf[doc] = keys.length;
      keys.push(key);
    }
    return { keys, shelfOf };
  }

  /** Takes a snapshot's state (`capture`) into this empty view; each shelf is ordered when first read. */
  restore(keys: readonly string[], shelfOf: Int32Array): void {
    if (this.shelves.size !== 0) throw new Error('seller adverts: restore into a view already in use');
    const shelves = keys.map((key) => {
      const shelf: Shelf = { docs: [], ordered: false };
      this.shelves.set(key, shelf);
      return shelf;
    });
    this.placeOf = new Int32Array(Math.max(16, shelfOf.length + 1024));
    for (let doc = 0; doc < shelfOf.length; doc++) {
      const at = shelfOf[doc]!;
      if (at < 0) continue;
      const shelf = shelves[at];
      if (!shelf) throw new Error(`seller adverts: doc shelf ${at} past the ${keys.length} shelves`);
      this.placeOf[doc] = shelf.docs.length;
      this.shelfOf[doc] = shelf;
      shelf.docs.push(doc);
    }
  }

  removed(doc: number): void {
    const shelf = this.shelfOf[doc];
    if (!shelf) return;
    this.shelfOf[doc] = undefined;
    // The last doc takes the killed one's place: the shelf is then out of order.
    const at = this.placeOf[doc]!;
    const last = shelf.docs.pop()!;
    if (last !== doc) {
      shelf.docs[at] = last;
      this.placeOf[last] = at;
      shelf.ordered = false;
    }
  }
}
