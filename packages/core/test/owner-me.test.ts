import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { Scope } from '../src/index.js';
import { makeMe } from '../src/use-cases/owner/me.js';
import { anOwnAdvert, FixedClock, InMemoryOwnerAdverts, testId, type BumpEntry, type OwnerFixture } from '../src/testing/index.js';
import { links } from './support.js';

const category = testId();
const ctxOf = (userId: string, scopes: Scope[] = ['profile:read']) => ({ lang: 'en' as const, links, principal: { userId, keyId: testId(), scopes } });

function account(plan: OwnerFixture['plan'], active: number, archived = 0, bumps: Omit<BumpEntry, 'ownerId'>[] = []) {
  const userId = testId();
  const adverts = [
    ...Array.from({ length: active }, () => anOwnAdvert({ ownerId: userId, categoryId: category })),
    ...Array.from({ length: archived }, () => anOwnAdvert({ ownerId: userId, categoryId: category, status: 'archived' })),
    anOwnAdvert({ ownerId: testId(), categoryId: category }), // someone else's
  ];
  const port = new InMemoryOwnerAdverts({
    owners: [{ userId, plan }],
    adverts,
    categories: [{ id: category, parentId: null }],
    bumps: bumps.map((b) => ({ ...b, ownerId: userId })),
  });
  return { userId, port };
}

const clock = new FixedClock(new Date('2026-01-15T12:00:00Z'));
const summary = async (plan: OwnerFixture['plan'], active: number, archived = 0) => {
  const { userId, port } = account(plan, active, archived);
  return (await makeMe({ ownerReads: port, clock })({}, ctxOf(userId)))._unsafeUnwrap();
};

describe('me', () => {
  it.each([
    ['free', { adverts_limit: 10, active_adverts: 3, advert_slots_left: 7, bump_quota_left: 0, assistant_messages_left: 20 }],
    ['basic', { adverts_limit: 50, active_adverts: 3, advert_slots_left: 47, bump_quota_left: 10, assistant_messages_left: 100 }],
    ['plus', { adverts_limit: 200, active_adverts: 3, advert_slots_left: 197, bump_quota_left: 40, assistant_messages_left: 300 }],
  ] as const)('reports the %s plan figures, counting only own active adverts', async (plan, figures) => {
    expect(await summary(plan, 3, 2)).toEqual({ plan, ...figures });
  });

  it('leaves the limit and the slots out (not 0, not null) on the unlimited pro plan', async () => {
    const pro = await summary('pro', 3);
    expect(pro).toEqual({ plan: 'pro', active_adverts: 3, bump_quota_left: 150, assistant_messages_left: 1000 });
    expect(pro).not.toHaveProperty('adverts_limit');
    expect(pro).not.toHaveProperty('advert_slots_left');
  });

  it('never reports negative slots when the owner is over the limit (after a downgrade)', async () => {
    expect(await summary('free', 12)).toMatchObject({ active_adverts: 12, advert_slots_left: 0 });
  });

  it('counts only this UTC month\'s paid bumps against the quota, and resets it on the 1st', async () => {
    const advertId = testId();
    const { userId, port } = account('basic', 1, 0, [
      { advertId, kind: 'paid', at: new Date('2025-12-31T23:59:59Z') },
      { advertId, kind: 'paid', at: new Date('2026-01-01T00:00:00Z') },
      { advertId, kind: 'paid', at: new Date('2026-01-10T00:00:00Z') },
      { advertId, kind: 'paid', at: new Date('2026-01-31T23:59:59Z') },
      { advertId, kind: 'free', at: new Date('2026-01-12T00:00:00Z') },
    ]);
    const at = (iso: string) => makeMe({ ownerReads: port, clock: new FixedClock(new Date(iso)) })({}, ctxOf(userId));
    expect((await at('2026-01-31T23:59:59Z'))._unsafeUnwrap().bump_quota_left).toBe(7);
    expect((await at('2026-02-01T00:00:00Z'))._unsafeUnwrap().bump_quota_left).toBe(10);
  });

  it('reports assistant messages left today, never below zero', async () => {
    const { userId, port } = account('basic', 0);
    const used = (n: number) => makeMe({ ownerReads: port, clock, assistantMessagesUsedToday: () => okAsync(n) })({}, ctxOf(userId));
    expect((await used(30))._unsafeUnwrap().assistant_messages_left).toBe(70);
    expect((await used(130))._unsafeUnwrap().assistant_messages_left).toBe(0);
  });

  it('needs the profile:read scope', async () => {
    const { userId, port } = account('basic', 1);
    const result = await makeMe({ ownerReads: port, clock })({}, ctxOf(userId, ['adverts:read', 'adverts:write']));
    expect(result._unsafeUnwrapErr()).toMatchObject({ code: 'scope_required' });
  });

  it('rejects unknown parameters and answers not_found for an unknown account', async () => {
    const { userId, port } = account('basic', 1);
    const me = makeMe({ ownerReads: port, clock });
    expect((await me({ verbose: true }, ctxOf(userId)))._unsafeUnwrapErr()).toMatchObject({ code: 'invalid_arguments', field: 'verbose' });
    expect((await me({}, ctxOf(testId())))._unsafeUnwrapErr().code).toBe('not_found');
  });
});
