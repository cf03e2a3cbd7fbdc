import type { Context } from 'hono';
import type { ResultAsync } from 'neverthrow';
import type { Clock, IdempotencyRecords, Language, LinkBases, makeAdmitRequest, makeAuthenticate } from '@marketplace/core';
import type { OperationServices } from './operations/index.js';

/** What every route needs besides its operation's use case. */
export interface RestInfrastructure {
  /** Resolves a presented API key to its owner. */
  readonly authenticate: ReturnType<typeof makeAuthenticate>;
  readonly linkBases: LinkBases;
  /** The spec's request limits; absent or null: not limited. */
  readonly admitRequest?: ReturnType<typeof makeAdmitRequest> | null;
  /** The client's address for the limits without a key (the socket's, or per TRUST_PROXY). */
  readonly clientAddress?: (c: Context) => string;
  /** Idempotency-Key of owner writes; absent: the header is not honoured. */
  readonly idempotency?: IdempotencyRecords;
  readonly clock?: Clock;
  /** Records the language a key's owner asked for (users.lang); absent: not recorded. */
  readonly recordReadingLanguage?: (userId: string, lang: Language) => ResultAsync<void, unknown>;
  /** Where a bug (anything thrown) is reported; stderr when not given. */
  readonly reportError?: (error: unknown, c: Context) => void;
}

/**
 * What the REST app needs: the use cases its operations name (declared in each operation's module,
 * operations/*.ts) and the infrastructure above. Declared here, not imported from apps/server
 * (apps do not depend on each other); the server's `Services` is built on `RestServices`.
 */
export type RestDeps = OperationServices & RestInfrastructure;

/**
 * What a composition root provides for /api/v1: all of it, the optional parts too; the host app
 * adds how it reads the client's address and reports bugs.
 */
export type RestServices = OperationServices & Required<Omit<RestInfrastructure, 'clientAddress' | 'reportError'>>;
