import { describe, expect, it } from 'vitest';
import type { Language, Scope } from '../src/index.js';
import { makeMyAdverts } from '../src/use-cases/owner/my-adverts.js';
import { anOwnAdvert, FixedClock, InMemoryOwnerAdverts, testId } from '../src/testing/index.js';
import { links, recordingTranslator } from './support.js';

const owner = testId();
const electronics = testId();
const phones = testId();
const laptops = testId();
const home = testId();
const at = (day: number) => new Date(Date.UTC(2026, 0, day, 9));

const phone = anOwnAdvert({
  ownerId: owner, categoryId: phones, contour: 'business', originalLang: 'sr',
  titles: { sr: 'Телефон Самсунг', en: 'Samsung phone' }, currency: 'RSD', priceMinor: 2_500_000,
  createdAt: at(1), bumpedAt: at(14), photoKey: 'ph/1.jpg', views: 12, savedBy: ['u1', 'u2'],
});
const laptop = anOwnAdvert({
  ownerId: owner, categoryId: laptops, titles: { en: 'Lenovo laptop' }, priceMinor: 99_999,
  variants: [{ title: '8 GB', priceMinor: 70_000, isAvailable: true }, { title: '16 GB', priceMinor: 65_000, isAvailable: false }],
  createdAt: at(5), bumpedAt: at(12), lastFreeBumpAt: at(12),
});
const chair = anOwnAdvert({ ownerId: owner, categoryId: home, originalLang: 'de', titles: { de: 'Stuhl aus Eiche' }, priceMinor: 4_000, createdAt: at(10) });
const washer = anOwnAdvert({ ownerId: owner, categoryId: home, originalLang: 'ro', titles: { ro: 'Mașină de spălat' }, priceMinor: null, createdAt: at(3) });
const bike = anOwnAdvert({ ownerId: owner, categoryId: home, titles: { en: 'Old bike' }, status: 'archived', createdAt: at(2) });
const strangers = anOwnAdvert({ ownerId: testId(), categoryId: phones, titles: { en: 'Samsung TV' }, createdAt: at(15) });

const port = new InMemoryOwnerAdverts({
  owners: [{ userId: owner, plan: 'basic' }],
  adverts: [washer, chair, laptop, phone, bike, strangers],
  categories: [
    { id: electronics, parentId: null },
    { id: phones, parentId: electronics },
    { id: laptops, parentId: electronics },
    { id: home, parentId: null },
  ],
});
const translator = recordingTranslator();
const myAdverts = makeMyAdverts({ ownerReads: port, translator, clock: new FixedClock(at(15)) });
const ctxOf = (lang: Language = 'en', scopes: Scope[] = ['adverts:read']) => ({ lang, links, principal: { userId: owner, keyId: 'k1', scopes } });
const list = async (input: unknown, lang: Language = 'en') => (await myAdverts(input, ctxOf(lang)))._unsafeUnwrap();
const ids = async (input: unknown) => (await list(input)).adverts.map((a) => a.id);

