import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { issueKey } from '../support/api-keys.js';
import { expectError } from '../rest/http.js';
import { ownerMarketplace } from './support/marketplace.js';
import { owner } from './support/owner-http.js';
import { withStatementCancelled } from '../support/statement-cancelled.js';

/**
 * 503 unavailable when the database cannot serve an owner operation in time. The key lookup
 * reads only api_keys and users; the operations also read bumps or advert_texts. A transaction
 * holds those two tables locked, so each operation waits there after its key was accepted; its
 * waiting statement is then cancelled, as the statement timeout does to a stuck one. A write that
 * cannot get its owner's lock within the database deadline (the transaction's lock_timeout) is the same kind of failure.
 */

const market = ownerMarketplace();
const { adverts } = market;

let app: TestApp;
let key: string;
beforeAll(async () => {
  app = await startTestApp(market.data);
  key = await issueKey(app.services.database, market.users.owner.id);
});
afterAll(async () => {
  await app.close();
});

const OPERATIONS = [
  ['me', () => owner.me(app, key)],
  ['my_adverts', () => owner.myAdverts(app, key)],
  ['update_adverts', () => owner.update(app, key, { selector: { all: true }, rule: { percent: -5 } })],
  ['bump_adverts', () => owner.bump(app, key, { selector: { all: true } })],
  ['archive_advert', () => owner.archive(app, key, adverts.oakChair.id)],
  ['restore_advert', () => owner.restore(app, key, adverts.gardenChair.id)],
] as const;

describe('a database that cannot answer in time', () => {
  it.each(OPERATIONS)('answers %s with 503 unavailable, and the next call works', async (_name, request) => {
    const answer = await withStatementCancelled(app.services.database, 'bumps, advert_texts', request);
    expectError(answer, 503, 'unavailable');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('retry-after')).toBe('2');
    expect((await request()).status).toBe(200);
  });
});

describe("an owner's lock held past the lock timeout", () => {
  it('answers a write that cannot get it with 503 unavailable, not 500', async () => {
    const pool = app.services.database.client!;
    const holder = await pool.reserve();
    try {
      await holder`begin`;
      await holder`select id from users where id = ${market.users.owner.id} for update`;
      const answer = await owner.bump(app, key, { selector: { all: true } });
      expectError(answer, 503, 'unavailable');
    } finally {
      await holder`rollback`;
      holder.release();
    }
  }, 20_000);
});
