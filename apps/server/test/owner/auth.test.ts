import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES, type Scope } from '@marketplace/core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { blockUser, issueKey, newKeyValue } from '../support/api-keys.js';
import { expectError, type ErrorBody } from '../rest/http.js';
import { ownerMarketplace } from './support/marketplace.js';
import { call } from './support/owner-http.js';

/** The key matrix on every key route: each kind of missing or bad key, the scope, a good key. */

const market = ownerMarketplace();
const blocked = market.seller('Bojan', 'basic');
const { adverts } = market;

interface KeyRoute {
  readonly name: string;
  readonly method: string;
  readonly path: string;
  readonly scope: Scope;
  /** A valid request body that changes nothing, so every case sends the same request. */
  readonly json?: unknown;
}

const ROUTES: readonly KeyRoute[] = [
  { name: 'me', method: 'GET', path: '/me', scope: 'profile:read' },
  { name: 'my_adverts', method: 'GET', path: '/my/adverts', scope: 'adverts:read' },
  {
    name: 'update_adverts',
    method: 'PATCH',
    path: '/my/adverts',
    scope: 'adverts:write',
    json: { selector: { ids: [adverts.laptop.id] }, rule: { is_available: true } },
  },
  { name: 'bump_adverts', method: 'POST', path: '/my/adverts:bump', scope: 'adverts:write', json: { selector: { is_empty: true } } },
  { name: 'archive_advert', method: 'POST', path: `/my/adverts/${adverts.gardenChair.id}:archive`, scope: 'adverts:write', json: {} },
  { name: 'restore_advert', method: 'POST', path: `/my/adverts/${adverts.woodenChair.id}:restore`, scope: 'adverts:write', json: {} },
];

let app: TestApp;
const keys = { all: '', revoked: '', expired: '', ofBlocked: '', unknown: newKeyValue() };
const allBut: Partial<Record<Scope, string>> = {};
const only: Partial<Record<Scope, string>> = {};

beforeAll(async () => {
  app = await startTestApp({ ...market.data, users: [...(market.data.users ?? []), blocked] });
  const db = app.services.database;
  const ownerId = market.users.owner.id;
  const now = app.clock.now().getTime();
  keys.all = await issueKey(db, ownerId);
  keys.revoked = await issueKey(db, ownerId, { revokedAt: new Date(now - 1000) });
  keys.expired = await issueKey(db, ownerId, { expiresAt: new Date(now - 1000) });
  keys.ofBlocked = await issueKey(db, blocked.id);
  await blockUser(db, blocked.id);
  for (const scope of SCOPES) {
    allBut[scope] = await issueKey(db, ownerId, { scopes: SCOPES.filter((s) => s !== scope) });
    only[scope] = await issueKey(db, ownerId, { scopes: [scope], expiresAt: new Date(now + 60_000) });
  }
});
afterAll(async () => {
  await app.close();
});

const send = (route: KeyRoute, authorization?: string) =>
  call<ErrorBody>(app, route.method, route.path, {
    ...(route.json !== undefined ? { json: route.json } : {}),
    headers: authorization === undefined ? {} : { Authorization: authorization },
  });

describe.each(ROUTES)('$name ($method $path)', (route) => {
  it('answers 401 unauthorized without a key, with a Bearer challenge', async () => {
    const answer = await send(route);
    expectError(answer, 401, 'unauthorized');
    expect(answer.headers.get('www-authenticate')).toBe('Bearer');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['malformed', () => 'Bearer mk_short'],
    ['not a Bearer key', () => `Basic ${keys.all}`],
    ['unknown', () => `Bearer ${keys.unknown}`],
    ['revoked', () => `Bearer ${keys.revoked}`],
    ['expired', () => `Bearer ${keys.expired}`],
    ['of a blocked account', () => `Bearer ${keys.ofBlocked}`],
  ])('answers 401 invalid_api_key for a key %s', async (_case, authorization) => {
    const answer = await send(route, authorization());
    expectError(answer, 401, 'invalid_api_key');
    expect(answer.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
  });

  it(`answers 403 scope_required naming ${route.scope} for a key with every other scope`, async () => {
    const answer = await send(route, `Bearer ${allBut[route.scope]}`);
    expectError(answer, 403, 'scope_required');
    expect(answer.body.error.message).toContain(route.scope);
    expect(answer.headers.get('www-authenticate')).toBe(`Bearer error="insufficient_scope", scope="${route.scope}"`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it(`serves a key with only ${route.scope}, not for caches`, async () => {
    const answer = await send(route, `Bearer ${only[route.scope]}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('serves a key with every scope', async () => {
    expect((await send(route, `Bearer ${keys.all}`)).status).toBe(200);
  });
});

describe('scope before input', () => {
  it('tells a key without the scope nothing about a malformed request', async () => {
    const answer = await call(app, 'PATCH', '/my/adverts', {
      raw: '{not json',
      headers: { Authorization: `Bearer ${allBut['adverts:write']}`, 'Content-Type': 'text/plain' },
    });
    expectError(answer, 403, 'scope_required');
  });
});
