import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { LocalPhotoStorage } from '@marketplace/adapters-photos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBulkLoad, type Database } from '@marketplace/adapters-postgres';
import { createPgliteDatabase, createTestDatabase, type TestDatabase } from '@marketplace/testkit';
import { DEMO_OWNER_ID, marketBatches, POOL_PHOTOS, seedDemoIfEmpty, seedMarket } from '../src/index.js';

const now = new Date('2026-06-01T12:00:00Z');
const options = { adverts: 600, seed: 5, now };

const one = async (db: Database, statement: ReturnType<typeof sql>) => (await db.query(statement))[0]!;

describe('seeding PostgreSQL with COPY', () => {
  let copied: TestDatabase;
  let inserted: TestDatabase;
  let photoDir: string;
  let storage: LocalPhotoStorage;
  beforeAll(async () => {
    [copied, inserted] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    photoDir = await mkdtemp(join(tmpdir(), 'demo-seed-photos-'));
    storage = new LocalPhotoStorage(photoDir);
    await seedMarket(copied.database, { ...options, photos: storage });
    // The same data through plain INSERTs: batch by batch with the PGlite path's loader.
    const { loadSeedData } = await import('@marketplace/adapters-postgres');
    for (const batch of marketBatches(options)) await loadSeedData(inserted.database, batch);
  });
  afterAll(async () => Promise.all([copied?.drop(), inserted?.drop(), rm(photoDir, { recursive: true, force: true })]));

  it('stores exactly what the INSERT path stores', async () => {
    const digest = sql`select md5(string_agg(a.id::text || search_doc::text || coalesce(price_minor::text, '-') || in_stock::text
      || price_from::text || sort_at::text || cover_photo_key
      || (select string_agg(p.id::text || p.storage_key || p.owner_id::text, ' ' order by ap.position)
            from advert_photos ap join photos p on p.id = ap.photo_id where ap.advert_id = a.id), ',' order by a.id)) as d,
      count(*)::int as n from adverts a where seller_id <> ${DEMO_OWNER_ID}::uuid`;
    const a = await one(copied.database, digest);
    const b = await one(inserted.database, digest);
    expect(a.n).toBe(600);
    expect(a.d).toBe(b.d);
  });

  it('shows a stored photo of the pool on every advert, in use so that cleanup keeps it', async () => {
    const rows = await copied.database.query<{ key: string | null; shown: string[] | null }>(sql`
      select a.cover_photo_key as key,
        (select array_agg(p.storage_key order by ap.position) from advert_photos ap join photos p on p.id = ap.photo_id where ap.advert_id = a.id) as shown
      from adverts a`);
    expect(rows.length).toBe(614);
    const pool = new Set(POOL_PHOTOS.map((p) => p.key));
    for (const row of rows) {
      expect(pool.has(row.key!)).toBe(true);
      expect(row.shown?.[0]).toBe(row.key);
    }
    const stored = await Promise.all([...new Set(rows.map((r) => r.key!))].map(async (key) => (await storage.get(key))._unsafeUnwrap() !== null));
    expect(stored.every(Boolean)).toBe(true);
    const photos = await one(copied.database, sql`select count(*)::int as n, count(*) filter (where used_at is null)::int as unused from photos`);
    expect(photos).toEqual({ n: POOL_PHOTOS.length, unused: 0 });
  });

  it('leaves the indexes exactly as the migrations define them', async () => {
    const defs = sql`select string_agg(indexdef, ';' order by indexname) as d from pg_indexes where tablename = 'adverts'`;
    expect((await one(copied.database, defs)).d).toBe((await one(inserted.database, defs)).d);
    const names = (await copied.database.query<{ indexname: string }>(sql`select indexname from pg_indexes where tablename = 'adverts'`)).map((r) => r.indexname);
    expect(names).toEqual(expect.arrayContaining(['adverts_storefront_idx', 'adverts_owner_idx']));
  });

  it('writes one search rebuild marker instead of a change row per advert, and keeps the feed trigger on', async () => {
    // The load's own rows come first; a later test's write (the counters case) may add its own.
    const changes = await copied.database.query<{ advert_id: string | null }>(sql`select advert_id from search_changes order by seq`);
    const adverts = (await one(copied.database, sql`select count(*)::int as n from adverts`)).n as number;
    expect(changes[0]).toEqual({ advert_id: null });
    expect(changes.filter((change) => change.advert_id === null)).toHaveLength(1);
    expect(changes.length).toBeLessThan(Math.min(adverts, 10));
    const triggers = await copied.database.query<{ tgenabled: string }>(sql`
      select tgenabled from pg_trigger where tgname = 'search_changes_insert_delete'`);
    expect(triggers).toEqual([{ tgenabled: 'O' }]);
  });

  it('recounts the category counters and keeps the trigger working', async () => {
    const check = sql`select (select coalesce(sum(active), 0) from category_advert_counts)::int as counted,
      (select count(*) from adverts where status = 'active')::int as actual`;
    const before = await one(copied.database, check);
    expect(before.counted).toBe(before.actual);
    await copied.database.query(sql`update adverts set status = 'archived' where id = (select id from adverts where status = 'active' limit 1)`);
    const after = await one(copied.database, check);
    expect(after.counted).toBe(after.actual);
    expect(after.actual).toBe((before.actual as number) - 1);
  });

  it('gives the demo owner what the design brief promises', async () => {
    const owner = await one(copied.database, sql`
      select u.plan, b.name as business,
        (select count(*)::int from adverts where seller_id = u.id and status = 'active') as active,
        (select count(distinct currency)::int from adverts where seller_id = u.id and status = 'active') as currencies,
        (select count(distinct contour)::int from adverts where seller_id = u.id and status = 'active') as contours,
        (select count(*)::int from adverts where seller_id = u.id and has_variants) as with_variants,
        (select count(*)::int from favorites f join adverts a on a.id = f.advert_id where a.seller_id = u.id) as saved,
        (select count(*)::int from adverts a where a.seller_id = u.id and a.status = 'archived' and exists (select 1 from deals d where d.advert_id = a.id)) as archived_with_deal,
        (select count(*)::int from adverts a where a.seller_id = u.id and a.status = 'archived' and not exists (select 1 from deals d where d.advert_id = a.id)) as archived_without_deal,
        (select count(*)::int from drafts where owner_id = u.id) as drafts,
        (select count(distinct m.chat_id)::int from messages m join chat_members cm on cm.chat_id = m.chat_id and cm.user_id = u.id
           where m.sender_id <> u.id and m.read_at is null and m.lang <> 'en') as chats_with_unread,
        (select count(*)::int from chats c join chat_members cm on cm.chat_id = c.id and cm.user_id = u.id
           join adverts a on a.id = c.advert_id where a.seller_id = u.id) as chats_about_own,
        (select count(*)::int from chats c join chat_members cm on cm.chat_id = c.id and cm.user_id = u.id
           join adverts a on a.id = c.advert_id where a.seller_id <> u.id
             and exists (select 1 from chat_members s where s.chat_id = c.id and s.user_id = a.seller_id)) as chats_about_others,
        (select count(*)::int from chats c join chat_members cm on cm.chat_id = c.id and cm.user_id = u.id where c.advert_id is null) as direct_chats
      from users u left join businesses b on b.user_id = u.id where u.email = 'demo@example.com'`);
    expect(owner).toMatchObject({ plan: 'basic', business: 'Demo Electronics', currencies: 2, contours: 2, drafts: 2, chats_with_unread: 4, chats_about_own: 1, chats_about_others: 1, direct_chats: 2, archived_with_deal: 1, archived_without_deal: 1 });
    expect(owner.active).toBeGreaterThanOrEqual(12);
    expect(owner.with_variants).toBeGreaterThanOrEqual(2);
    expect(owner.saved).toBeGreaterThan(0);
  });

  it('leaves a database that has adverts alone', async () => {
    expect((await seedDemoIfEmpty(copied.database, options)).seeded).toBe(false);
  });
});

describe('seeding the embedded database', () => {
  it('loads the same market on PGlite', async () => {
    const database = await createPgliteDatabase();
    const dir = await mkdtemp(join(tmpdir(), 'demo-pglite-photos-'));
    try {
      const storage = new LocalPhotoStorage(dir);
      const summary = await seedDemoIfEmpty(database, { adverts: 120, seed: 2, now, photos: storage });
      expect(summary).toMatchObject({ seeded: true, adverts: 134 });
      // A small market renders only the pictures it shows, and every one it shows is stored.
      expect(summary.photos.rendered).toBe(summary.photos.pool);
      expect(summary.photos.pool).toBeLessThan(POOL_PHOTOS.length);
      const covers = await database.query<{ key: string | null }>(sql`select distinct cover_photo_key as key from adverts`);
      expect(covers.length).toBe(summary.photos.pool);
      for (const { key } of covers) expect((await storage.get(key!))._unsafeUnwrap(), key!).not.toBeNull();
      const loader = await openBulkLoad(database);
      await loader.finish();
      const row = await one(database, sql`select (select coalesce(sum(active), 0) from category_advert_counts)::int as counted, (select count(*) from adverts where status = 'active')::int as actual`);
      expect(row.counted).toBe(row.actual);
    } finally {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
