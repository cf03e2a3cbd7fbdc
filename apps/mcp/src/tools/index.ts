import { getAdvertTool } from './get-advert.js';
import { getCategoriesTool } from './get-categories.js';
import { getStorefrontTool } from './get-storefront.js';
import { searchAdvertsTool } from './search-adverts.js';
import type { ReadTool } from './read-tool.js';

/** Exactly the four read-only tools of the spec; write tools are not offered. */
export const READ_TOOLS: ReadonlyMap<string, ReadTool> = new Map(
  [searchAdvertsTool, getAdvertTool, getCategoriesTool, getStorefrontTool].map((tool) => [tool.definition.name, tool]),
);
