import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tables } from '@marketplace/adapters-postgres';
import type { Draft, DraftList } from '@marketplace/core';
import { startTestApp, TEST_PUBLIC_BASE_URL, type TestApp } from '../support/test-app.js';
import { issueKey } from '../support/api-keys.js';
import { expectError, qs } from '../rest/http.js';
import { ownerMarketplace, UNKNOWN_ID } from '../owner/support/marketplace.js';
import { drafts } from '../owner/support/owner-http.js';

/** list_drafts, create_draft, update_draft: fields, `missing`, the last used address, photos. */

const market = ownerMarketplace();
const { categories, users } = market;
/** An owner with no adverts and no address used yet. */
const newcomer = market.seller('Nina', 'free');

let app: TestApp;
let key: string;
let rivalKey: string;
let newcomerKey: string;
let readOnlyKey: string;
const photoUrl = (key: string) => `${TEST_PUBLIC_BASE_URL}/photos/${key}?utm_source=api`;
const ownPhoto = { id: randomUUID(), key: 'own-1.webp', thumb: 'own-1.thumb.webp' };
const ownPhoto2 = { id: randomUUID(), key: 'own-2.webp', thumb: 'own-2.thumb.webp' };
const rivalPhoto = { id: randomUUID(), key: 'rival-1.webp', thumb: 'rival-1.thumb.webp' };
type Photo = typeof ownPhoto;
/** A photo of its own for one test, named after `name`. */
const aPhoto = (name: string): Photo => ({ id: randomUUID(), key: `${name}.webp`, thumb: `${name}.thumb.webp` });

/** Stores uploaded photos of `ownerId`, unused by any draft or advert. */
async function storePhotos(ownerId: string, photos: Photo[]): Promise<void> {
  await app.services.database.db.insert(tables.photos).values(
    photos.map((p) => ({
      id: p.id,
      ownerId,
      storageKey: p.key,
      thumbnailKey: p.thumb,
      contentType: 'image/webp',
      width: 10,
      height: 10,
      bytes: 100,
      createdAt: app.clock.now(),
    })),
  );
}

beforeAll(async () => {
  app = await startTestApp({ ...market.data, users: [...(market.data.users ?? []), newcomer] });
  key = await issueKey(app.services.database, users.owner.id);
  rivalKey = await issueKey(app.services.database, users.rival.id);
  newcomerKey = await issueKey(app.services.database, newcomer.id);
  readOnlyKey = await issueKey(app.services.database, users.owner.id, { scopes: ['adverts:read'] });
  await storePhotos(users.owner.id, [ownPhoto, ownPhoto2]);
  await storePhotos(users.rival.id, [rivalPhoto]);
});
afterAll(async () => {
  await app.close();
});

const complete = {
  title: 'Oak table',
  description: 'Solid oak, seats six.',
  category_id: categories.chairs.id,
  price: 120.5,
  currency: 'EUR',
  condition: 'used',
};

