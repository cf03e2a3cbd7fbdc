import { describe, expect, it } from 'vitest';
import { okAsync } from 'neverthrow';
import {
  makeCreateDraft,
  makeListDrafts,
  makePublishDraft,
  makeUpdateDraft,
  untranslated,
  type AdvertCatalog,
  type AdvertRecord,
  type Draft,
  type Scope,
} from '../src/index.js';
import { FixedClock, InMemoryDailyCaps, InMemoryDrafts, testId } from '../src/testing/index.js';
import { links } from './support.js';

/** The draft use cases over the in-memory port (the HTTP suite runs the same rules on PostgreSQL). */

const owner = testId();
const leaf = { id: testId(), isLeaf: true, path: ['Home', 'Chairs'] };
const parent = { id: testId(), isLeaf: false, path: ['Home'] };
const photo = { id: testId(), ownerId: owner, key: 'p1.jpg', thumbnailKey: 'p1.thumb.webp', createdAt: new Date('2026-01-15T00:00:00Z'), usedAt: null };
const ctx = (scopes: Scope[] = ['adverts:write', 'adverts:read']) => ({ lang: 'en' as const, links, principal: { userId: owner, keyId: 'k', scopes } });

function setup(activeAdverts = 0) {
  const dailyCaps = new InMemoryDailyCaps();
  const drafts = new InMemoryDrafts({
    owners: [{ userId: owner, plan: 'free', activeAdverts, lastAddress: { city: 'Subotica' } }],
    categories: [leaf, parent],
    photos: [photo],
    dailyCaps,
  });
  const clock = new FixedClock(new Date('2026-01-15T12:00:00Z'));
  let n = 0;
  const ids = { newId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}` };
  // The published advert as the catalog would read it back.
  const advertCatalog: AdvertCatalog = {
    getAdvert: (advertId) => {
      const published = drafts.published.find((p) => p.advertId === advertId);
      if (!published) return okAsync(null);
      const d = published.draft;
      const record: AdvertRecord = {
        id: advertId, status: 'active', type: 'sell', title: { text: d.title!, lang: published.lang },
        description: { text: d.description!, lang: published.lang }, priceMinor: d.priceMinor, currency: d.currency,
        priceFrom: false, isNegotiable: d.negotiable, discountPercent: null, discountUntil: null, city: d.address!.city,
        location: null, categoryId: d.category!.id, categoryPath: d.category!.path, specs: [], variants: [],
        receivingMethods: null, photoKeys: d.photos.map((p) => p.key), seller: { id: owner, name: 'Olga', isBusiness: false },
        sellerReviews: { count: 0, dealsCount: 0, average: null }, createdAt: published.at,
      };
      return okAsync(record);
    },
  };
  return {
    drafts,
    clock,
    dailyCaps,
    create: makeCreateDraft({ drafts, ids, clock }),
    update: makeUpdateDraft({ drafts, clock }),
    list: makeListDrafts({ drafts }),
    publish: makePublishDraft({ drafts, advertCatalog, translator: untranslated, ids, clock }),
  };
}

const complete = { title: 'Chair', description: 'Oak.', category_id: leaf.id, price: 10, condition: 'used' };

describe('draft use cases', () => {
  it('creates with the last used address and the photos, marking them used', async () => {
    const { create, drafts } = setup();
    const draft = (await create({ ...complete, photos: [{ url: links.photo('p1.jpg') }] }, ctx()))._unsafeUnwrap();
    expect(draft).toMatchObject({ address: { city: 'Subotica' }, photos: [links.photo('p1.thumb.webp')], missing: [], category: 'Home / Chairs' });
    expect(drafts.photo(photo.id)?.usedAt).not.toBeNull();
  });

  it('refuses a parent category on category_id', async () => {
    const { create } = setup();
    expect((await create({ category_id: parent.id }, ctx()))._unsafeUnwrapErr()).toMatchObject({ code: 'invalid_arguments', field: 'category_id' });
  });

  it('updates only the passed fields; null clears', async () => {
    const { create, update, clock } = setup();
    const draft = (await create(complete, ctx()))._unsafeUnwrap();
    clock.advance(60_000);
    const updated = (await update({ draft_id: draft.draft_id, title: 'Oak chair', condition: null }, ctx()))._unsafeUnwrap();
    expect(updated).toEqual<Draft>({ ...draft, title: 'Oak chair', condition: null, missing: ['condition'], updated_at: clock.now().toISOString() });
  });

  it('publishes within the plan: 2 free slots, 4 parallel publishes, 2 adverts', async () => {
    const { create, publish, list, drafts, dailyCaps, clock } = setup(8);
    const ids = await Promise.all([1, 2, 3, 4].map(async () => (await create(complete, ctx()))._unsafeUnwrap().draft_id));
    const results = await Promise.all(ids.map((draft_id) => publish({ draft_id }, ctx())));
    expect(results.filter((r) => r.isOk())).toHaveLength(2);
    expect(results.filter((r) => r.isErr()).map((r) => r._unsafeUnwrapErr().code)).toEqual(['advert_limit_reached', 'advert_limit_reached']);
    expect(drafts.published).toHaveLength(2);
    expect((await list({}, ctx()))._unsafeUnwrap().total).toBe(2);
    expect((await dailyCaps.used(owner, 'publish_draft', clock.now()))._unsafeUnwrap()).toBe(2);
    const advert = results.find((r) => r.isOk())!._unsafeUnwrap();
    expect(advert).toMatchObject({ status: 'active', title: 'Chair', city: 'Subotica', price: 10 });
  });

  it('takes the daily unit only for a publish that happens: 48 used, 2 slots, 5 parallel publishes, no rate_limited', async () => {
    const { create, publish, dailyCaps, clock } = setup(8);
    for (let i = 0; i < 48; i++) await dailyCaps.take(owner, 'publish_draft', clock.now());
    const ids = await Promise.all([1, 2, 3, 4, 5].map(async () => (await create(complete, ctx()))._unsafeUnwrap().draft_id));
    const results = await Promise.all(ids.map((draft_id) => publish({ draft_id }, ctx())));
    expect(results.map((r) => (r.isOk() ? 'published' : r.error.code)).sort()).toEqual([
      'advert_limit_reached', 'advert_limit_reached', 'advert_limit_reached', 'published', 'published',
    ]);
    expect((await dailyCaps.used(owner, 'publish_draft', clock.now()))._unsafeUnwrap()).toBe(50);
  });

  it('answers draft_incomplete with the missing fields, and keeps the draft', async () => {
    const { create, publish, list } = setup();
    const draft = (await create({ title: 'Chair' }, ctx()))._unsafeUnwrap();
    const failure = (await publish({ draft_id: draft.draft_id }, ctx()))._unsafeUnwrapErr();
    expect(failure).toEqual({ code: 'draft_incomplete', message: 'the draft lacks required fields: description, category_id, condition, price' });
    expect((await list({}, ctx()))._unsafeUnwrap().total).toBe(1);
  });

  it('checks the scope: list needs adverts:read, the writes adverts:write', async () => {
    const { list, create } = setup();
    expect((await list({}, ctx(['adverts:write'])))._unsafeUnwrapErr().code).toBe('scope_required');
    expect((await create({}, ctx(['adverts:read'])))._unsafeUnwrapErr().code).toBe('scope_required');
  });
});
