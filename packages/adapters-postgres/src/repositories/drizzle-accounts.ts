import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { isKeyLive, isScope, isPlanName, type Accounts, type ApiKeySummary, type NewApiKey, type NewUser, type PlanName, type UserRecord } from '@marketplace/core';
import type { Database } from '../db.js';
import { dbCall } from './db-call.js';
import { lockOwner } from './owner-transaction.js';
import { apiKeyFingerprint } from './drizzle-api-key-lookup.js';
import { date, dateOrNull, textArray } from './rows.js';
import { rowsOf } from './tx.js';

const userRow = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  plan: z.string().refine(isPlanName),
  business_name: z.string().nullable(),
  blocked_at: dateOrNull,
  created_at: date,
});

const keyRow = z.object({
  id: z.string(),
  name: z.string(),
  display_prefix: z.string(),
  scopes: textArray,
  created_at: date,
  expires_at: dateOrNull,
  revoked_at: dateOrNull,
  last_used_at: dateOrNull,
});

const keyStateRows = z.array(z.object({ revoked_at: dateOrNull, expires_at: dateOrNull }));

const toUser = (raw: unknown): UserRecord => {
  const row = userRow.parse(raw);
  return {
    id: row.id, email: row.email, name: row.name, plan: row.plan as PlanName, businessName: row.business_name,
    blockedAt: row.blocked_at, createdAt: row.created_at,
  };
};

const toKey = (raw: unknown): ApiKeySummary => {
  const row = keyRow.parse(raw);
  return {
    id: row.id, name: row.name, displayPrefix: row.display_prefix, scopes: row.scopes.filter(isScope),
    createdAt: row.created_at, expiresAt: row.expires_at, revokedAt: row.revoked_at, lastUsedAt: row.last_used_at,
  };
};

const USER_COLUMNS = sql`u.id, u.email, u.name, u.plan, b.name as business_name, u.blocked_at, u.created_at`;
/** What a key list shows: enough to tell keys apart, never the secret or its fingerprint. */
const DISPLAY_PREFIX_LENGTH = 8;

export class DrizzleAccounts implements Accounts {
  constructor(private readonly database: Database) {}

  createUser(user: NewUser) {
    return dbCall(async () =>
      this.database.db.transaction(async (tx) => {
        const inserted = await rowsOf(tx, sql`
          insert into users (id, email, name, first_name, plan, created_at)
          values (${user.id}::uuid, ${user.email}, ${user.name}, ${user.firstName}, ${user.plan}, ${user.createdAt.toISOString()}::timestamptz)
          on conflict (email) do nothing returning id`);
        if (inserted.length === 0) return null;
        if (user.businessName) {
          await tx.execute(sql`insert into businesses (user_id, name) values (${user.id}::uuid, ${user.businessName})`);
        }
        const [row] = await rowsOf(tx, sql`select ${USER_COLUMNS} from users u left join businesses b on b.user_id = u.id where u.id = ${user.id}::uuid`);
        return toUser(row);
      }),
    );
  }

  findUserByEmail(email: string) {
    return dbCall(async () => {
      const [row] = await this.database.query(sql`
        select ${USER_COLUMNS} from users u left join businesses b on b.user_id = u.id where u.email = ${email.toLowerCase()}`);
      return row ? toUser(row) : null;
    });
  }

  setPlan(userId: string, plan: PlanName) {
    return dbCall(async () => {
      await this.database.db.execute(sql`update users set plan = ${plan} where id = ${userId}::uuid`);
    });
  }

  setBlocked(userId: string, blockedAt: Date | null) {
    return dbCall(async () => {
      await this.database.db.execute(sql`update users set blocked_at = ${blockedAt ? blockedAt.toISOString() : null}::timestamptz where id = ${userId}::uuid`);
    });
  }

  createKey(key: NewApiKey, maxActive: number, now: Date) {
    return dbCall(async () =>
      this.database.db.transaction(async (tx) => {
        // The user's lock makes count-then-insert atomic against parallel creations.
        await lockOwner(tx, this.database, key.userId);
        // Core's rule decides which keys count (a user has a handful of rows, read under the lock).
        const existing = keyStateRows.parse(await rowsOf(tx, sql`select revoked_at, expires_at from api_keys where user_id = ${key.userId}::uuid`));
        const live = existing.filter((row) => isKeyLive({ revokedAt: row.revoked_at, expiresAt: row.expires_at }, now)).length;
        if (live >= maxActive) return null;
        const [row] = await rowsOf(tx, sql`
          insert into api_keys (id, user_id, name, display_prefix, fingerprint, scopes, created_at, expires_at)
          values (${key.id}::uuid, ${key.userId}::uuid, ${key.name}, ${key.secret.slice(0, DISPLAY_PREFIX_LENGTH)},
            ${apiKeyFingerprint(key.secret)}, ${`{${key.scopes.join(',')}}`}::text[], ${key.createdAt.toISOString()}::timestamptz,
            ${key.expiresAt ? key.expiresAt.toISOString() : null}::timestamptz)
          returning id, name, display_prefix, scopes, created_at, expires_at, revoked_at, last_used_at`);
        return toKey(row);
      }),
    );
  }

  listKeys(userId: string) {
    return dbCall(async () =>
      (await this.database.query(sql`
        select id, name, display_prefix, scopes, created_at, expires_at, revoked_at, last_used_at
        from api_keys where user_id = ${userId}::uuid order by created_at, id`)).map(toKey),
    );
  }

  revokeKey(keyId: string, now: Date) {
    return dbCall(async () => {
      const rows = await this.database.query(sql`
        update api_keys set revoked_at = coalesce(revoked_at, ${now.toISOString()}::timestamptz)
        where id = ${keyId}::uuid returning id`);
      return rows.length > 0;
    });
  }
}
