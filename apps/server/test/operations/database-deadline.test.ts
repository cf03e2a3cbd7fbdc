import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { holdTransaction } from '@marketplace/testkit';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { issueKey } from '../support/api-keys.js';
import { expectError, type Answer } from '../rest/http.js';
import { ownerMarketplace } from '../owner/support/marketplace.js';
import { call, drafts, owner } from '../owner/support/owner-http.js';

/**
 * A request that waits on the database longer than DATABASE_DEADLINE_MS answers 503 unavailable
 * instead of hanging, and the service serves again once the database is free. Runs on both
 * engines (the integration and pglite projects). On PGlite every hold below is the same thing:
 * a transaction that stays open on the one connection. On PostgreSQL: every pool connection
 * taken, a table lock, the owner's row lock.
 */

const market = ownerMarketplace();
const ownerId = market.users.owner.id;

let app: TestApp;
let key: string;
beforeAll(async () => {
  app = await startTestApp(market.data, { env: { DATABASE_DEADLINE_MS: '1000' } });
  key = await issueKey(app.services.database, ownerId);
});
afterAll(async () => {
  await app.close();
});

type Hold = 'every connection' | 'a lock on api_keys' | "the owner's row";

/** Holds the database as a stuck request would, until the returned release is called. */
async function hold(what: Hold): Promise<() => Promise<void>> {
  const { database } = app.testDatabase;
  const pool = database.client;
  if (!pool) {
    // PGlite's one connection: any open transaction holds it.
    if (what === 'a lock on api_keys') return holdTransaction(database, sql`lock table api_keys in access exclusive mode`);
    if (what === "the owner's row") return holdTransaction(database, sql`select id from users where id = ${ownerId}::uuid for update`);
    return holdTransaction(database);
  }
  if (what === 'every connection') {
    const taken = await Promise.all(Array.from({ length: pool.options.max }, () => pool.reserve()));
    return async () => {
      for (const connection of taken) connection.release();
    };
  }
  const locker = await pool.reserve();
  await locker`begin`;
  if (what === 'a lock on api_keys') await locker`lock table api_keys in access exclusive mode`;
  else await locker`select id from users where id = ${ownerId} for update`;
  return async () => {
    await locker`rollback`;
    locker.release();
  };
}

const CASES: [string, Hold, () => Promise<Answer<unknown>>][] = [
  ['a public search', 'every connection', () => call(app, 'GET', '/adverts?limit=2')],
  ['me', 'every connection', () => owner.me(app, key)],
  ['me (its key lookup waits for the lock)', 'a lock on api_keys', () => owner.me(app, key)],
  ['bump_adverts (its transaction waits for the owner)', "the owner's row", () => owner.bump(app, key, { selector: { all: true } })],
  ['create_draft (its insert waits for the owner\'s row: a foreign key)', "the owner's row", () => drafts.create(app, key, { title: 'Lamp' })],
];

describe('a request that waits on the database past the deadline', () => {
  it.each(CASES)('answers %s with 503 unavailable while %s is held, then serves again', async (_name, what, request) => {
    const release = await hold(what);
    let answer: Answer<unknown>;
    try {
      answer = await request();
    } finally {
      await release();
    }
    expectError(answer, 503, 'unavailable');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const ready = await app.get('/readyz');
    expect({ status: ready.status, body: await ready.json() }).toMatchObject({ status: 200, body: { status: 'ready' } });
    expect((await request()).status).toBeLessThan(300);
  });
});
