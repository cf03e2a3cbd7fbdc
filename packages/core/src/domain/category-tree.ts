/** One category as a port lists it, flat; the use case builds the tree. */
export interface CategoryRecord {
  readonly id: string;
  readonly parentId: string | null;
  readonly title: string;
  /** Active adverts in the category and all its subcategories. */
  readonly advertsCount: number;
  readonly isLeaf: boolean;
  /** Sibling order. */
  readonly position: number;
}

export interface CategoryNode {
  readonly id: string;
  readonly title: string;
  readonly advertsCount: number;
  readonly isLeaf: boolean;
  /** Absent at the depth limit and for a leaf. */
  readonly children: CategoryNode[] | null;
}

/**
 * Builds the forest under `parentId` (null: from the roots) down to `depth` levels.
 * Children are null for leaves and for the nodes at the depth limit.
 */
export function buildCategoryTree(
  records: readonly CategoryRecord[],
  parentId: string | null,
  depth: number,
): CategoryNode[] {
  const byParent = new Map<string | null, CategoryRecord[]>();
  for (const record of records) {
    const siblings = byParent.get(record.parentId) ?? [];
    siblings.push(record);
    byParent.set(record.parentId, siblings);
  }
  const build = (parent: string | null, level: number): CategoryNode[] =>
    (byParent.get(parent) ?? [])
      .slice()
      .sort((a, b) => a.position - b.position || a.title.localeCompare(b.title))
      .map((record) => ({
        id: record.id,
        title: record.title,
        advertsCount: record.advertsCount,
        isLeaf: record.isLeaf,
        children: record.isLeaf || level >= depth ? null : build(record.id, level + 1),
      }));
  return build(parentId, 1);
}
