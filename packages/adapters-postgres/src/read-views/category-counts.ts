import type { DocObserver, IndexedAdvert } from '@marketplace/search-index';
import { searchTokens } from '../search-doc.js';
import { STEP_DOCS } from './steps.js';

const CATEGORY_TOKEN = searchTokens.category('');

/**
 * Active adverts per category, its subtree included, as the search index holds them: each
 * advert's search document names its category and every ancestor (`#c<id>`), so adding a doc
 * counts it once in each of them and killing it takes it back. Fed by the index (DocObserver),
 * so it is exactly as fresh as searches are.
 *
 * Per doc it keeps which category path it counted (an interned path id, 2 bytes a doc).
 */
export class CategoryCounts implements DocObserver {
  private readonly counts = new Map<string, number>();
  /** Interned category paths: path id → its categories (id 0: none). */
  private readonly paths: (readonly string[])[] = [[]];
  private readonly pathIds = new Map<string, number>();
  private pathOf: Uint16Array;
  /** Bumped by every change: answers built from the counts may be reused while it stays. */
  version = 0;

  constructor(expected = 1024) {
    this.pathOf = new Uint16Array(Math.max(16, expected));
  }

  /** Active adverts in the category and all its subcategories. */
  count(categoryId: string): number {
    return this.counts.get(categoryId) ?? 0;
  }

  added(doc: number, advert: IndexedAdvert): void {
    const categories = advert.lexemes.filter((lexeme) => lexeme.startsWith(CATEGORY_TOKEN)).map((lexeme) => lexeme.slice(CATEGORY_TOKEN.length));
    if (categories.length === 0) return;
    const key = categories.join(' ');
    let path = this.pathIds.get(key);
    if (path === undefined) {
      path = this.paths.length;
      if (path > 0xffff) throw new Error('more than 65,535 distinct category paths');
      this.paths.push(categories);
      this.pathIds.set(key, path);
    }
    if (doc >= this.pathOf.length) {
      const wider = new Uint16Array(Math.max(doc + 1, this.pathOf.length * 2));
      wider.set(this.pathOf);
      this.pathOf = wider;
    }
    this.pathOf[doc] = path;
    for (const id of categories) this.counts.set(id, (this.counts.get(id) ?? 0) + 1);
    this.version++;
  }

  /** What a snapshot keeps (taken with the index's capture): the paths and each doc's, up to `docs`. */
  capture(docs: number): { readonly paths: readonly (readonly string[])[]; readonly pathOf: Uint16Array } {
    const pathOf = new Uint16Array(docs);
    pathOf.set(this.pathOf.subarray(0, Math.min(docs, this.pathOf.length)));
    return { paths: this.paths.slice(), pathOf };
  }

  /** Takes a snapshot's state (`capture`) into this empty view; the counts are made from it. A step every STEP_DOCS docs. */
  *restoring(paths: readonly (readonly string[])[], pathOf: Uint16Array): Generator<void, void, void> {
    if (this.paths.length !== 1 || this.version !== 0) throw new Error('category counts: restore into a view already in use');
    for (let id = 1; id < paths.length; id++) {
      this.paths.push(paths[id]!);
      this.pathIds.set(paths[id]!.join(' '), id);
    }
    this.pathOf = new Uint16Array(Math.max(16, pathOf.length + 1024));
    this.pathOf.set(pathOf);
    const perPath = new Uint32Array(paths.length);
    for (let doc = 0; doc < pathOf.length; doc++) {
      const path = pathOf[doc]!;
      if (path >= paths.length) throw new Error(`category counts: doc path ${path} past the ${paths.length} paths`);
      perPath[path]!++;
      if ((doc & (STEP_DOCS - 1)) === STEP_DOCS - 1) yield;
    }
    for (let path = 1; path < paths.length; path++) {
      for (const id of paths[path]!) this.counts.set(id, (this.counts.get(id) ?? 0) + perPath[path]!);
    }
    this.version++;
  }

  removed(doc: number): void {
    const path = this.pathOf[doc] ?? 0;
    if (path === 0) return;
    this.pathOf[doc] = 0;
    for (const id of this.paths[path]!) this.counts.set(id, this.counts.get(id)! - 1);
    this.version++;
  }
}
