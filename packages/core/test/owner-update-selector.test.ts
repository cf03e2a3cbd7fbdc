import { describe, expect, it } from 'vitest';
import type { Scope } from '../src/index.js';
import { makeUpdateAdverts } from '../src/use-cases/owner/update-adverts.js';
import { anOwnAdvert, FixedClock, InMemoryOwnerAdverts, testId } from '../src/testing/index.js';
import { links } from './support.js';

const owner = testId();
const electronics = testId();
const phones = testId();
const home = testId();

function world() {
  const phone = anOwnAdvert({ ownerId: owner, categoryId: phones, titles: { en: 'Samsung phone' }, condition: 'used' });
  const tablet = anOwnAdvert({ ownerId: owner, categoryId: electronics, titles: { en: 'Samsung tablet' }, condition: 'new', contour: 'business' });
  const chair = anOwnAdvert({ ownerId: owner, categoryId: home, titles: { de: 'Stuhl', en: 'Chair' }, originalLang: 'de', condition: null });
  const archived = anOwnAdvert({ ownerId: owner, categoryId: home, status: 'archived' });
  const strangers = anOwnAdvert({ ownerId: testId(), categoryId: phones, titles: { en: 'Samsung TV' } });
  const port = new InMemoryOwnerAdverts({
    owners: [{ userId: owner, plan: 'basic' }],
    adverts: [phone, tablet, chair, archived, strangers],
    categories: [{ id: electronics, parentId: null }, { id: phones, parentId: electronics }, { id: home, parentId: null }],
  });
  const update = makeUpdateAdverts({ ownerAdverts: port, clock: new FixedClock(new Date('2026-01-15T12:00:00Z')) });
  const run = (input: unknown, scopes: Scope[] = ['adverts:write']) => update(input, { lang: 'en', links, principal: { userId: owner, keyId: 'k1', scopes } });
  /** Ids whose price changed after lowering every selected advert by 10%. */
  const lowered = async (selector: unknown) => {
    const result = (await run({ selector, rule: { percent: -10 } }))._unsafeUnwrap();
    return { result, changed: [phone, tablet, chair, strangers].filter((a) => port.advert(a.id)?.priceMinor !== a.priceMinor).map((a) => a.id) };
  };
  return { port, run, lowered, phone, tablet, chair, archived, strangers };
}

