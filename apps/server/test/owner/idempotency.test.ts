import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { HOUR_MS, IDEMPOTENCY_STALE_CLAIM_MS, type UpdateResult } from '@marketplace/core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { issueKey } from '../support/api-keys.js';
import { expectError } from '../rest/http.js';
import { ownerMarketplace, UNKNOWN_ID } from './support/marketplace.js';
import { call } from './support/owner-http.js';
import { publicRead } from './support/public-http.js';

/**
 * Idempotency-Key on owner writes: the same key and request within 24 hours replays the first
 * answer without doing the work again, even when the repeats run at the same moment.
 */

const { users, adverts, data } = ownerMarketplace();

let app: TestApp;
let key: string;
beforeAll(async () => {
  app = await startTestApp(data);
  key = await issueKey(app.services.database, users.owner.id);
});
afterAll(async () => {
  await app.close();
});

const lowerPhone = (idempotencyKey: string | undefined, delta = -1) =>
  call<UpdateResult>(app, 'PATCH', '/my/adverts', {
    key,
    json: { selector: { ids: [adverts.phoneEur.id] }, rule: { delta, currency: 'EUR' } },
    headers: idempotencyKey === undefined ? {} : { 'Idempotency-Key': idempotencyKey },
  });

const phonePrice = async () => (await publicRead.advert(app, adverts.phoneEur.id)).price;

