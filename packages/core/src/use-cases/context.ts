import type { Language } from '../domain/language.js';
import type { Links } from '../domain/links.js';

/** What a read needs to know about its caller, resolved once per request at the edge. */
export interface ReadContext {
  readonly lang: Language;
  /** Link builder of the caller's channel (REST or MCP), so every link is tagged. */
  readonly links: Links;
}