describe('create_draft', () => {
  it('creates an empty draft with the last used address and lists every missing field', async () => {
    const answer = await drafts.create<Draft>(app, key, {});
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      title: null,
      description: null,
      category_id: null,
      category: null,
      price: null,
      currency: 'EUR',
      negotiable: false,
      condition: null,
      photos: [],
      address: { city: 'Belgrade' },
      missing: ['title', 'description', 'category_id', 'condition', 'price'],
    });
    expect(answer.body.created_at).toBe(app.clock.now().toISOString());
  });

  it('has no address for an owner who never used one: address is missing', async () => {
    const answer = await drafts.create<Draft>(app, newcomerKey, complete);
    expect(answer.body.address).toBeNull();
    expect(answer.body.missing).toEqual(['address']);
  });

  it('stores every passed field; nothing is missing for a complete draft', async () => {
    const answer = await drafts.create<Draft>(app, key, { ...complete, photos: [{ url: photoUrl(ownPhoto.key) }] });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      ...complete,
      category: 'Home / Chairs',
      negotiable: false,
      photos: [photoUrl(ownPhoto.thumb)],
      address: { city: 'Belgrade' },
      missing: [],
    });
  });

  it('takes negotiable instead of a price', async () => {
    const answer = await drafts.create<Draft>(app, key, { ...complete, price: null, negotiable: true });
    expect(answer.body.missing).toEqual([]);
    expect(answer.body.price).toBeNull();
  });

  it('marks the photos it uses as used (kept by the cleanup)', async () => {
    const used = aPhoto('used-by-draft');
    const unused = aPhoto('never-used');
    await storePhotos(users.owner.id, [used, unused]);
    expect((await drafts.create(app, key, { photos: [{ url: photoUrl(used.key) }] })).status).toBe(200);
    const rows = await app.services.database.db.select().from(tables.photos);
    expect(rows.find((r) => r.id === used.id)?.usedAt).not.toBeNull();
    expect(rows.find((r) => r.id === unused.id)?.usedAt).toBeNull();
  });

  it.each([
    ['a parent category', { category_id: categories.home.id }, 'category_id'],
    ['an unknown category', { category_id: UNKNOWN_ID }, 'category_id'],
    ["another owner's photo", { photos: [{ url: photoUrl(rivalPhoto.key) }] }, 'photos'],
    ['a foreign url', { photos: [{ url: 'https://elsewhere.test/photos/own-1.webp' }] }, 'photos'],
    ['an unknown photo', { photos: [{ url: photoUrl('nothing.webp') }] }, 'photos'],
    ['not a url', { photos: [{ url: 'own-1.webp' }] }, 'photos'],
    ['an unknown field', { colour: 'red' }, 'colour'],
    ['an unknown photo field', { photos: [{ url: photoUrl(ownPhoto.key), alt: 'x' }] }, 'photos.alt'],
    ['a bad currency', { currency: 'eur' }, 'currency'],
    ['a zero price', { price: 0 }, 'price'],
    ['a price that rounds to nothing', { price: 0.001 }, 'price'],
    ['a bad condition', { condition: 'broken' }, 'condition'],
    ['an empty title', { title: '  ' }, 'title'],
    ['a negotiable string', { negotiable: 'yes' }, 'negotiable'],
    ['an address without city', { address: {} }, 'address.city'],
    ['a draft id in the body', { draft_id: UNKNOWN_ID }, 'draft_id'],
  ])('answers 400 invalid_arguments for %s', async (_case, body, field) => {
    expectError(await drafts.create(app, key, body), 400, 'invalid_arguments', field);
  });

  it('needs adverts:write: 403 scope_required', async () => {
    expectError(await drafts.create(app, readOnlyKey, {}), 403, 'scope_required');
  });
});

