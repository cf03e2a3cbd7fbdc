import { bucketMembers } from './buckets.js';
import { FLAG_BUSINESS, FLAG_BUY, UuidTable, type FrozenColumns } from './columns.js';
import { cellKey, fineKey } from './grid.js';
import { grouping } from './groups.js';

/**
 * What a snapshot's load computes from the columns before it makes a bitmap: which live docs go
 * into each filter, grid cell, fine cell and ordered bucket, and the UUID table's slots. Plain
 * typed arrays from plain typed arrays, no bitmap and no index: the load runs it on another
 * thread when it can (`ReadSnapshotOptions.layout`: the columns are then shared memory), or in
 * steps on its own (decision 0082). The index then only makes its bitmaps from the groups.
 */
export interface LayoutInput {
  /** The columns of the snapshot's docs. */
  readonly columns: FrozenColumns;
  /** The live docs, ascending. */
  readonly alive: Uint32Array;
  readonly currencies: number;
  /** Where each order's buckets are cut (the snapshot's bounds). */
  readonly bounds: { readonly newest: readonly number[]; readonly price: readonly (readonly number[])[] };
  /** A grid cell of at least this many docs is cut into fine cells too. */
  readonly fineCellDocs: number;
  /** The UUID table's slots to lay the live docs in (a power of two, at least twice their number). */
  readonly uuidSlots: number;
}

export interface Layout {
  readonly sell: Uint32Array;
  readonly buy: Uint32Array;
  readonly private: Uint32Array;
  readonly business: Uint32Array;
  readonly located: Uint32Array;
  /** Per currency code: its priced docs. */
  readonly priced: readonly Uint32Array[];
  /** The grid's cells in the order their first doc comes, with their docs. */
  readonly cells: readonly { readonly key: number; readonly docs: Uint32Array }[];
  /** Per crowded cell (as many docs as `fineCellDocs`): its fine cells in the same way. */
  readonly fineCells: readonly { readonly key: number; readonly cells: readonly { readonly key: number; readonly docs: Uint32Array }[] }[];
  /** Per bucket of the newest order: its docs. */
  readonly newest: readonly Uint32Array[];
  /** Per currency code, per bucket of its price order: its docs. */
  readonly price: readonly (readonly Uint32Array[])[];
  /** The UUID table's slots holding every live doc (`uuidSlots` of them). */
  readonly uuidSlots: Int32Array;
}

/** The layout of `input`, in steps of a few milliseconds (`runInSlices`; `runAtOnce` on a thread of its own). */
export function* layingOut(input: LayoutInput): Generator<void, Layout, void> {
  const { columns: c, alive } = input;
  const n = alive.length;
  const typeKey = new Uint32Array(n);
  const contourKey = new Uint32Array(n);
  const pricedDocs = new Uint32Array(n);
  const pricedKey = new Uint32Array(n);
  const locatedDocs = new Uint32Array(n);
  const cellOfLocated = new Uint32Array(n);
  const cellIds = new Map<number, number>();
  let priced = 0;
  let located = 0;
  for (let i = 0; i < n; i++) {
    const doc = alive[i]!;
    if ((i & 32_767) === 32_767) yield;
    const flags = c.flags[doc]!;
    typeKey[i] = flags & FLAG_BUY ? 1 : 0;
    contourKey[i] = flags & FLAG_BUSINESS ? 1 : 0;
    const price = c.price[doc]!;
    if (!Number.isNaN(price)) {
      const code = c.currencyOf[doc]!;
      if (code >= input.currencies) throw new Error(`live doc ${doc} of currency ${code}, past the ${input.currencies} currencies`);
      pricedDocs[priced] = doc;
      pricedKey[priced++] = code;
    }
    const lat = c.lat[doc]!;
    if (!Number.isNaN(lat)) {
      const key = cellKey(lat, c.lon[doc]!);
      let id = cellIds.get(key);
      if (id === undefined) cellIds.set(key, (id = cellIds.size));
      locatedDocs[located] = doc;
      cellOfLocated[located++] = id;
    }
  }
  const [sell, buy] = yield* grouping(alive, typeKey, 2);
  const [privateDocs, business] = yield* grouping(alive, contourKey, 2);
  const pricedBy = yield* grouping(pricedDocs.subarray(0, priced), pricedKey.subarray(0, priced), input.currencies);
  const cellDocs = yield* grouping(locatedDocs.subarray(0, located), cellOfLocated.subarray(0, located), cellIds.size);
  const cells = [...cellIds].map(([key, id]) => ({ key, docs: cellDocs[id]! }));
  const fineCells: { key: number; cells: { key: number; docs: Uint32Array }[] }[] = [];
  for (const cell of cells) {
    if (cell.docs.length < input.fineCellDocs) continue;
    fineCells.push({ key: cell.key, cells: yield* fineCellsOf(c, cell.docs) });
  }
  if (input.bounds.price.length !== input.currencies) throw new Error('price bounds for every currency');
  const newest = yield* bucketMembers(alive, (doc) => c.sortAt[doc]!, input.bounds.newest);
  const price: Uint32Array[][] = [];
  for (let code = 0; code < input.currencies; code++) price.push(yield* bucketMembers(pricedBy[code]!, (doc) => c.price[doc]!, input.bounds.price[code]!));
  const uuidSlots = yield* UuidTable.layingOut(c.uuids, input.uuidSlots, alive);
  return { sell: sell!, buy: buy!, private: privateDocs!, business: business!, located: locatedDocs.subarray(0, located), priced: pricedBy, cells, fineCells, newest, price, uuidSlots };
}

/** A crowded cell's docs by fine cell, the fine cells in the order their first doc comes. */
export function* fineCellsOf(c: FrozenColumns, docs: Uint32Array): Generator<void, { key: number; docs: Uint32Array }[], void> {
  const ids = new Map<number, number>();
  const idOf = new Uint32Array(docs.length);
  for (let i = 0; i < docs.length; i++) {
    const at = fineKey(c.lat[docs[i]!]!, c.lon[docs[i]!]!);
    let id = ids.get(at);
    if (id === undefined) ids.set(at, (id = ids.size));
    idOf[i] = id;
    if ((i & 16_383) === 16_383) yield;
  }
  const members = yield* grouping(docs, idOf, ids.size);
  return [...ids].map(([key, id]) => ({ key, docs: members[id]! }));
}

/** The buffers a layout's arrays live in: moved, not copied, when it is posted from a thread. */
export function layoutBuffers(layout: Layout): ArrayBuffer[] {
  const buffers = new Set<ArrayBufferLike>();
  const add = (array: ArrayBufferView) => buffers.add(array.buffer);
  [layout.sell, layout.buy, layout.private, layout.business, layout.located, layout.uuidSlots, ...layout.priced, ...layout.newest].forEach(add);
  for (const cell of layout.cells) add(cell.docs);
  for (const crowded of layout.fineCells) for (const cell of crowded.cells) add(cell.docs);
  for (const order of layout.price) order.forEach(add);
  return [...buffers].filter((buffer): buffer is ArrayBuffer => buffer instanceof ArrayBuffer);
}
