import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { publicReadsFixture } from '@marketplace/core/contracts';
import type { TestDatabase } from '../src/testing/index.js';
import { ENGINES, seededFeed } from './support/seeded-feed.js';
import { DrizzleCategoryCatalog, type SearchIndexFeed } from '../src/index.js';

/**
 * The read views the search index feeds never drift from the database: after any sequence of
 * the writes the service makes (archive, restore, price change, bump), caught up through the
 * change feed, every category's count equals the active adverts of its subtree counted in the
 * database (and the trigger-kept counts the SQL catalog reads), and every seller's adverts per
 * contour equal the database's, in the newest order.
 */

const fixture = publicReadsFixture;
const ids = fixture.adverts.map((a) => a.id);

const write = fc.oneof(
  fc.record({ kind: fc.constant('archive' as const), at: fc.nat(ids.length - 1) }),
  fc.record({ kind: fc.constant('restore' as const), at: fc.nat(ids.length - 1) }),
  fc.record({ kind: fc.constant('price' as const), at: fc.nat(ids.length - 1), value: fc.integer({ min: 1, max: 1_000_000 }) }),
  fc.record({ kind: fc.constant('bump' as const), at: fc.nat(ids.length - 1), days: fc.integer({ min: -3, max: 3 }) }),
);
type Write = typeof write extends fc.Arbitrary<infer T> ? T : never;

async function apply(test: TestDatabase, w: Write): Promise<void> {
  const id = ids[w.at]!;
  const db = test.database;
  if (w.kind === 'archive') await db.query(sql`update adverts set status = 'archived', archived_at = now() where id = ${id}::uuid and status = 'active'`);
  else if (w.kind === 'restore') await db.query(sql`update adverts set status = 'active', archived_at = null where id = ${id}::uuid and status = 'archived'`);
  else if (w.kind === 'price') await db.query(sql`update adverts set price_minor = ${w.value} where id = ${id}::uuid and price_minor is not null`);
  else await db.query(sql`update adverts set sort_at = sort_at + make_interval(days => ${w.days}) where id = ${id}::uuid`);
}

async function expectViewsEqualDatabase(test: TestDatabase, feed: SearchIndexFeed): Promise<void> {
  const views = feed.views!;
  const index = feed.index!;
  const truth = await test.database.query<{ id: string; n: number }>(sql`
    select c.id, (select count(*)::int from adverts a join categories d on d.id = a.category_id
                  where a.status = 'active' and c.id = any(d.path)) as n
    from categories c`);
  expect(truth.length).toBeGreaterThan(0);
  const catalog = await new DrizzleCategoryCatalog(test.database).listSubtree({ parentId: null, depth: 4, lang: 'en' });
  const kept = new Map(catalog._unsafeUnwrap()!.map((record) => [record.id, record.advertsCount]));
  for (const row of truth) {
    expect({ category: row.id, count: views.categories.count(row.id) }).toEqual({ category: row.id, count: Number(row.n) });
    expect(kept.get(row.id)).toBe(Number(row.n));
  }
  const shelves = await test.database.query<{ seller_id: string; contour: 'private' | 'business'; ids: string[] | string }>(sql`
    select seller_id, contour, array_agg(id::text order by sort_at desc, id desc) as ids
    from adverts where status = 'active' group by seller_id, contour`);
  for (const shelf of shelves) {
    const expected = typeof shelf.ids === 'string' ? shelf.ids.replace(/[{}]/g, '').split(',') : shelf.ids;
    expect(views.sellers.total(shelf.seller_id, shelf.contour)).toBe(expected.length);
    const first = views.sellers.first(shelf.seller_id, shelf.contour, 1_000, index.compareNewest).map((doc) => index.uuidOf(doc));
    expect(first).toEqual(expected);
  }
}

describe.each(ENGINES)('read views on %s', (_name, open) => {
  let test: TestDatabase;
  let feed: SearchIndexFeed;
  let close: () => Promise<void>;

  beforeAll(async () => {
    test = await open();
    ({ feed, close } = await seededFeed(test));
  });
  afterAll(() => close());

  it('start equal to the database', async () => {
    await expectViewsEqualDatabase(test, feed);
  });

  it('stay equal to the database after any writes, caught up through the feed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 12 }), async (writes) => {
        for (const w of writes) await apply(test, w);
        await feed.catchUp();
        await expectViewsEqualDatabase(test, feed);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
