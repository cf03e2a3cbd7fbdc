import type { ResultAsync } from 'neverthrow';
import type { ApiKeyRecord } from '../domain/api-key.js';
import type { Unavailable } from '../domain/errors.js';

/** Finds a key by its secret (adapters compare fingerprints, never the secret itself). */
export interface ApiKeyLookup {
  findBySecret(secret: string): ResultAsync<ApiKeyRecord | null, Unavailable>;
  /**
   * Records that a key was used at `at` (shown to operators as `last_used_at`). Optional;
   * adapters may keep it coarse (a minute) to spare a write per request.
   */
  recordUse?(keyId: string, at: Date): ResultAsync<void, Unavailable>;
}
