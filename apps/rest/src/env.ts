import type { Language, Principal } from '@marketplace/core';

/** Per-request values the middleware resolves once and the handlers read. */
export interface RestEnv {
  Variables: {
    lang: Language;
    /** The key's owner; null for an anonymous call. */
    principal: Principal | null;
    /** The spec's operation name of the matched route, for logs and metrics of the host app. */
    operation: string;
    /** The request's query parameters, parsed once (`requestQuery`). */
    query: URLSearchParams | undefined;
    /** The JSON text of the answer, as `jsonAnswer` sent it: what an Idempotency-Key keeps. */
    answerText: string | undefined;
  };
}
