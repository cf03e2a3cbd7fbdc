import { sql } from 'drizzle-orm';
import { okAsync, type ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type { CategoryCatalog, CategoryRecord, CategorySubtreeQuery, Language, Unavailable } from '@marketplace/core';
import type { Database } from '../db.js';
import { dbCall } from '../repositories/db-call.js';
import { num } from '../repositories/rows.js';
import type { SearchIndexFeed } from '../search-index/feed.js';
import type { CategoryCounts } from './category-counts.js';

const categoryRow = z.object({ id: z.string(), parent_id: z.string().nullable(), position: num, is_leaf: z.boolean() });
const titleRow = z.object({ category_id: z.string(), lang: z.string(), title: z.string() });

interface Category {
  readonly id: string;
  readonly parentId: string | null;
  readonly position: number;
  readonly isLeaf: boolean;
  /** Title by language; English is every language's fallback. */
  readonly titles: ReadonlyMap<string, string>;
}

/** The category tree: reference data, written by the seed, not by the service. */
interface Tree {
  readonly byId: ReadonlyMap<string, Category>;
  readonly children: ReadonlyMap<string | null, readonly Category[]>;
  readonly loadedAt: number;
}

interface Answer {
  readonly records: CategoryRecord[];
  readonly tree: Tree;
  readonly countsVersion: number;
  readonly counts: CategoryCounts;
}

export interface IndexedCategoryCatalogOptions {
  /** The longest the tree is kept without being read again (a bound on edits behind the service's back). */
  readonly treeTtlMs?: number;
  readonly now?: () => number;
}

/** Subtree answers kept per (start, depth, language): a few hundred at most. */
const ANSWERS = 1_024;

/**
 * The category tree with subtree counts, from memory: the tree and its titles are read once
 * (again after a rebuild of the index, and at least every `treeTtlMs`), the counts come from the
 * search index's category counts (docs/architecture/reads.md). While the index has not loaded,
 * `fallback` (the database) answers. An answer is kept and handed out again, the same array,
 * while neither the counts nor the tree changed, so its callers can keep what they built from it.
 */
export class IndexedCategoryCatalog implements CategoryCatalog {
  private tree: Promise<Tree> | null = null;
  private readonly answers = new Map<string, Answer>();
  private readonly treeTtlMs: number;
  private readonly now: () => number;

  constructor(
    private readonly database: Database,
    private readonly feed: SearchIndexFeed,
    private readonly fallback: CategoryCatalog,
    options: IndexedCategoryCatalogOptions = {},
  ) {
    this.treeTtlMs = options.treeTtlMs ?? 60_000;
    this.now = options.now ?? (() => performance.now());
    // A rebuild follows a bulk load, which may have written the categories too.
    feed.onChange((changed) => {
      if (changed === 'all') this.forgetTree();
    });
  }

  listSubtree(query: CategorySubtreeQuery): ResultAsync<CategoryRecord[] | null, Unavailable> {
    const views = this.feed.views;
    if (!views) return this.fallback.listSubtree(query);
    const key = `${query.parentId}|${query.depth}|${query.lang}`;
    const kept = this.answers.get(key);
    if (kept && kept.counts === views.categories && kept.countsVersion === views.categories.version && this.fresh(kept.tree)) {
      return okAsync(kept.records);
    }
    return dbCall(() => this.loadTree()).map((tree) => {
      const records = subtree(tree, views.categories, query);
      if (records === null) return null;
      if (this.answers.size >= ANSWERS) this.answers.clear();
      this.answers.set(key, { records, tree, countsVersion: views.categories.version, counts: views.categories });
      return records;
    });
  }

  private fresh(tree: Tree): boolean {
    return this.now() - tree.loadedAt <= this.treeTtlMs;
  }

  private forgetTree(): void {
    this.tree = null;
    this.answers.clear();
  }

  private async loadTree(): Promise<Tree> {
    const pending = this.tree;
    if (pending) {
      const tree = await pending.catch(() => null);
      if (tree && this.fresh(tree)) return tree;
      if (this.tree === pending) this.tree = null;
    }
    this.tree ??= this.readTree();
    return this.tree;
  }

  private async readTree(): Promise<Tree> {
    const loadedAt = this.now();
    const [rows, titles] = await Promise.all([
      this.database.query(sql`select id, parent_id, position, is_leaf from categories`),
      this.database.query(sql`select category_id, lang, title from category_titles`),
    ]);
    const titlesOf = new Map<string, Map<string, string>>();
    for (const raw of titles) {
      const row = titleRow.parse(raw);
      let map = titlesOf.get(row.category_id);
      if (!map) titlesOf.set(row.category_id, (map = new Map()));
      map.set(row.lang, row.title);
    }
    const byId = new Map<string, Category>();
    const children = new Map<string | null, Category[]>();
    for (const raw of rows) {
      const row = categoryRow.parse(raw);
      const category: Category = {
        id: row.id,
        parentId: row.parent_id,
        position: row.position,
        isLeaf: row.is_leaf,
        titles: titlesOf.get(row.id) ?? new Map(),
      };
      byId.set(category.id, category);
      const siblings = children.get(category.parentId) ?? [];
      siblings.push(category);
      children.set(category.parentId, siblings);
    }
    return { byId, children, loadedAt };
  }
}

const titleIn = (category: Category, lang: Language): string => category.titles.get(lang) ?? category.titles.get('en') ?? '';

/** The categories below `parentId` down to `depth` levels, flat; null when `parentId` names none. */
function subtree(tree: Tree, counts: CategoryCounts, query: CategorySubtreeQuery): CategoryRecord[] | null {
  if (query.parentId !== null && !tree.byId.has(query.parentId)) return null;
  const records: CategoryRecord[] = [];
  const visit = (parentId: string | null, level: number): void => {
    for (const category of tree.children.get(parentId) ?? []) {
      records.push({
        id: category.id,
        parentId: category.parentId,
        title: titleIn(category, query.lang),
        advertsCount: counts.count(category.id),
        isLeaf: category.isLeaf,
        position: category.position,
      });
      if (level < query.depth) visit(category.id, level + 1);
    }
  };
  visit(query.parentId, 1);
  return records;
}