describe('update_draft', () => {
  /** A draft of each test's own: what one test changes, the next does not see. */
  let draft: Draft;
  beforeEach(async () => {
    draft = (await drafts.create<Draft>(app, key, { ...complete, photos: [{ url: photoUrl(ownPhoto.key) }] })).body;
  });

  it('changes only the passed fields', async () => {
    app.clock.advance(1000);
    const answer = await drafts.update<Draft>(app, key, draft.draft_id, { title: 'Oak dining table' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ...draft, title: 'Oak dining table', updated_at: answer.body.updated_at });
  });

  it('changes the category to another leaf inside the owner\'s transaction (the embedded database once waited here for itself)', async () => {
    const answer = await drafts.update<Draft>(app, key, draft.draft_id, { category_id: categories.laptops.id });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ category_id: categories.laptops.id, category: 'Electronics / Laptops' });
    const back = await drafts.update<Draft>(app, key, draft.draft_id, { category_id: categories.chairs.id });
    expect(back.body.category_id).toBe(categories.chairs.id);
  });

  it('clears a nullable field with null, and missing says so', async () => {
    const answer = await drafts.update<Draft>(app, key, draft.draft_id, { condition: null, price: null });
    expect(answer.body).toMatchObject({ condition: null, price: null, missing: ['condition', 'price'] });
  });

  it('keeps the amount when only the currency changes', async () => {
    await drafts.update(app, key, draft.draft_id, { price: 99.99 });
    const answer = await drafts.update<Draft>(app, key, draft.draft_id, { currency: 'RSD' });
    expect(answer.body).toMatchObject({ price: 99.99, currency: 'RSD' });
  });

  it('replaces the photos, and accepts the thumbnail urls it returned', async () => {
    const answer = await drafts.update<Draft>(app, key, draft.draft_id, {
      photos: [{ url: photoUrl(ownPhoto2.key) }, { url: photoUrl(ownPhoto.thumb) }],
    });
    expect(answer.body.photos).toEqual([photoUrl(ownPhoto2.thumb), photoUrl(ownPhoto.thumb)]);
  });

  it('answers 404 not_found for an unknown draft and for another owner\'s draft', async () => {
    expectError(await drafts.update(app, key, UNKNOWN_ID, { title: 'x' }), 404, 'not_found');
    expectError(await drafts.update(app, rivalKey, draft.draft_id, { title: 'x' }), 404, 'not_found');
  });

  it.each([
    ['a leaf check', { category_id: categories.electronics.id }, 'category_id'],
    ['an unknown field', { status: 'active' }, 'status'],
    ['the id in the body', { draft_id: UNKNOWN_ID }, 'draft_id'],
  ])('answers 400 invalid_arguments for %s, changing nothing', async (_case, body, field) => {
    const before = (await drafts.list<DraftList>(app, key, '?limit=20')).body.drafts.find((d) => d.draft_id === draft.draft_id);
    expect(before).toBeDefined();
    expectError(await drafts.update(app, key, draft.draft_id, body), 400, 'invalid_arguments', field);
    const after = (await drafts.list<DraftList>(app, key, '?limit=20')).body.drafts.find((d) => d.draft_id === draft.draft_id);
    expect(after).toEqual(before);
  });

  it('answers 400 invalid_arguments for a malformed draft id', async () => {
    expectError(await drafts.update(app, key, 'not-a-uuid', { title: 'x' }), 400, 'invalid_arguments', 'draft_id');
  });
});

describe('list_drafts', () => {
  it('lists the owner\'s drafts, most recently updated first, with the total', async () => {
    // Drafts of its own, one a second after the other: other tests may have added theirs or not.
    const created: string[] = [];
    for (let i = 0; i < 4; i++) {
      app.clock.advance(1000);
      created.push((await drafts.create<Draft>(app, key, { title: `Listed ${i}` })).body.draft_id);
    }
    const all = await drafts.list<DraftList>(app, key, '?limit=20');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(all.body.drafts.length);
    expect(all.body.total).toBeGreaterThanOrEqual(4);
    expect(all.body.drafts.slice(0, 4).map((d) => d.draft_id)).toEqual(created.reverse());
    const times = all.body.drafts.map((d) => `${d.updated_at}`);
    expect(times).toEqual([...times].sort().reverse());
    const first = await drafts.list<DraftList>(app, key, qs(['limit', 2]));
    expect(first.body.total).toBe(all.body.total);
    expect(first.body.drafts).toEqual(all.body.drafts.slice(0, 2));
    expect((await drafts.list<DraftList>(app, readOnlyKey)).status).toBe(200);
  });

  it('shows no other owner\'s drafts', async () => {
    const rival = await drafts.list<DraftList>(app, rivalKey);
    expect(rival.body).toEqual({ total: 0, drafts: [] });
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=21', 'limit'],
    ['?page=2', 'page'],
  ])('answers 400 invalid_arguments for %s', async (query, field) => {
    expectError(await drafts.list(app, key, query), 400, 'invalid_arguments', field);
  });
});
