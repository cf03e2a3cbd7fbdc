import type { Context } from 'hono';
import type { ResultAsync } from 'neverthrow';
import type { Admission, AdmitRequestError, LinkBases, RateSubject } from '@marketplace/core';
import type { ToolServices } from './tools/index.js';

/** What the app needs besides its tools' use cases. */
export interface McpInfrastructure {
  readonly linkBases: LinkBases;
  /** The spec's request limits (core's makeAdmitRequest); absent or null: not limited. */
  readonly admitRequest?: ((subject: RateSubject) => ResultAsync<Admission, AdmitRequestError>) | null;
  /** The client's address, as for /api/v1 without a key. */
  readonly clientAddress?: (c: Context) => string;
  /** Where a bug (anything thrown) is reported; stderr when not given. */
  readonly reportError?: (error: unknown, c: Context) => void;
}

/**
 * What the MCP app needs from the composition root: the use cases its tools name (each tool's
 * module declares its own, tools/*.ts) and the infrastructure above. Declared here, not imported
 * from apps/server (apps do not depend on each other); the server's `Services` satisfies it.
 */
export type McpDeps = ToolServices & McpInfrastructure;
