import { describe, expect, it } from 'vitest';
import type { Scope } from '../src/index.js';
import type { PlanName } from '../src/domain/plan.js';
import { makeArchiveAdvert, makeRestoreAdvert } from '../src/use-cases/owner/archive-restore.js';
import { anOwnAdvert, FixedClock, InMemoryOwnerAdverts, testId, type OwnAdvertFixture } from '../src/testing/index.js';
import { links } from './support.js';

const owner = testId();
const category = testId();

function world(plan: PlanName, activeCount: number, archived: Partial<OwnAdvertFixture>[] = [{}]) {
  const mine = (o: Partial<OwnAdvertFixture>) => anOwnAdvert({ ownerId: owner, categoryId: category, ...o });
  const active = Array.from({ length: activeCount }, () => mine({}));
  const withdrawn = archived.map((o) => mine({ status: 'archived', archiveReason: 'other', ...o }));
  const strangers = anOwnAdvert({ ownerId: testId(), categoryId: category, status: 'archived' });
  const port = new InMemoryOwnerAdverts({ owners: [{ userId: owner, plan }], adverts: [...active, ...withdrawn, strangers], categories: [] });
  const deps = { ownerAdverts: port, clock: new FixedClock(new Date('2026-01-15T12:00:00Z')) };
  const ctx = (scopes: Scope[] = ['adverts:write']) => ({ lang: 'en' as const, links, principal: { userId: owner, keyId: 'k1', scopes } });
  const archive = (input: unknown, scopes?: Scope[]) => makeArchiveAdvert(deps)(input, ctx(scopes));
  const restore = (input: unknown, scopes?: Scope[]) => makeRestoreAdvert(deps)(input, ctx(scopes));
  const activeNow = () => [...active, ...withdrawn].filter((a) => port.advert(a.id)?.status === 'active').length;
  return { port, archive, restore, active, withdrawn, strangers, activeNow };
}

describe('archive_advert', () => {
  it.each([['sold_elsewhere'], ['other'], [null]] as const)('withdraws an active own advert (reason %s)', async (reason) => {
    const w = world('basic', 2);
    const id = w.active[0]!.id;
    expect((await w.archive({ advert_id: id, reason }))._unsafeUnwrap()).toEqual({ advert_id: id, status: 'archived' });
    expect(w.port.advert(id)).toMatchObject({ status: 'archived', archiveReason: reason });
    expect(w.activeNow()).toBe(1);
  });

  it('takes an empty body: the reason defaults to null', async () => {
    const w = world('basic', 1);
    expect((await w.archive({ advert_id: w.active[0]!.id }))._unsafeUnwrap().status).toBe('archived');
    expect(w.port.advert(w.active[0]!.id)?.archiveReason).toBeNull();
  });

  it('changes nothing when archiving an archived advert again', async () => {
    const w = world('basic', 0, [{ archiveReason: 'sold_elsewhere' }]);
    const id = w.withdrawn[0]!.id;
    expect((await w.archive({ advert_id: id, reason: 'other' }))._unsafeUnwrap()).toEqual({ advert_id: id, status: 'archived' });
    expect(w.port.advert(id)).toEqual(w.withdrawn[0]);
  });

  it.each([
    [{ advert_id: 'abc' }, 'advert_id'],
    [{}, 'advert_id'],
    [{ advert_id: testId(), reason: 'sold' }, 'reason'],
    [{ advert_id: testId(), note: 'x' }, 'note'],
  ])('rejects %j naming %s', async (input, field) => {
    const w = world('basic', 1);
    expect((await w.archive(input))._unsafeUnwrapErr()).toMatchObject({ code: 'invalid_arguments', field });
  });
});

describe('restore_advert', () => {
  it('puts an archived own advert back', async () => {
    const w = world('free', 9);
    const id = w.withdrawn[0]!.id;
    expect((await w.restore({ advert_id: id }))._unsafeUnwrap()).toEqual({ advert_id: id, status: 'active' });
    expect(w.port.advert(id)).toMatchObject({ status: 'active', archiveReason: null });
  });

  it('changes nothing when restoring an active advert, even at the limit', async () => {
    const w = world('free', 10);
    const id = w.active[0]!.id;
    expect((await w.restore({ advert_id: id }))._unsafeUnwrap()).toEqual({ advert_id: id, status: 'active' });
    expect(w.port.advert(id)).toEqual(w.active[0]);
  });

  it('is bound by the plan\'s advert limit (free: 10 active)', async () => {
    const w = world('free', 10);
    const id = w.withdrawn[0]!.id;
    expect((await w.restore({ advert_id: id }))._unsafeUnwrapErr().code).toBe('advert_limit_reached');
    expect(w.port.advert(id)?.status).toBe('archived');
    await w.archive({ advert_id: w.active[0]!.id });
    expect((await w.restore({ advert_id: id }))._unsafeUnwrap().status).toBe('active');
    expect(w.activeNow()).toBe(10);
  });

  it('has no limit on the pro plan', async () => {
    const w = world('pro', 250);
    expect((await w.restore({ advert_id: w.withdrawn[0]!.id }))._unsafeUnwrap().status).toBe('active');
  });

  it('keeps an advert with a deal withdrawn', async () => {
    const w = world('basic', 0, [{ hasDeal: true }]);
    const id = w.withdrawn[0]!.id;
    expect((await w.restore({ advert_id: id }))._unsafeUnwrapErr().code).toBe('advert_has_deal');
    expect(w.port.advert(id)).toEqual(w.withdrawn[0]);
  });

  it('rejects unknown body fields and a malformed id', async () => {
    const w = world('basic', 0);
    expect((await w.restore({ advert_id: w.withdrawn[0]!.id, reason: 'other' }))._unsafeUnwrapErr()).toMatchObject({ field: 'reason' });
    expect((await w.restore({ advert_id: '42' }))._unsafeUnwrapErr()).toMatchObject({ code: 'invalid_arguments', field: 'advert_id' });
  });
});

describe('archive_advert and restore_advert on adverts that are not the owner\'s', () => {
  it.each(['archive', 'restore'] as const)('%s answers not_found alike for unknown and other owners\' adverts', async (operation) => {
    const w = world('basic', 1);
    const unknown = testId();
    const [foreign, missing] = await Promise.all([w[operation]({ advert_id: w.strangers.id }), w[operation]({ advert_id: unknown })]);
    expect(foreign._unsafeUnwrapErr().code).toBe('not_found');
    expect(foreign._unsafeUnwrapErr().message.replace(w.strangers.id, '<id>')).toBe(missing._unsafeUnwrapErr().message.replace(unknown, '<id>'));
    expect(w.port.advert(w.strangers.id)).toEqual(w.strangers);
  });

  it.each(['archive', 'restore'] as const)('%s needs adverts:write', async (operation) => {
    const w = world('basic', 1);
    const id = (operation === 'archive' ? w.active : w.withdrawn)[0]!.id;
    expect((await w[operation]({ advert_id: id }, ['adverts:read', 'profile:read']))._unsafeUnwrapErr().code).toBe('scope_required');
    expect(w.port.advert(id)?.status).toBe(operation === 'archive' ? 'active' : 'archived');
  });
});