describe('Idempotency-Key', () => {
  it('replays the first answer to a repeat and does the work once', async () => {
    const before = await phonePrice();
    const first = await lowerPhone('lower-1');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ applied: 1, failed: 0, failures: [] });
    const again = await lowerPhone('lower-1');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await phonePrice()).toBe(before! - 1);
  });

  it('gives a replay the headers of every answer: its own request id, Vary, the limits', async () => {
    const limited = await startTestApp(data, { env: { RATE_LIMITS: 'on' } });
    try {
      const limitedKey = await issueKey(limited.services.database, users.owner.id);
      const write = (requestId: string) =>
        call(limited, 'PATCH', '/my/adverts', {
          key: limitedKey,
          json: { selector: { ids: [adverts.phoneEur.id] }, rule: { delta: -1, currency: 'EUR' } },
          headers: { 'Idempotency-Key': 'replay-headers', 'X-Request-Id': requestId },
        });
      const first = await write('first-request');
      const again = await write('second-request');
      expect(again.headers.get('Idempotent-Replayed')).toBe('true');
      for (const answer of [first, again]) {
        expect(answer.headers.get('Vary')).toBe('Accept-Language');
        expect(answer.headers.get('RateLimit-Policy')).toMatch(/;w=/);
        expect(answer.headers.get('RateLimit')).toMatch(/;r=\d+/);
        expect(answer.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
      }
      expect(first.headers.get('X-Request-Id')).toBe('first-request');
      expect(again.headers.get('X-Request-Id')).toBe('second-request');
    } finally {
      await limited.close();
    }
  });

  it('does the work once for parallel repeats, all of which get the same answer', async () => {
    const before = await phonePrice();
    const answers = await Promise.all(Array.from({ length: 8 }, () => lowerPhone('lower-parallel')));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(answers.map((a) => a.body)).toEqual(Array(8).fill({ applied: 1, failed: 0, failures: [] }));
    expect(await phonePrice()).toBe(before! - 1);
  });

  it('without the header, every request does its work', async () => {
    const before = await phonePrice();
    await lowerPhone(undefined);
    await lowerPhone(undefined);
    expect(await phonePrice()).toBe(before! - 2);
  });

  it('refuses the same key for a different body with 409 idempotency_key_reused, changing nothing', async () => {
    await lowerPhone('lower-2');
    const before = await phonePrice();
    expectError(await lowerPhone('lower-2', -5), 409, 'idempotency_key_reused');
    expect(await phonePrice()).toBe(before);
  });

  it('replays a refusal as well (4xx answers are kept)', async () => {
    const path = `/my/adverts/${UNKNOWN_ID}:archive`;
    const first = await call(app, 'POST', path, { key, json: {}, headers: { 'Idempotency-Key': 'archive-unknown' } });
    expectError(first, 404, 'not_found');
    const again = await call(app, 'POST', path, { key, json: {}, headers: { 'Idempotency-Key': 'archive-unknown' } });
    expect(again.status).toBe(404);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('frees a key after 24 hours', async () => {
    await lowerPhone('lower-3');
    const before = await phonePrice();
    app.clock.advance(24 * HOUR_MS + 1);
    try {
      const later = await lowerPhone('lower-3');
      expect(later.headers.get('Idempotent-Replayed')).toBeNull();
      expect(await phonePrice()).toBe(before! - 1);
    } finally {
      app.clock.advance(-(24 * HOUR_MS + 1));
    }
  });

  it('purges keys past their 24 hours, and only those', async () => {
    await lowerPhone('to-purge');
    const now = app.clock.now();
    const count = async (createdBy: Date) =>
      (
        await app.services.database.query<{ n: number }>(
          sql`select count(*)::int as n from idempotency_keys where created_at <= ${createdBy.toISOString()}`,
        )
      )[0]!.n;
    const far = new Date(now.getTime() + 1000 * HOUR_MS);
    const all = await count(far);
    const byNow = await count(now);
    expect(byNow).toBeGreaterThan(0);
    expect((await app.services.idempotency.purge(now))._unsafeUnwrap()).toBe(0);
    // A day later, the keys created by now are past their window; one re-claimed later is not.
    expect((await app.services.idempotency.purge(new Date(now.getTime() + 24 * HOUR_MS)))._unsafeUnwrap()).toBe(byNow);
    expect(await count(far)).toBe(all - byNow);
  });

  it('keeps the keys of each user apart', async () => {
    const rivalKey = await issueKey(app.services.database, users.rival.id);
    await lowerPhone('shared-name');
    const rival = await call(app, 'POST', `/my/adverts/${adverts.phoneEur.id}:archive`, {
      key: rivalKey,
      json: {},
      headers: { 'Idempotency-Key': 'shared-name' },
    });
    // The rival's own request ran (and found no advert of theirs), it was not refused as reused.
    expectError(rival, 404, 'not_found');
  });

  it('answers 409 idempotency_in_progress while the first request with the key is unanswered, and frees a stale claim', async () => {
    const body = JSON.stringify({ selector: { ids: [adverts.phoneEur.id] }, rule: { delta: -1, currency: 'EUR' } });
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`PATCH\n/api/v1/my/adverts\n${body}`));
    // A first request that claimed the key and is still running (or whose process died mid-way).
    await app.services.database.query(sql`
      insert into idempotency_keys (user_id, key, fingerprint, status, body, created_at)
      values (${users.owner.id}, 'stuck', ${Buffer.from(digest).toString('hex')}, null, null, ${app.clock.now().toISOString()})`);
    const before = await phonePrice();
    const answer = await call(app, 'PATCH', '/my/adverts', {
      key,
      raw: body,
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'stuck' },
    });
    expectError(answer, 409, 'idempotency_in_progress');
    expect(await phonePrice()).toBe(before);

    // A minute later the first request is taken to have died with its process: a repeat does the work.
    app.clock.advance(IDEMPOTENCY_STALE_CLAIM_MS + 1);
    try {
      const retry = await call(app, 'PATCH', '/my/adverts', {
        key,
        raw: body,
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'stuck' },
      });
      expect(retry.status).toBe(200);
      expect(await phonePrice()).toBe(before! - 1);
    } finally {
      app.clock.advance(-(IDEMPOTENCY_STALE_CLAIM_MS + 1));
    }
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['with a space', 'two words'],
  ])('rejects a key that is %s with 400 invalid_arguments', async (_, value) => {
    const before = await phonePrice();
    const answer = await call(app, 'PATCH', '/my/adverts', {
      key,
      json: { selector: { ids: [adverts.phoneEur.id] }, rule: { delta: -1, currency: 'EUR' } },
      headers: { 'Idempotency-Key': value },
    });
    expectError(answer, 400, 'invalid_arguments', 'Idempotency-Key');
    expect(await phonePrice()).toBe(before);
  });

  it('stores no answer of a request that never got past validation of its key', async () => {
    const rows = await app.services.database.query(sql`select count(*)::int as n from idempotency_keys where status is null`);
    expect(rows).toEqual([{ n: 0 }]);
  });
});
