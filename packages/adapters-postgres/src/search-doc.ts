import { foldText, indexWords } from '@marketplace/core';

/**
 * What an active advert is indexed under in `adverts.search_doc` (a tsvector of exact lexemes,
 * built with array_to_tsvector so PostgreSQL's parser never changes them):
 * - every folded word of the title and description in the original and each stored translation;
 * - filter tokens starting with '#', which no search word can start with (words are letters and
 *   digits only), so a prefix query never reaches them: category and each ancestor, city,
 *   contour, advert type.
 * One GIN index then answers words and filters together and can count matches.
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

/** The text form of a text[] literal for array_to_tsvector (used by COPY). */
export function pgTextArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
