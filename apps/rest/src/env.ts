import type { Language, Principal } from '@marketplace/core';

/** Per-request values the middleware resolves once and the handlers read. */
export interface RestEnv {
  Variables: {
    lang: Language;
    /** The key's owner; null for an anonymous call. */
    principal: Principal | null;
  };
}
