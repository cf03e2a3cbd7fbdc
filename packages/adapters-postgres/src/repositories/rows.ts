import { z } from 'zod';
import { LANGUAGES } from '@marketplace/core';

/** Database rows are checked at the adapter edge; drivers differ in how they type numbers. */
export const num = z.coerce.number();
export const numOrNull = z.union([z.null(), z.coerce.number()]);
export const date = z.coerce.date();
export const dateOrNull = z.union([z.null(), z.coerce.date()]);
export const lang = z.enum(LANGUAGES);
export const textArray = z.union([
  z.array(z.string()),
  z.string().transform((s) => (s === '{}' ? [] : s.replace(/^\{|\}$/g, '').split(',').map((v) => v.replace(/^"|"$/g, '')))),
]);

/** A literal uuid[] for ids the service produced or validated (never raw user text). */
export const uuidArray = (ids: readonly string[]): string => `{${ids.join(',')}}`;
