import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { apiKeyFingerprint, tables, type Database } from '@marketplace/adapters-postgres';
import { SCOPES, type Scope } from '@marketplace/core';

/**
 * API keys written straight into `api_keys` for tests (key management comes later): the row
 * holds only the fingerprint, as the service's own key creation will.
 */

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A fresh, well-formed key value: `mk_` + 40 base62 characters. */
export const newKeyValue = (): string =>
  `mk_${Array.from({ length: 40 }, () => BASE62[randomInt(BASE62.length)]).join('')}`;

export interface KeyOptions {
  readonly scopes?: readonly Scope[];
  readonly expiresAt?: Date | null;
  readonly revokedAt?: Date | null;
}

/** Stores a key for `userId` (every scope unless told) and returns its value. */
export async function issueKey(database: Database, userId: string, options: KeyOptions = {}): Promise<string> {
  const key = newKeyValue();
  await database.db.insert(tables.apiKeys).values({
    id: randomUUID(),
    userId,
    name: 'test key',
    displayPrefix: key.slice(0, 7),
    fingerprint: apiKeyFingerprint(key),
    scopes: [...(options.scopes ?? SCOPES)],
    createdAt: new Date('2026-01-01T00:00:00.000Z'),
    expiresAt: options.expiresAt ?? null,
    revokedAt: options.revokedAt ?? null,
  });
  return key;
}

/** Blocks the account: its keys stop working. */
export async function blockUser(database: Database, userId: string, at = new Date('2026-01-10T00:00:00.000Z')): Promise<void> {
  await database.db.update(tables.users).set({ blockedAt: at }).where(eq(tables.users.id, userId));
}
