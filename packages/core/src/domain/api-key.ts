/** Scopes of the spec's authentication section. */
export const SCOPES = ['adverts:read', 'adverts:write', 'chats:read', 'chats:write', 'profile:read', 'webhooks:manage'] as const;
export type Scope = (typeof SCOPES)[number];

export const isScope = (value: string): value is Scope => (SCOPES as readonly string[]).includes(value);

/** Keys look like `mk_` + 40 base62 characters. */
export const API_KEY_PATTERN = /^mk_[0-9A-Za-z]{40}$/;
export const API_KEY_BODY_LENGTH = 40;
export const API_KEY_PREFIX = 'mk_';
export const MAX_ACTIVE_KEYS = 5;

export const isApiKeyFormat = (value: string): boolean => API_KEY_PATTERN.test(value);

/** What the key store knows about a key, looked up by the key's fingerprint. */
export interface ApiKeyRecord {
  readonly keyId: string;
  readonly userId: string;
  readonly scopes: readonly Scope[];
  readonly expiresAt: Date | null;
  readonly revokedAt: Date | null;
  readonly userBlockedAt: Date | null;
}

/** The caller a valid key acts as. */
export interface Principal {
  readonly userId: string;
  readonly keyId: string;
  readonly scopes: readonly Scope[];
}

/**
 * A key is live while it is neither revoked nor expired. Live keys are the ones counted against
 * `MAX_ACTIVE_KEYS`: blocking an account does not free its slots.
 */
export const isKeyLive = (key: Pick<ApiKeyRecord, 'revokedAt' | 'expiresAt'>, now: Date): boolean =>
  key.revokedAt === null && (key.expiresAt === null || key.expiresAt > now);

/**
 * The one rule of a usable key: live and its account not blocked. Stores hand core the facts
 * (`ApiKeyRecord`) and core decides; no store restates this in its query language.
 */
export const isKeyUsable = (key: ApiKeyRecord, now: Date): boolean => key.userBlockedAt === null && isKeyLive(key, now);
