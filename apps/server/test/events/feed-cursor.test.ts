import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { holdTransaction } from '@marketplace/adapters-postgres/testing';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { issueKey } from '../support/api-keys.js';
import { ownerMarketplace } from '../owner/support/marketplace.js';
import { owner } from '../owner/support/owner-http.js';
import { feedEnd, readFeed } from './support/events-http.js';

/**
 * The feed's cursor across concurrent transactions (PostgreSQL: a second connection holds a
 * transaction open). An event written first, with an id and a time that sort before a later
 * one, commits after the later one was served: it still comes on a later page, once.
 */

const market = ownerMarketplace();
const { adverts, users } = market;

let app: TestApp;
let key: string;
beforeAll(async () => {
  app = await startTestApp(market.data);
  key = await issueKey(app.services.database, users.owner.id);
});
afterAll(async () => {
  await app.close();
});

describe('the cursor across a transaction held open', () => {
  it('serves an event that committed late on a later page', async () => {
    const start = await feedEnd(app, key);
    // The slow writer: its event is written (earliest id and time) but not yet committed.
    const early = '00000000-0000-4000-8000-000000000001';
    const commitEarly = await holdTransaction(
      app.services.database,
      sql`insert into owner_events (id, owner_id, type, data, created_at)
          values (${early}::uuid, ${users.owner.id}::uuid, 'advert.bumped',
            ${JSON.stringify({ advert_id: adverts.oakChair.id, kind: 'free' })}::jsonb, '2020-01-01T00:00:00Z')`,
    );
    // A later write commits first, and is served.
    expect((await owner.update(app, key, { selector: { ids: [adverts.oakChair.id] }, rule: { set: 44 } })).status).toBe(200);
    const first = await readFeed(app, key, start);
    expect(first.events.map((e) => e.type)).toEqual(['advert.updated']);

    await commitEarly();
    const second = await readFeed(app, key, first.cursor);
    expect(second.events.map((e) => e.id)).toEqual([early]);
    // Followed on, nothing comes twice; read from the start, both are there.
    expect((await readFeed(app, key, second.cursor)).events).toEqual([]);
    const all = (await readFeed(app, key, start)).events.map((e) => e.id);
    expect(all).toHaveLength(2);
    expect(all).toContain(early);
  });
});
