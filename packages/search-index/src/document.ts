import { foldText, indexWords } from '@marketplace/core';

/**
 * What the engine indexes of one active advert: the columns it filters and orders by, and the
 * lexemes of its search document (folded words and '#' filter tokens), as the database stores them.
 */
export interface IndexedAdvert {
  /** UUID, lower case. */
  readonly id: string;
  readonly type: 'sell' | 'buy';
  readonly contour: 'private' | 'business';
  /** sort_at in microseconds since the epoch: the database's own precision, for exact ties. */
  readonly sortAtMicros: number;
  readonly priceMinor: number | null;
  readonly currency: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
  /** The search document's lexemes: folded words and '#' filter tokens. */
  readonly lexemes: readonly string[];
  /** The seller (for the read views: storefronts); the engine itself does not use it. */
  readonly sellerId?: string;
}

/**
 * The filter tokens of a search document. They start with '#', which no search word can start
 * with (words are letters and digits), so a prefix query never reaches them.
 */
export const searchTokens = {
  category: (categoryId: string) => `#c${categoryId}`,
  city: (city: string) => `#t${foldText(city).trim().replace(/\s+/g, '_')}`,
  contour: (contour: 'private' | 'business') => (contour === 'business' ? '#sb' : '#sp'),
  advertType: (type: 'sell' | 'buy') => (type === 'sell' ? '#as' : '#ab'),
};

export interface SearchDocInput {
  readonly texts: readonly { readonly title: string; readonly description: string }[];
  /** The category and its ancestors. */
  readonly categoryPath: readonly string[];
  readonly city: string | null;
  readonly contour: 'private' | 'business';
  readonly type: 'sell' | 'buy';
}

/**
 * An advert's search document: every folded word of the title and description in the original
 * and each stored translation, then its filter tokens (category and each ancestor, contour,
 * advert type, city).
 */
export function searchDocLexemes(input: SearchDocInput): string[] {
  const words = indexWords(input.texts.flatMap((t) => [t.title, t.description]));
  const tokens = [
    ...input.categoryPath.map(searchTokens.category),
    searchTokens.contour(input.contour),
    searchTokens.advertType(input.type),
  ];
  if (input.city) tokens.push(searchTokens.city(input.city));
  return [...words, ...tokens];
}
