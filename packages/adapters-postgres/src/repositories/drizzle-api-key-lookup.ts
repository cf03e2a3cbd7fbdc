import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { okAsync } from 'neverthrow';
import { z } from 'zod';
import { isScope, type ApiKeyLookup, type ApiKeyRecord } from '@marketplace/core';
import type { Database } from '../db.js';
import { dbCall } from './db-call.js';
import { dateOrNull, textArray } from './rows.js';

/**
 * The stored fingerprint of a key: SHA-256, hex. Lookup goes by this digest through a unique
 * index, so the time it takes does not depend on how much of a guessed secret is right.
 */
export const apiKeyFingerprint = (secret: string): string => createHash('sha256').update(secret).digest('hex');

const keyRow = z.object({
  id: z.string(),
  user_id: z.string(),
  scopes: textArray,
  expires_at: dateOrNull,
  revoked_at: dateOrNull,
  blocked_at: dateOrNull,
});

/** A key's use is written at most once a minute (per process, and per row in the database). */
const USE_RESOLUTION_MS = 60_000;

export class DrizzleApiKeyLookup implements ApiKeyLookup {
  /** When this process last wrote each key's use. */
  private readonly recorded = new Map<string, number>();

  constructor(private readonly database: Database) {}

  recordUse(keyId: string, at: Date) {
    const last = this.recorded.get(keyId);
    if (last !== undefined && at.getTime() - last < USE_RESOLUTION_MS) return okAsync(undefined);
    this.recorded.set(keyId, at.getTime());
    if (this.recorded.size > 10_000) this.recorded.clear();
    return dbCall(async () => {
      await this.database.queryPrepared(sql`
        update api_keys set last_used_at = ${at.toISOString()}::timestamptz
        where id = ${keyId}::uuid
          and (last_used_at is null or last_used_at < ${new Date(at.getTime() - USE_RESOLUTION_MS).toISOString()}::timestamptz)`);
    });
  }

  findBySecret(secret: string) {
    return dbCall(async (): Promise<ApiKeyRecord | null> => {
      const [raw] = await this.database.queryPrepared(sql`
        select k.id, k.user_id, k.scopes, k.expires_at, k.revoked_at, u.blocked_at
        from api_keys k join users u on u.id = k.user_id
        where k.fingerprint = ${apiKeyFingerprint(secret)}`);
      if (!raw) return null;
      const row = keyRow.parse(raw);
      return {
        keyId: row.id,
        userId: row.user_id,
        scopes: row.scopes.filter(isScope),
        expiresAt: row.expires_at,
        revokedAt: row.revoked_at,
        userBlockedAt: row.blocked_at,
      };
    });
  }
}
