import type { CategoryFixture } from '@marketplace/core/testing';
import { Random } from '../random.js';
import { LEAF_CATALOG, type LeafCatalog } from './items.js';
import { CATALOG, type CatalogGroup, type CatalogRoot } from './tree.js';

/** Category ids depend on the slug only, so they are the same for every seed and size. */
export const categoryId = (slug: string): string => Random.for('category', slug).uuid();

export interface LeafInfo {
  readonly id: string;
  readonly slug: string;
  readonly root: CatalogRoot;
  readonly group: CatalogGroup;
  /** What adverts in this leaf offer. */
  readonly catalog: LeafCatalog;
}

export function catalogCategories(): CategoryFixture[] {
  const out: CategoryFixture[] = [];
  CATALOG.forEach((root, r) => {
    out.push({ id: categoryId(root.slug), parentId: null, position: r, kind: root.kind, titles: root.titles });
    root.groups.forEach((group, g) => {
      out.push({ id: categoryId(group.slug), parentId: categoryId(root.slug), position: g, kind: root.kind, titles: group.titles });
      group.leaves.forEach((leaf, l) => {
        out.push({ id: categoryId(leaf.slug), parentId: categoryId(group.slug), position: l, kind: root.kind, titles: leaf.titles });
      });
    });
  });
  return out;
}

export const LEAVES: readonly LeafInfo[] = CATALOG.flatMap((root) =>
  root.groups.flatMap((group) =>
    group.leaves.map((leaf) => {
      const catalog = LEAF_CATALOG[leaf.slug];
      if (!catalog) throw new Error(`no catalogue entry for the leaf ${leaf.slug}`);
      return { id: categoryId(leaf.slug), slug: leaf.slug, root, group, catalog };
    }),
  ),
);
