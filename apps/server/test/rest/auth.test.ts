import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyFingerprint, tables } from '@marketplace/adapters-postgres';
import { testId } from '@marketplace/core/testing';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { adverts, fixture, sellers } from './fixture.js';
import { expectError, getJson } from './http.js';

/** API keys on the public reads: optional, but a key that is sent must work. */

let app: TestApp;

/** A well-formed key: `mk_` + 40 base62 characters. */
const key = (seed: string): string => `mk_${seed.padEnd(40, '0')}`;
const VALID = key('ValidKey');
const VALID_UNTIL_TOMORROW = key('Tomorrow');
const REVOKED = key('Revoked');
const EXPIRED = key('Expired');
const OF_BLOCKED_ACCOUNT = key('Blocked');
const UNKNOWN = key('NeverIssued');

const blockedUserId = testId();
const now = new Date('2026-01-15T12:00:00.000Z');

beforeAll(async () => {
  app = await startTestApp(fixture);
  const { db } = app.services.database;
  await db.insert(tables.users).values({
    id: blockedUserId,
    email: 'blocked@example.test',
    name: 'Blocked',
    firstName: 'Blocked',
    blockedAt: new Date('2026-01-10T00:00:00.000Z'),
  });
  const row = (secret: string, userId: string, extra: Partial<typeof tables.apiKeys.$inferInsert> = {}) => ({
    id: testId(),
    userId,
    name: 'test key',
    displayPrefix: secret.slice(0, 7),
    fingerprint: apiKeyFingerprint(secret),
    scopes: ['adverts:read'],
    createdAt: new Date('2026-01-01T00:00:00.000Z'),
    ...extra,
  });
  await db.insert(tables.apiKeys).values([
    row(VALID, sellers.ana.id),
    row(VALID_UNTIL_TOMORROW, sellers.ana.id, { expiresAt: new Date(now.getTime() + 86_400_000) }),
    row(REVOKED, sellers.ana.id, { revokedAt: new Date('2026-01-14T00:00:00.000Z') }),
    row(EXPIRED, sellers.ana.id, { expiresAt: new Date(now.getTime() - 60_000) }),
    row(OF_BLOCKED_ACCOUNT, blockedUserId),
  ]);
});
afterAll(async () => {
  await app.close();
});

const withAuthorization = (value: string): RequestInit => ({ headers: { Authorization: value } });

const PUBLIC_READS = [
  '/adverts',
  `/adverts/${adverts.bike.id}`,
  '/categories',
  `/storefronts/${sellers.ana.id}`,
];

describe('public reads without a key', () => {
  it.each(PUBLIC_READS)('serves %s anonymously', async (path) => {
    const answer = await getJson(app, path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
  });
});

describe('public reads with a valid key', () => {
  it.each(PUBLIC_READS)('serves %s', async (path) => {
    const answer = await getJson(app, path, withAuthorization(`Bearer ${VALID}`));
    expect(answer.status).toBe(200);
    // Not for shared caches: a stored copy would outlive a revocation.
    expect(answer.headers.get('cache-control')).toBe('private, max-age=60');
  });

  it('accepts the scheme in any case and a key that has not expired yet', async () => {
    expect((await getJson(app, '/categories', withAuthorization(`bearer ${VALID}`))).status).toBe(200);
    expect((await getJson(app, '/categories', withAuthorization(`Bearer ${VALID_UNTIL_TOMORROW}`))).status).toBe(200);
  });

  it('gives the same answer as without a key', async () => {
    const anonymous = await getJson(app, `/adverts/${adverts.bike.id}`);
    const withKey = await getJson(app, `/adverts/${adverts.bike.id}`, withAuthorization(`Bearer ${VALID}`));
    expect(withKey.body).toEqual(anonymous.body);
  });
});

describe('public reads with a bad key', () => {
  it.each([
    ['malformed', `Bearer not-a-key`],
    ['too short', `Bearer mk_abc`],
    ['unknown', `Bearer ${UNKNOWN}`],
    ['revoked', `Bearer ${REVOKED}`],
    ['expired', `Bearer ${EXPIRED}`],
    ['of a blocked account', `Bearer ${OF_BLOCKED_ACCOUNT}`],
    ['without a key after the scheme', 'Bearer'],
    ['of another scheme', `Basic ${Buffer.from('ana:secret').toString('base64')}`],
    ['without a scheme', VALID],
    ['with two keys', `Bearer ${VALID} ${VALID}`],
  ])('answers 401 invalid_api_key for a key %s', async (_case, authorization) => {
    const answer = await getJson(app, '/categories', withAuthorization(authorization));
    expectError(answer, 401, 'invalid_api_key');
    expect(answer.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it.each(PUBLIC_READS)('rejects an unknown key on %s', async (path) => {
    expectError(await getJson(app, path, withAuthorization(`Bearer ${UNKNOWN}`)), 401, 'invalid_api_key');
  });

  it('answers 401 for an empty Authorization header', async () => {
    expectError(await getJson(app, '/adverts', withAuthorization('')), 401, 'invalid_api_key');
  });
});