describe('update_adverts selector', () => {
  it.each([[{}], [{ all: false }], [{ all: null, is_empty: false }]])('needs a filter or all: true (%j)', async (selector) => {
    const { run } = world();
    expect((await run({ selector, rule: { percent: -10 } }))._unsafeUnwrapErr()).toMatchObject({ code: 'invalid_arguments', field: 'selector' });
  });

  it('selects nothing with is_empty, even beside all: true', async () => {
    const { lowered } = world();
    expect(await lowered({ is_empty: true, all: true })).toEqual({ result: { applied: 0, failed: 0, failures: [] }, changed: [] });
  });

  it('selects every active own advert with all: true', async () => {
    const { lowered, phone, tablet, chair } = world();
    const { result, changed } = await lowered({ all: true });
    expect(result).toEqual({ applied: 3, failed: 0, failures: [] });
    expect(changed.sort()).toEqual([phone.id, tablet.id, chair.id].sort());
  });

  it.each([
    ['category subtree', { category_id: electronics }, ['phone', 'tablet']],
    ['leaf category', { category_id: phones }, ['phone']],
    ['condition', { condition: 'new' }, ['tablet']],
    ['contour', { contour: 'private' }, ['phone', 'chair']],
    ['query in a translation', { query: 'chair' }, ['chair']],
    ['query prefix, all words', { query: 'sams pho' }, ['phone']],
    ['filters together', { query: 'samsung', condition: 'used' }, ['phone']],
  ] as const)('selects by %s', async (_name, selector, expected) => {
    const w = world();
    const { changed } = await w.lowered(selector);
    expect(changed.sort()).toEqual(expected.map((name) => w[name].id).sort());
  });

  it('fails unknown and other owners\' ids alike as not_found, archived own ids as not_active', async () => {
    const w = world();
    const unknown = testId();
    const { result, changed } = await w.lowered({ ids: [w.strangers.id, unknown, w.archived.id, w.phone.id, w.phone.id] });
    expect(result).toEqual({
      applied: 1,
      failed: 3,
      failures: [
        { advert_id: w.strangers.id, code: 'not_found' },
        { advert_id: unknown, code: 'not_found' },
        { advert_id: w.archived.id, code: 'not_active' },
      ],
    });
    expect(changed).toEqual([w.phone.id]);
    expect(w.port.advert(w.archived.id)).toEqual(w.archived);
  });

  it('narrows named ids by the other filters without calling the owner\'s own adverts not_found', async () => {
    const w = world();
    const { result, changed } = await w.lowered({ ids: [w.phone.id, w.tablet.id, w.chair.id], contour: 'private', query: 'samsung' });
    expect(result).toEqual({ applied: 1, failed: 0, failures: [] });
    expect(changed).toEqual([w.phone.id]);
    const archivedElsewhere = await w.lowered({ ids: [w.archived.id, w.strangers.id], category_id: phones });
    expect(archivedElsewhere.result.failures).toEqual([
      { advert_id: w.archived.id, code: 'not_active' },
      { advert_id: w.strangers.id, code: 'not_found' },
    ]);
  });

  it('shows the first 20 failures and counts them all', async () => {
    const { run } = world();
    const unknown = Array.from({ length: 25 }, () => testId());
    const result = (await run({ selector: { ids: unknown }, rule: { percent: 5 } }))._unsafeUnwrap();
    expect(result.failed).toBe(25);
    expect(result.failures).toEqual(unknown.slice(0, 20).map((id) => ({ advert_id: id, code: 'not_found' })));
  });

  it.each([
    [{ ids: [] }, 'selector.ids'],
    [{ ids: ['x'] }, 'selector.ids'],
    [{ category_id: 'home' }, 'selector.category_id'],
    [{ condition: 'broken' }, 'selector.condition'],
    [{ contour: 'shop' }, 'selector.contour'],
    [{ query: ' ' }, 'selector.query'],
    [{ all: 'yes' }, 'selector.all'],
    [{ all: true, owner: 'me' }, 'selector.owner'],
  ])('rejects selector %j naming %s', async (selector, field) => {
    const { run } = world();
    expect((await run({ selector, rule: { percent: 1 } }))._unsafeUnwrapErr()).toMatchObject({ code: 'invalid_arguments', field });
  });
});

describe('update_adverts rule', () => {
  const all = { all: true };
  it.each([
    [{}, 'rule'],
    [{ percent: null, set: null }, 'rule'],
    [{ percent: -10, set: 5 }, 'rule'],
    [{ delta: 1, is_available: true }, 'rule'],
    [{ is_available: true, currency: 'EUR' }, 'rule.currency'],
    [{ set: 5, currency: 'eur' }, 'rule.currency'],
    [{ set: 5, currency: 'XYZ' }, 'rule.currency'],
    [{ set: 0 }, 'rule.set'],
    [{ set: -1 }, 'rule.set'],
    [{ percent: -100 }, 'rule.percent'],
    [{ percent: 'ten' }, 'rule.percent'],
    [{ delta: 1, vat: true }, 'rule.vat'],
  ])('rejects rule %j naming %s', async (rule, field) => {
    const { run } = world();
    expect((await run({ selector: all, rule }))._unsafeUnwrapErr()).toMatchObject({ code: 'invalid_arguments', field });
  });

  it('needs both selector and rule, and nothing else', async () => {
    const { run } = world();
    expect((await run({ rule: { percent: 1 } }))._unsafeUnwrapErr()).toMatchObject({ field: 'selector' });
    expect((await run({ selector: all }))._unsafeUnwrapErr()).toMatchObject({ field: 'rule' });
    expect((await run({ selector: all, rule: { percent: 1 }, dry_run: true }))._unsafeUnwrapErr()).toMatchObject({ field: 'dry_run' });
  });

  it('needs adverts:write before it looks at the input', async () => {
    const { run, port, phone } = world();
    expect((await run({ selector: all, rule: { percent: -10 } }, ['adverts:read']))._unsafeUnwrapErr().code).toBe('scope_required');
    expect((await run({ nonsense: 1 }, ['adverts:read']))._unsafeUnwrapErr().code).toBe('scope_required');
    expect(port.advert(phone.id)).toEqual(phone);
  });
});
