import type { UnionToIntersection } from 'type-fest';
import type { DomainError } from '@marketplace/core';
import { getAdvertTool } from './get-advert.js';
import { getCategoriesTool } from './get-categories.js';
import { getStorefrontTool } from './get-storefront.js';
import { searchAdvertsTool } from './search-adverts.js';
import type { ReadTool } from './read-tool.js';

/**
 * Exactly the four read-only tools of the spec; write tools are not offered. The listing, the
 * app's dependencies (`ToolServices`) and the union of failures (`ReadError`) are derived from it.
 */
export const READ_TOOLS = [searchAdvertsTool, getAdvertTool, getCategoriesTool, getStorefrontTool] as const;

type ListedTool = (typeof READ_TOOLS)[number];

/** The use cases the tools need, by name: each one's needs, together. */
export type ToolServices = UnionToIntersection<ListedTool extends ReadTool<infer S, DomainError<string>> ? S : never>;

/** Every expected failure of the tools: the tool-error table (tool-errors.ts) has a row for each code, no more. */
export type ReadError = ListedTool extends ReadTool<never, infer E> ? E : never;
