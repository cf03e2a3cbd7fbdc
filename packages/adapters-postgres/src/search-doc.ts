export { searchTokens, searchDocLexemes, type SearchDocInput } from '@marketplace/search-index';

/** The text form of a text[] literal for array_to_tsvector (used by COPY). */
export function pgTextArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
