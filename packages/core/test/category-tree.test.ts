import { describe, expect, it } from 'vitest';
import { buildCategoryTree, type CategoryRecord } from '../src/index.js';

const record = (id: string, parentId: string | null, position: number, isLeaf = false): CategoryRecord => ({
  id, parentId, title: id, advertsCount: 1, isLeaf, position,
});

describe('buildCategoryTree', () => {
  const records = [
    record('b', null, 2),
    record('a', null, 1),
    record('a1', 'a', 1),
    record('a1x', 'a1', 1, true),
    record('b1', 'b', 1, true),
  ];

  it('nests children in sibling order down to the depth', () => {
    const tree = buildCategoryTree(records, null, 2);
    expect(tree.map((n) => n.id)).toEqual(['a', 'b']);
    expect(tree[0]!.children!.map((n) => n.id)).toEqual(['a1']);
  });

  it('leaves children out at the depth limit and for leaves', () => {
    const tree = buildCategoryTree(records, null, 2);
    expect(tree[0]!.children![0]!.children).toBeNull();
    expect(tree[1]!.children![0]!.children).toBeNull();
    expect(buildCategoryTree(records, null, 3)[0]!.children![0]!.children!.map((n) => n.id)).toEqual(['a1x']);
  });

  it('starts below a parent', () => {
    expect(buildCategoryTree(records, 'a', 1).map((n) => n.id)).toEqual(['a1']);
    expect(buildCategoryTree(records, 'a', 1)[0]!.children).toBeNull();
  });
});
