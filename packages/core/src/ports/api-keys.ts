import type { ResultAsync } from 'neverthrow';
import type { ApiKeyRecord } from '../domain/api-key.js';
import type { Unavailable } from '../domain/errors.js';

/** Finds a key by its secret (adapters compare fingerprints, never the secret itself). */
export interface ApiKeyLookup {
  findBySecret(secret: string): ResultAsync<ApiKeyRecord | null, Unavailable>;
}