describe('my_adverts', () => {
  it('lists the owner\'s active adverts, newest bump first, with the total', async () => {
    const result = await list({});
    expect(result.total).toBe(4);
    expect(result.adverts.map((a) => a.id)).toEqual([phone.id, laptop.id, chair.id, washer.id]);
  });

  it('presents an own advert with tagged links and the next free bump', async () => {
    const [first] = (await list({})).adverts;
    expect(first).toEqual({
      id: phone.id, title: 'Samsung phone', price: 25_000, currency: 'RSD', has_variants: false, is_business: true,
      category_id: phones, image_url: 'https://api.market.test/photos/ph/1.jpg?utm_source=api', views: 12, favorites: 2,
      next_free_bump_at: phone.createdAt.toISOString(), is_archived: false,
      url: `https://market.test/adverts/${phone.id}?utm_source=api`,
    });
  });

  it('shows the lowest configuration price, a week after the last free bump, and null price or image', async () => {
    const { adverts } = await list({});
    expect(adverts[1]).toMatchObject({ has_variants: true, price: 650, next_free_bump_at: '2026-01-19T09:00:00.000Z' });
    expect(adverts[3]).toMatchObject({ price: null, image_url: null });
  });

  it('puts titles into the requested language: stored translation, else translated on the fly', async () => {
    translator.calls.length = 0;
    const { adverts } = await list({ limit: 3 });
    expect(adverts.map((a) => a.title)).toEqual(['Samsung phone', 'Lenovo laptop', '[en] Stuhl aus Eiche']);
    expect(translator.calls).toEqual([{ texts: [{ text: 'Stuhl aus Eiche', lang: 'de', about: { advertId: adverts[2]!.id, field: 'title' } }], to: 'en' }]);
    expect((await list({ limit: 1 }, 'sr')).adverts[0]!.title).toBe('Телефон Самсунг');
  });

  it('lists archived adverts on request', async () => {
    const result = await list({ status: 'archived' });
    expect(result).toMatchObject({ total: 1, adverts: [{ id: bike.id, is_archived: true }] });
  });

  it.each([
    ['samsung', [phone.id]],
    ['телеф', [phone.id]],
    ['telefon sams', [phone.id]],
    ['MASINA', [washer.id]],
    ['stuhl eich', [chair.id]],
    ['stuhl samsung', []],
    ['tv', []],
    ['bike', []],
  ])('matches query %j against original and translated titles as folded prefixes', async (query, expected) => {
    const result = await list({ query });
    expect(result.adverts.map((a) => a.id)).toEqual(expected);
    expect(result.total).toBe(expected.length);
  });

  it('filters by category subtree and by contour', async () => {
    expect(await ids({ category_id: electronics })).toEqual([phone.id, laptop.id]);
    expect(await ids({ category_id: laptops })).toEqual([laptop.id]);
    expect(await ids({ contour: 'business' })).toEqual([phone.id]);
    expect(await ids({ contour: 'private', category_id: home })).toEqual([chair.id, washer.id]);
  });

  it('cuts the page to the limit but counts every match', async () => {
    expect(await list({ limit: 2 })).toMatchObject({ total: 4, adverts: [{ id: phone.id }, { id: laptop.id }] });
  });

  it('orders adverts bumped at the same moment by id, last first', async () => {
    const [a, b] = [testId(), testId()];
    const twin = (id: string) => anOwnAdvert({ id, ownerId: owner, categoryId: home, createdAt: at(1), bumpedAt: at(2) });
    const twins = new InMemoryOwnerAdverts({ owners: [{ userId: owner, plan: 'free' }], adverts: [twin(a), twin(b)], categories: [] });
    const result = await makeMyAdverts({ ownerReads: twins, translator, clock: new FixedClock(at(3)) })({}, ctxOf());
    expect(result._unsafeUnwrap().adverts.map((x) => x.id)).toEqual([b, a]);
  });

  it.each([[['adverts:write']], [['profile:read']], [[]]] as const)('needs adverts:read (key with %j)', async (scopes) => {
    expect((await myAdverts({}, ctxOf('en', [...scopes])))._unsafeUnwrapErr()).toMatchObject({ code: 'scope_required' });
  });

  it.each([
    [{ limit: 0 }, 'limit'],
    [{ limit: 51 }, 'limit'],
    [{ limit: 2.5 }, 'limit'],
    [{ status: 'deleted' }, 'status'],
    [{ contour: 'shop' }, 'contour'],
    [{ category_id: 'phones' }, 'category_id'],
    [{ query: '  ' }, 'query'],
    [{ sort: 'oldest' }, 'sort'],
  ])('rejects %j naming %s', async (input, field) => {
    expect((await myAdverts(input, ctxOf()))._unsafeUnwrapErr()).toMatchObject({ code: 'invalid_arguments', field });
  });

  it('accepts the limit bounds', async () => {
    expect((await list({ limit: 1 })).adverts).toHaveLength(1);
    expect((await list({ limit: 50 })).adverts).toHaveLength(4);
  });
});
