import { describe, expect, it } from 'vitest';
import { untranslated, type Scope } from '../src/index.js';
import type { PlanName } from '../src/domain/plan.js';
import { DAY_MS } from '../src/domain/time.js';
import { makeBumpAdverts } from '../src/use-cases/owner/bump-adverts.js';
import { makeMyAdverts } from '../src/use-cases/owner/my-adverts.js';
import { anOwnAdvert, FixedClock, InMemoryOwnerAdverts, testId, type BumpEntry, type OwnAdvertFixture } from '../src/testing/index.js';
import { links } from './support.js';

const owner = testId();
const category = testId();
const now = new Date('2026-01-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const HOUR = DAY_MS / 24;

function world(adverts: Partial<OwnAdvertFixture>[], plan: PlanName = 'basic', paidThisMonth = 0) {
  const mine = adverts.map((a) => anOwnAdvert({ ownerId: owner, categoryId: category, ...a }));
  const bumps: BumpEntry[] = Array.from({ length: paidThisMonth }, () => ({ advertId: testId(), ownerId: owner, kind: 'paid', at: new Date('2026-01-02T00:00:00Z') }));
  const port = new InMemoryOwnerAdverts({ owners: [{ userId: owner, plan }], adverts: mine, categories: [], bumps });
  const clock = new FixedClock(now);
  const bump = makeBumpAdverts({ ownerAdverts: port, clock });
  const run = async (selector: object = { all: true }, scopes: Scope[] = ['adverts:write']) =>
    bump({ selector }, { lang: 'en', links, principal: { userId: owner, keyId: 'k1', scopes } });
  const ok = async (selector?: object) => (await run(selector))._unsafeUnwrap();
  return { port, clock, run, ok, adverts: mine };
}

/** Bumped free 3 days ago: not due a free bump, not on cooldown. */
const paidOnly = { lastFreeBumpAt: ago(3 * DAY_MS), bumpedAt: ago(3 * DAY_MS) };

describe('bump_adverts', () => {
  it('bumps free an advert never bumped free, and records it', async () => {
    const w = world([{}]);
    expect(await w.ok()).toEqual({ free: 1, paid: 0, failed: 0, failures: [] });
    expect(w.port.advert(w.adverts[0]!.id)).toMatchObject({ bumpedAt: now, lastFreeBumpAt: now });
    expect(w.port.bumps.filter((b) => b.at.getTime() === now.getTime())).toEqual([{ advertId: w.adverts[0]!.id, ownerId: owner, kind: 'free', at: now }]);
  });

  it('bumps free again once the last free bump is a week old, and not a moment before', async () => {
    const w = world([{ lastFreeBumpAt: ago(7 * DAY_MS), bumpedAt: ago(2 * DAY_MS) }, { lastFreeBumpAt: ago(7 * DAY_MS - 1), bumpedAt: ago(7 * DAY_MS - 1) }]);
    const [due, early] = w.adverts;
    expect((await w.ok({ ids: [due!.id] })).free).toBe(1);
    expect(await w.ok({ ids: [early!.id] })).toMatchObject({ free: 0, paid: 1 });
    expect(w.port.advert(early!.id)?.lastFreeBumpAt).toEqual(ago(7 * DAY_MS - 1));
  });

  it('bumps from the quota an advert not bumped in the last 24 hours; keeps one bumped sooner on cooldown', async () => {
    const w = world([{ lastFreeBumpAt: ago(3 * DAY_MS), bumpedAt: ago(DAY_MS) }, { lastFreeBumpAt: ago(3 * DAY_MS), bumpedAt: ago(DAY_MS - 1) }]);
    const [rested, recent] = w.adverts;
    expect(await w.ok()).toEqual({ free: 0, paid: 1, failed: 1, failures: [{ advert_id: recent!.id, code: 'cooldown' }] });
    expect(w.port.advert(rested!.id)?.bumpedAt).toEqual(now);
    expect(w.port.advert(recent!.id)?.bumpedAt).toEqual(ago(DAY_MS - 1));
    expect(await w.ok({ ids: [rested!.id] })).toMatchObject({ paid: 0, failures: [{ advert_id: rested!.id, code: 'cooldown' }] });
  });

  it('gives no paid bumps on the free plan', async () => {
    const w = world([paidOnly], 'free');
    expect(await w.ok()).toEqual({ free: 0, paid: 0, failed: 1, failures: [{ advert_id: w.adverts[0]!.id, code: 'quota_exhausted' }] });
    expect(w.port.bumps).toEqual([]);
  });

  it('spends the quota across the adverts of one call', async () => {
    const w = world([paidOnly, paidOnly, paidOnly, {}], 'basic', 8);
    const result = await w.ok();
    expect(result).toMatchObject({ free: 1, paid: 2, failed: 1, failures: [{ code: 'quota_exhausted' }] });
    expect(w.port.bumps.filter((b) => b.at.getTime() === now.getTime() && b.kind === 'paid')).toHaveLength(2);
  });

  it('resets the quota at the start of the UTC month', async () => {
    const lastWeek = new Date('2026-01-29T00:00:00Z');
    const w = world([{ lastFreeBumpAt: lastWeek, bumpedAt: lastWeek }], 'basic', 10);
    w.clock.set(new Date('2026-01-31T23:59:59Z'));
    expect((await w.ok()).failures).toEqual([{ advert_id: w.adverts[0]!.id, code: 'quota_exhausted' }]);
    w.clock.set(new Date('2026-02-01T00:00:00Z'));
    expect(await w.ok()).toMatchObject({ paid: 1, failed: 0 });
  });

  it('takes a paid bump only a day after any bump, while a due free bump may follow a paid one the same day', async () => {
    const w = world([{}, { bumpedAt: ago(HOUR), lastFreeBumpAt: ago(8 * DAY_MS) }]);
    const [fresh, paidAnHourAgo] = w.adverts;
    expect(await w.ok({ ids: [fresh!.id] })).toMatchObject({ free: 1, paid: 0 });
    // Bumped an hour ago from the quota, its free bump is due: the design allows it at once.
    expect(await w.ok({ ids: [paidAnHourAgo!.id] })).toMatchObject({ free: 1, paid: 0, failed: 0 });
    w.clock.advance(23 * HOUR);
    expect((await w.ok({ ids: [fresh!.id] })).failures).toEqual([{ advert_id: fresh!.id, code: 'cooldown' }]);
    w.clock.advance(HOUR);
    expect(await w.ok({ ids: [fresh!.id] })).toMatchObject({ free: 0, paid: 1 });
  });

  it('reports named ids that are not bumpable, and shows at most 20 failures', async () => {
    const recent: Partial<OwnAdvertFixture> = { bumpedAt: ago(HOUR), lastFreeBumpAt: ago(HOUR) };
    const w = world([...Array<Partial<OwnAdvertFixture>>(24).fill(recent), { status: 'archived' }]);
    const unknown = testId();
    const result = await w.ok({ ids: [unknown, ...w.adverts.map((a) => a.id)] });
    expect(result).toMatchObject({ free: 0, paid: 0, failed: 26 });
    expect(result.failures).toHaveLength(20);
    expect(result.failures.slice(0, 2)).toEqual([{ advert_id: unknown, code: 'not_found' }, { advert_id: w.adverts[24]!.id, code: 'not_active' }]);
  });

  it('moves a bumped advert to the top of my_adverts', async () => {
    const w = world([{ createdAt: ago(9 * DAY_MS) }, { createdAt: ago(DAY_MS) }]);
    const [old] = w.adverts;
    await w.ok({ ids: [old!.id] });
    const listed = await makeMyAdverts({ ownerReads: w.port, translator: untranslated, clock: w.clock })({}, { lang: 'en', links, principal: { userId: owner, keyId: 'k1', scopes: ['adverts:read'] } });
    expect(listed._unsafeUnwrap().adverts[0]).toMatchObject({ id: old!.id, next_free_bump_at: new Date(now.getTime() + 7 * DAY_MS).toISOString() });
  });

  it('selects nothing with is_empty, needs a selector filter and adverts:write', async () => {
    const w = world([{}]);
    expect(await w.ok({ is_empty: true })).toEqual({ free: 0, paid: 0, failed: 0, failures: [] });
    expect((await w.run({}))._unsafeUnwrapErr()).toMatchObject({ code: 'invalid_arguments', field: 'selector' });
    expect((await w.run({ all: true }, ['adverts:read']))._unsafeUnwrapErr().code).toBe('scope_required');
    expect(w.port.bumps).toEqual([]);
  });
});
