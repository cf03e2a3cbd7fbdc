import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccountAdmin, makeAuthenticate, SCOPES } from '@marketplace/core';
import { FixedClock } from '@marketplace/core/testing';
import { createTestDatabase, type TestDatabase } from '../src/testing/index.js';
import { cryptoSecrets, DrizzleAccounts, DrizzleApiKeyLookup, randomIds } from '../src/index.js';

describe('accounts and keys on PostgreSQL', () => {
  let test: TestDatabase;
  const clock = new FixedClock(new Date('2026-03-01T10:00:00Z'));
  let admin: ReturnType<typeof makeAccountAdmin>;

  beforeAll(async () => {
    test = await createTestDatabase();
    admin = makeAccountAdmin({ accounts: new DrizzleAccounts(test.database), ids: randomIds, secrets: cryptoSecrets, clock });
    (await admin.createUser({ email: 'Owner@Example.com', name: 'Olga Owner', plan: 'plus', business: 'Olga Shop' }))._unsafeUnwrap();
  });
  afterAll(async () => test?.drop());

  it('creates a user once per email, case-insensitively', async () => {
    const again = await admin.createUser({ email: 'owner@example.com', name: 'Other' });
    expect(again._unsafeUnwrapErr()).toMatchObject({ code: 'email_taken', field: 'email' });
  });

  it('never creates more than five active keys, even in parallel', async () => {
    const results = await Promise.all(
      Array.from({ length: 9 }, (_, i) => admin.createKey({ email: 'owner@example.com', name: `k${i}`, scopes: ['profile:read'], expires_in: null })),
    );
    expect(results.filter((r) => r.isOk())).toHaveLength(5);
    expect(results.filter((r) => r.isErr()).map((r) => r._unsafeUnwrapErr().code)).toEqual(Array(4).fill('key_limit_reached'));
    const keys = (await admin.listKeys({ email: 'owner@example.com' }))._unsafeUnwrap();
    expect(keys.filter((k) => k.active)).toHaveLength(5);
    // A revoked key frees a slot.
    (await admin.revokeKey({ key_id: keys[0]!.id }))._unsafeUnwrap();
    expect((await admin.createKey({ email: 'owner@example.com', name: 'after', scopes: [...SCOPES], expires_in: '30d' })).isOk()).toBe(true);
  });

  it('stores only a fingerprint and a short prefix, and finds the key by its secret', async () => {
    (await admin.createUser({ email: 'keys@example.com', name: 'Kira Keys' }))._unsafeUnwrap();
    const created = (await admin.createKey({ email: 'keys@example.com', name: 'x', scopes: ['adverts:read'], expires_in: null }))._unsafeUnwrap();
    expect(created.key).toMatch(/^mk_[0-9A-Za-z]{40}$/);
    const [row] = await test.database.query<{ fingerprint: string; display_prefix: string }>(
      sql`select fingerprint, display_prefix from api_keys where id = ${created.id}::uuid`,
    );
    expect(row!.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.fingerprint).not.toContain(created.key.slice(3));
    expect(created.key.startsWith(row!.display_prefix)).toBe(true);
    expect(row!.display_prefix.length).toBe(8);
    const found = (await new DrizzleApiKeyLookup(test.database).findBySecret(created.key))._unsafeUnwrap();
    expect(found).toMatchObject({ keyId: created.id, scopes: ['adverts:read'], revokedAt: null });
  });

  it('validates plans, scopes and lifetimes', async () => {
    expect((await admin.setPlan({ email: 'owner@example.com', plan: 'gold' }))._unsafeUnwrapErr().field).toBe('plan');
    expect((await admin.createKey({ email: 'owner@example.com', name: 'x', scopes: ['admin'], expires_in: null }))._unsafeUnwrapErr().field).toBe('scopes');
    expect((await admin.createKey({ email: 'owner@example.com', name: 'x', scopes: ['adverts:read'], expires_in: '3 weeks' }))._unsafeUnwrapErr().field).toBe('expires_in');
    expect((await admin.createKey({ email: 'nobody@example.com', name: 'x', scopes: ['adverts:read'], expires_in: null }))._unsafeUnwrapErr().code).toBe('not_found');
  });
  it('records when a key was last used, at most once a minute', async () => {
    (await admin.createUser({ email: 'used@example.com', name: 'Uma Used' }))._unsafeUnwrap();
    const created = (await admin.createKey({ email: 'used@example.com', name: 'u', scopes: ['profile:read'], expires_in: null }))._unsafeUnwrap();
    const lastUsed = async () => (await admin.listKeys({ email: 'used@example.com' }))._unsafeUnwrap()[0]!.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    const useClock = new FixedClock(new Date('2026-03-01T11:00:00Z'));
    const authenticate = makeAuthenticate({ apiKeys: new DrizzleApiKeyLookup(test.database), clock: useClock });
    (await authenticate(created.key))._unsafeUnwrap();
    expect(await lastUsed()).toEqual(new Date('2026-03-01T11:00:00Z'));
    useClock.advance(30_000);
    (await authenticate(created.key))._unsafeUnwrap();
    expect(await lastUsed()).toEqual(new Date('2026-03-01T11:00:00Z'));
    useClock.advance(31_000);
    (await authenticate(created.key))._unsafeUnwrap();
    expect(await lastUsed()).toEqual(new Date('2026-03-01T11:01:01Z'));
    // Another process (another lookup) writes no older time over a newer one.
    const other = makeAuthenticate({ apiKeys: new DrizzleApiKeyLookup(test.database), clock: new FixedClock(new Date('2026-03-01T11:00:30Z')) });
    (await other(created.key))._unsafeUnwrap();
    expect(await lastUsed()).toEqual(new Date('2026-03-01T11:01:01Z'));
  });
});
