import type { Language } from './language.js';

export type CategoryKind = 'goods' | 'services' | 'jobs' | 'property' | 'vehicles';

/** The category path as the spec shows it: localized titles, root first. */
export const CATEGORY_PATH_SEPARATOR = ' / ';
export const formatCategoryPath = (titles: readonly string[]): string =>
  titles.join(CATEGORY_PATH_SEPARATOR);

export const CATEGORY_DEPTH = { min: 1, max: 4, default: 2 } as const;

/**
 * How many levels a read of the whole tree asks for (fill_from_photos' leaves, get_category's
 * path): the deepest get_categories shows, which the catalogue's three levels are within.
 */
export const WHOLE_TREE_DEPTH = CATEGORY_DEPTH.max;

/** A category's stored facts: its place in the tree and its title in every answer language. */
export interface StoredCategory {
  readonly id: string;
  readonly parentId: string | null;
  readonly position: number;
  readonly kind: CategoryKind;
  readonly titles: Readonly<Record<Language, string>>;
}
