import type { Context } from 'hono';
import type { ResultAsync } from 'neverthrow';
import type {
  Admission,
  AdmitRequestError,
  LinkBases,
  RateSubject,
  makeGetAdvert,
  makeGetCategories,
  makeGetStorefront,
  makeSearchAdverts,
} from '@marketplace/core';

/**
 * What the MCP app needs from the composition root: the four public reads and the link bases.
 * Declared here, not imported from apps/server (apps do not depend on each other); the
 * server's `Services` satisfies it.
 */
export interface McpDeps {
  readonly searchAdverts: ReturnType<typeof makeSearchAdverts>;
  readonly getAdvert: ReturnType<typeof makeGetAdvert>;
  readonly getCategories: ReturnType<typeof makeGetCategories>;
  readonly getStorefront: ReturnType<typeof makeGetStorefront>;
  readonly linkBases: LinkBases;
  /** The spec's request limits (core's makeAdmitRequest); absent or null: not limited. */
  readonly admitRequest?: ((subject: RateSubject) => ResultAsync<Admission, AdmitRequestError>) | null;
  /** The client's address, as for /api/v1 without a key. */
  readonly clientAddress?: (c: Context) => string;
  /** Where a bug (anything thrown) is reported; stderr when not given. */
  readonly reportError?: (error: unknown, c: Context) => void;
}
