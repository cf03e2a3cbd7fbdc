import type { ResultAsync } from 'neverthrow';
import type { Scope } from '../domain/api-key.js';
import type { Unavailable } from '../domain/errors.js';
import type { PlanName } from '../domain/plan.js';

export interface UserRecord {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly plan: PlanName;
  readonly businessName: string | null;
  readonly blockedAt: Date | null;
  readonly createdAt: Date;
}

export interface NewUser {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly firstName: string;
  readonly plan: PlanName;
  readonly businessName: string | null;
  readonly createdAt: Date;
}

export interface ApiKeySummary {
  readonly id: string;
  readonly name: string;
  readonly displayPrefix: string;
  readonly scopes: readonly Scope[];
  readonly createdAt: Date;
  readonly expiresAt: Date | null;
  readonly revokedAt: Date | null;
  readonly lastUsedAt: Date | null;
}

export interface NewApiKey {
  readonly id: string;
  readonly userId: string;
  readonly name: string;
  /** The whole key; the store keeps only its fingerprint and a display prefix. */
  readonly secret: string;
  readonly scopes: readonly Scope[];
  readonly createdAt: Date;
  readonly expiresAt: Date | null;
}

/** Users and their keys, as the operator manages them (CLI). */
export interface Accounts {
  /** Null when the email is taken. */
  createUser(user: NewUser): ResultAsync<UserRecord | null, Unavailable>;
  findUserByEmail(email: string): ResultAsync<UserRecord | null, Unavailable>;
  setPlan(userId: string, plan: PlanName): ResultAsync<void, Unavailable>;
  setBlocked(userId: string, blockedAt: Date | null): ResultAsync<void, Unavailable>;
  /**
   * Stores the key unless the user already has `maxActive` live keys at `now` (`isKeyLive`; then
   * null); counting and inserting hold the user's lock, so parallel creations cannot exceed it.
   */
  createKey(key: NewApiKey, maxActive: number, now: Date): ResultAsync<ApiKeySummary | null, Unavailable>;
  listKeys(userId: string): ResultAsync<ApiKeySummary[], Unavailable>;
  /** False when no such key. */
  revokeKey(keyId: string, now: Date): ResultAsync<boolean, Unavailable>;
}

/** Identifiers and secrets come from a port: core has no randomness of its own. */
export interface IdGenerator {
  newId(): string;
}

export interface SecretGenerator {
  /** `count` random characters of [0-9A-Za-z]. */
  base62(count: number): string;
  /** `bytes` random bytes in standard base64 (webhook secrets). */
  base64(bytes: number): string;
}
