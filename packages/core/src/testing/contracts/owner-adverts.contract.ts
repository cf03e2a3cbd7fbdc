import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scope } from '../../domain/api-key.js';
import { makeLinks } from '../../domain/links.js';
import type { OwnAdvertFilter, OwnAdvertListQuery, OwnerAdverts, OwnerReads, PriceChange } from '../../ports/owner-adverts.js';
import { selectorInput } from '../../schemas/owner-adverts.js';
import { makeArchiveAdvert, makeRestoreAdvert } from '../../use-cases/owner/archive-restore.js';
import { makeBumpAdverts } from '../../use-cases/owner/bump-adverts.js';
import { select, titleMatches } from '../../use-cases/owner/selection.js';
import { makeUpdateAdverts } from '../../use-cases/owner/update-adverts.js';
import { FixedClock } from '../clock.js';
import { anOwnAdvert, type OutboxEntry, type OwnAdvertFixture, type OwnerAdvertsFixture } from '../in-memory-owner-adverts.js';
import type { CommittedEvent } from './committed-events.js';

/** A price-drop notification as the outbox holds it for one saver (the fake's entry, less its bookkeeping). */
export type QueuedPriceDrop = Omit<OutboxEntry, 'topic' | 'at'>;

export interface OwnerAdvertsHarness {
  readonly adverts: OwnerAdverts;
  readonly reads: OwnerReads;
  /** Committed price-drop notifications of an advert, oldest first. */
  priceDrops(advertId: string): Promise<QueuedPriceDrop[]>;
  /** The committed availability of an advert's configurations, in their order. */
  availability(advertId: string): Promise<boolean[]>;
  /** The owner's committed events, in the order written. */
  events(ownerId: string): Promise<CommittedEvent[]>;
  close(): Promise<void>;
}

const hex = (n: number) => n.toString(16).padStart(12, '0');
const ownerId = (n: number) => `61000000-0000-4000-8000-${hex(n)}`;
const advertId = (n: number) => `62000000-0000-4000-8000-${hex(n)}`;
const categoryId = (n: number) => `63000000-0000-4000-8000-${hex(n)}`;
const saverId = (n: number) => `64000000-0000-4000-8000-${hex(n)}`;
const day = (d: number) => new Date(Date.UTC(2026, 0, d, 10));
const NOW = new Date('2026-01-15T12:00:00.000Z');

const CATEGORY = { electronics: categoryId(1), phones: categoryId(2), furniture: categoryId(3) };
/** One owner per case that writes, so the cases share one store and run in any order. */
const OWNER = {
  reader: ownerId(1), pricer: ownerId(2), stocker: ownerId(3), bumper: ownerId(4), archiver: ownerId(5),
  rollback: ownerId(6), victim: ownerId(7), stranger: ownerId(8), queue: ownerId(9), freeBump: ownerId(10),
  limited: ownerId(11), bug: ownerId(12), ownWrites: ownerId(13),
  /** Read only, on the free plan: the account case counts their adverts, which no case changes. */
  freeReader: ownerId(14),
  /** Read only: the word-matching case selects among their titles. */
  searcher: ownerId(15),
  /** Writes through the owner use cases, whose events the contract compares. */
  eventful: ownerId(16),
};
const FREE_PLAN = new Set([OWNER.limited, OWNER.freeReader]);
const own = (n: number, owner: string, overrides: Partial<OwnAdvertFixture> = {}) =>
  anOwnAdvert({ id: advertId(n), ownerId: owner, categoryId: CATEGORY.furniture, ...overrides });

const R = {
  phone: own(1, OWNER.reader, {
    categoryId: CATEGORY.phones, originalLang: 'sr', titles: { sr: 'Telefon', en: 'Phone' }, priceMinor: 10_000,
    discountPercent: 10, discountUntil: day(20), savedBy: [saverId(1), saverId(2)], hasDeal: true, views: 7,
    photoKey: 'fixture/phone.webp', createdAt: day(1),
  }),
  chair: own(2, OWNER.reader, {
    condition: 'new', contour: 'business', titles: { en: 'Chair' }, priceMinor: 5_000, createdAt: day(2),
    bumpedAt: day(12), lastFreeBumpAt: day(12),
  }),
  lamp: own(3, OWNER.reader, {
    status: 'archived', titles: { en: 'Lamp' }, priceMinor: null, createdAt: day(3), archiveReason: 'other',
    variants: [{ title: 'Small', priceMinor: 3_000, isAvailable: true }, { title: 'Big', priceMinor: 4_500, isAvailable: false }],
  }),
  radio: own(4, OWNER.reader, { categoryId: CATEGORY.electronics, condition: null, originalLang: 'de', titles: { de: 'Altes Radio' }, createdAt: day(4) }),
};
const variants = [{ title: 'S', priceMinor: 1_000, isAvailable: true }, { title: 'M', priceMinor: 1_200, isAvailable: true }];
const A = {
  priced: own(20, OWNER.pricer, { savedBy: [saverId(1), saverId(2), saverId(3)] }),
  stocked: own(21, OWNER.stocker, { variants }),
  bumped: own(22, OWNER.bumper, { createdAt: day(1) }),
  older: own(23, OWNER.bumper, { createdAt: day(2) }),
  archived: own(24, OWNER.archiver),
  rolledBack: own(25, OWNER.rollback, { savedBy: [saverId(1)] }),
  victims: own(26, OWNER.victim, { savedBy: [saverId(1)], variants }),
  queued: own(27, OWNER.queue),
  freeBump: own(28, OWNER.freeBump),
  bug: own(29, OWNER.bug),
  ownWrites: own(30, OWNER.ownWrites),
};
/** The eventful owner's adverts: one per kind of write. */
const E = {
  priced: own(80, OWNER.eventful),
  stocked: own(81, OWNER.eventful, { variants, discountPercent: 5, discountUntil: day(20) }),
  bumped: own(82, OWNER.eventful),
  archived: own(83, OWNER.eventful),
  foreign: own(84, OWNER.eventful, { currency: 'RSD', priceMinor: 500_000 }),
};
const LIMITED_ACTIVE = Array.from({ length: 9 }, (_, i) => own(40 + i, OWNER.limited));
const LIMITED_ARCHIVED = Array.from({ length: 4 }, (_, i) => own(50 + i, OWNER.limited, { status: 'archived' }));
const FREE_READER = [own(60, OWNER.freeReader), own(61, OWNER.freeReader), own(62, OWNER.freeReader, { status: 'archived' })];
const SEARCHED = {
  wardrobe: own(70, OWNER.searcher, { originalLang: 'sr', titles: { sr: 'Ормар у ходнику', hu: 'Szekrény a folyosón' }, createdAt: day(1) }),
  umbrella: own(71, OWNER.searcher, { originalLang: 'en', titles: { en: 'Umbrella stand' }, createdAt: day(2) }),
};

export const OWNER_ADVERTS_FIXTURE: OwnerAdvertsFixture = {
  owners: [
    ...Object.values(OWNER).map((userId) => ({ userId, plan: FREE_PLAN.has(userId) ? ('free' as const) : ('basic' as const) })),
  ],
  categories: [
    { id: CATEGORY.electronics, parentId: null },
    { id: CATEGORY.phones, parentId: CATEGORY.electronics },
    { id: CATEGORY.furniture, parentId: null },
  ],
  adverts: [...Object.values(R), ...Object.values(A), ...Object.values(E), ...LIMITED_ACTIVE, ...LIMITED_ARCHIVED, ...FREE_READER, ...Object.values(SEARCHED)],
  bumps: [
    { advertId: R.chair.id, ownerId: OWNER.reader, kind: 'paid', at: new Date('2025-12-20T10:00:00.000Z') },
    { advertId: R.chair.id, ownerId: OWNER.reader, kind: 'paid', at: day(10) },
    { advertId: R.chair.id, ownerId: OWNER.reader, kind: 'free', at: day(12) },
  ],
};

const anyAdvert: OwnAdvertFilter = { ids: null, categoryId: null, condition: null, contour: null };
const only = (id: string): OwnAdvertFilter => ({ ...anyAdvert, ids: [id] });
const price = (priceMinor: number, discountPercent: number | null = null): PriceChange => ({ priceMinor, discountPercent, discountUntil: null, discountFromMinor: null });

/** The owner use cases over the port under test, as the composition root builds them, on a clock at NOW. */
function ownerOperations(adverts: OwnerAdverts) {
  const deps = { ownerAdverts: adverts, clock: new FixedClock(NOW) };
  return {
    update: makeUpdateAdverts(deps),
    bump: makeBumpAdverts(deps),
    archive: makeArchiveAdvert(deps),
    restore: makeRestoreAdvert(deps),
  };
}
const links = makeLinks({ webBaseUrl: 'https://market.test', publicBaseUrl: 'https://api.market.test' }, 'api');
const asOwner = (userId: string) => ({ lang: 'en' as const, links, principal: { userId, keyId: 'contract', scopes: ['adverts:read', 'adverts:write'] satisfies Scope[] } });

/**
 * What every implementation of the owner ports (`OwnerAdverts`, `OwnerReads`) must do: the
 * owner's adverts and account as the use cases read them, each write, all-or-nothing
 * transactions, writes confined to the owner's adverts, and one owner's transactions taking turns
 * (what keeps a plan limit, the monthly quota and the free bump from being overrun by parallel
 * calls). It runs against InMemoryOwnerAdverts and the PostgreSQL and PGlite adapters.
 */
export function describeOwnerAdvertsContract(name: string, open: (fixture: OwnerAdvertsFixture) => Promise<OwnerAdvertsHarness>): void {
  describe(`OwnerAdverts contract: ${name}`, () => {
    let harness: OwnerAdvertsHarness;
    let port: OwnerAdverts;
    beforeAll(async () => {
      harness = await open(OWNER_ADVERTS_FIXTURE);
      port = harness.adverts;
    });
    afterAll(async () => harness?.close());

    const states = async (owner: string, filter: OwnAdvertFilter = anyAdvert) =>
      (await port.transact(owner, (ws) => ws.adverts(filter)))._unsafeUnwrap();
    const state = async (owner: string, id: string) => (await states(owner, only(id)))[0];
    const account = async (owner: string) => (await harness.reads.account(owner, NOW))._unsafeUnwrap();
    const list = async (query: Partial<OwnAdvertListQuery> = {}) =>
      (await harness.reads.listOwnAdverts({ ownerId: OWNER.reader, status: 'active', categoryId: null, contour: null, lang: 'en', ...query }))._unsafeUnwrap();

    it('reads the owner’s account: plan, active adverts, paid bumps of this UTC month; none for a stranger', async () => {
      expect(await account(OWNER.reader)).toEqual({ userId: OWNER.reader, plan: 'basic', activeAdverts: 3, paidBumpsThisMonth: 1 });
      expect(await account(OWNER.freeReader)).toMatchObject({ plan: 'free', activeAdverts: 2 });
      expect(await account(ownerId(999))).toBeNull();
      const inside = await port.transact(OWNER.reader, (ws) => ws.account(NOW));
      expect(inside._unsafeUnwrap()).toEqual({ userId: OWNER.reader, plan: 'basic', activeAdverts: 3, paidBumpsThisMonth: 1 });
    });

    it('gives the owner’s adverts of any status by id, with their state', async () => {
      const all = await states(OWNER.reader);
      expect(all.map((a) => a.id)).toEqual([R.phone.id, R.chair.id, R.lamp.id, R.radio.id]);
      const [phone, chair, lamp] = all;
      expect({ ...phone, titles: [...phone!.titles].sort() }).toEqual({
        id: R.phone.id, status: 'active', contour: 'private', currency: 'EUR', priceMinor: 10_000, hasVariants: false,
        discountPercent: 10, discountUntil: day(20), discountFromMinor: null, createdAt: day(1), lastFreeBumpAt: null, lastBumpAt: null, hasDeal: true,
        titles: ['Phone', 'Telefon'],
      });
      expect(chair).toMatchObject({ contour: 'business', lastFreeBumpAt: day(12), lastBumpAt: day(12), hasDeal: false });
      // An advert with configurations is priced at its lowest.
      expect(lamp).toMatchObject({ status: 'archived', hasVariants: true, priceMinor: 3_000 });
    });

    it('filters the owner’s adverts by ids, category subtree, condition and contour', async () => {
      const ids = async (filter: Partial<OwnAdvertFilter>) => (await states(OWNER.reader, { ...anyAdvert, ...filter })).map((a) => a.id);
      expect(await ids({ ids: [R.radio.id, R.phone.id, A.priced.id] })).toEqual([R.phone.id, R.radio.id]);
      expect(await ids({ categoryId: CATEGORY.electronics })).toEqual([R.phone.id, R.radio.id]);
      expect(await ids({ categoryId: CATEGORY.phones })).toEqual([R.phone.id]);
      expect(await ids({ condition: 'new' })).toEqual([R.chair.id]);
      expect(await ids({ contour: 'business' })).toEqual([R.chair.id]);
      expect(await ids({ contour: 'private', categoryId: CATEGORY.furniture })).toEqual([R.lamp.id]);
    });

    it('lists the owner’s adverts of a status, latest bump first, titled in the language asked for else the original', async () => {
      const active = await list({ lang: 'en' });
      expect(active.map((a) => a.id)).toEqual([R.chair.id, R.radio.id, R.phone.id]);
      const phone = active[2]!;
      expect({ ...phone, titles: [...phone.titles].sort() }).toEqual({
        id: R.phone.id, title: { text: 'Phone', lang: 'en' }, titles: ['Phone', 'Telefon'], priceMinor: 10_000, currency: 'EUR',
        hasVariants: false, isBusiness: false, categoryId: CATEGORY.phones, photoKey: 'fixture/phone.webp', views: 7, favorites: 2,
        createdAt: day(1), lastFreeBumpAt: null, lastBumpAt: null, isArchived: false,
      });
      expect(active[1]!.title).toEqual({ text: 'Altes Radio', lang: 'de' });
      expect((await list({ lang: 'ru' }))[2]!.title).toEqual({ text: 'Telefon', lang: 'sr' });
      expect(active[0]).toMatchObject({ isBusiness: true, lastBumpAt: day(12), lastFreeBumpAt: day(12) });
      const archived = await list({ status: 'archived' });
      expect(archived).toMatchObject([{ id: R.lamp.id, isArchived: true, hasVariants: true, priceMinor: 3_000 }]);
      expect((await list({ categoryId: CATEGORY.electronics })).map((a) => a.id)).toEqual([R.radio.id, R.phone.id]);
      expect((await list({ contour: 'business' })).map((a) => a.id)).toEqual([R.chair.id]);
      expect(await list({ ownerId: OWNER.stranger })).toEqual([]);
    });

    it('gives every title an advert has, so a query matches it by search’s word rule: one letter whole, either script, any diacritics', async () => {
      const listed = async (query: string) =>
        (await list({ ownerId: OWNER.searcher })).filter((a) => titleMatches(a.titles, query)).map((a) => a.id).sort();
      const selected = async (query: string) =>
        (await port.transact(OWNER.searcher, (ws) => select(ws, selectorInput.parse({ query }))))._unsafeUnwrap().adverts.map((a) => a.id);
      const cases: [string, string[]][] = [
        ['u', [SEARCHED.wardrobe.id]], ['у', [SEARCHED.wardrobe.id]], ['ú', [SEARCHED.wardrobe.id]],
        ['um', [SEARCHED.umbrella.id]], ['ормар', [SEARCHED.wardrobe.id]], ['ORMAR hod', [SEARCHED.wardrobe.id]],
        ['folyoson', [SEARCHED.wardrobe.id]], ['szekreny a', [SEARCHED.wardrobe.id]], ['s', []], ['o', []],
      ];
      for (const [query, ids] of cases) {
        expect({ query, ids: await listed(query) }).toEqual({ query, ids });
        expect({ query, ids: await selected(query) }).toEqual({ query, ids });
      }
    });

    it('changes a price and queues one price-drop notification per saver', async () => {
      const notice = { advertId: A.priced.id, oldPriceMinor: 10_000, newPriceMinor: 8_000, currency: 'EUR', discountPercent: 20 };
      const queued = await port.transact(OWNER.pricer, (ws) =>
        ws.changePrice(A.priced.id, { priceMinor: 8_000, discountPercent: 20, discountUntil: day(25), discountFromMinor: 10_000 }, NOW).andThen(() => ws.notifySavers(notice, NOW)),
      );
      expect(queued._unsafeUnwrap()).toBe(3);
      expect(await state(OWNER.pricer, A.priced.id)).toMatchObject({ priceMinor: 8_000, discountPercent: 20, discountUntil: day(25), discountFromMinor: 10_000 });
      const drops = await harness.priceDrops(A.priced.id);
      const { advertId: _, ...rest } = notice;
      expect(drops.map((d) => d.userId).sort()).toEqual([saverId(1), saverId(2), saverId(3)]);
      for (const drop of drops) expect(drop).toEqual({ userId: drop.userId, advertId: A.priced.id, ...rest });
    });

    it('sets the availability of every configuration of an advert', async () => {
      (await port.transact(OWNER.stocker, (ws) => ws.setAvailability(A.stocked.id, false, NOW)))._unsafeUnwrap();
      expect(await harness.availability(A.stocked.id)).toEqual([false, false]);
      (await port.transact(OWNER.stocker, (ws) => ws.setAvailability(A.stocked.id, true, NOW)))._unsafeUnwrap();
      expect(await harness.availability(A.stocked.id)).toEqual([true, true]);
    });

    it('bumps: a free bump sets both bump times, a paid one the last bump time and the month’s count; the list follows', async () => {
      const later = new Date(NOW.getTime() + 60_000);
      (await port.transact(OWNER.bumper, (ws) => ws.bump(A.older.id, 'free', NOW)))._unsafeUnwrap();
      expect(await state(OWNER.bumper, A.older.id)).toMatchObject({ lastFreeBumpAt: NOW, lastBumpAt: NOW });
      (await port.transact(OWNER.bumper, (ws) => ws.bump(A.bumped.id, 'paid', later)))._unsafeUnwrap();
      expect(await state(OWNER.bumper, A.bumped.id)).toMatchObject({ lastFreeBumpAt: null, lastBumpAt: later });
      expect(await account(OWNER.bumper)).toMatchObject({ paidBumpsThisMonth: 1 });
      const listed = await list({ ownerId: OWNER.bumper });
      expect(listed.map((a) => [a.id, a.lastBumpAt])).toEqual([[A.bumped.id, later], [A.older.id, NOW]]);
    });

    it('archives and restores, and the active count follows', async () => {
      (await port.transact(OWNER.archiver, (ws) => ws.archive(A.archived.id, 'sold_elsewhere', NOW)))._unsafeUnwrap();
      expect(await state(OWNER.archiver, A.archived.id)).toMatchObject({ status: 'archived' });
      expect(await account(OWNER.archiver)).toMatchObject({ activeAdverts: 0 });
      expect(await list({ ownerId: OWNER.archiver, status: 'archived' })).toMatchObject([{ id: A.archived.id, isArchived: true }]);
      (await port.transact(OWNER.archiver, (ws) => ws.restore(A.archived.id, NOW)))._unsafeUnwrap();
      expect(await state(OWNER.archiver, A.archived.id)).toMatchObject({ status: 'active' });
      expect(await account(OWNER.archiver)).toMatchObject({ activeAdverts: 1 });
    });

    it('sees its own writes inside the transaction before they commit', async () => {
      const seen = await port.transact(OWNER.ownWrites, (ws) =>
        ws
          .archive(A.ownWrites.id, null, NOW)
          .andThen(() => ws.account(NOW))
          .andThen((inside) => ws.adverts(only(A.ownWrites.id)).map(([advert]) => ({ active: inside.activeAdverts, status: advert?.status }))),
      );
      expect(seen._unsafeUnwrap()).toEqual({ active: 0, status: 'archived' });
      expect(await account(OWNER.ownWrites)).toMatchObject({ activeAdverts: 0 });
    });

    it('rolls every write back when the work ends in an error', async () => {
      const result = await port.transact(OWNER.rollback, (ws) =>
        ws
          .changePrice(A.rolledBack.id, price(1_000, 90), NOW)
          .andThen(() => ws.notifySavers({ advertId: A.rolledBack.id, oldPriceMinor: 10_000, newPriceMinor: 1_000, currency: 'EUR', discountPercent: 90 }, NOW))
          .andThen(() => ws.bump(A.rolledBack.id, 'paid', NOW))
          .andThen(() => ws.archive(A.rolledBack.id, 'other', NOW))
          .andThen(() => ws.record({ type: 'advert.archived', data: { advert_id: A.rolledBack.id, reason: 'other' } }, NOW))
          .andThen(() => errAsync({ code: 'conflict' as const })),
      );
      expect(result._unsafeUnwrapErr()).toEqual({ code: 'conflict' });
      expect(await harness.events(OWNER.rollback)).toEqual([]);
      expect(await state(OWNER.rollback, A.rolledBack.id)).toMatchObject({ status: 'active', priceMinor: 10_000, discountPercent: null, lastBumpAt: null });
      expect(await account(OWNER.rollback)).toMatchObject({ activeAdverts: 1, paidBumpsThisMonth: 0 });
      expect(await harness.priceDrops(A.rolledBack.id)).toEqual([]);
    });

    it('leaves another owner’s adverts alone: nothing to read, and writes change nothing', async () => {
      const victim = A.victims.id;
      const before = await state(OWNER.victim, victim);
      const result = await port.transact(OWNER.stranger, (ws) =>
        ws
          .adverts(only(victim))
          .andThen((seen) =>
            ws
              .changePrice(victim, price(1), NOW)
              .andThen(() => ws.setAvailability(victim, false, NOW))
              .andThen(() => ws.bump(victim, 'paid', NOW))
              .andThen(() => ws.archive(victim, 'other', NOW))
              .andThen(() => ws.notifySavers({ advertId: victim, oldPriceMinor: 10_000, newPriceMinor: 1, currency: 'EUR', discountPercent: null }, NOW))
              .map((notified) => ({ seen, notified })),
          ),
      );
      expect(result._unsafeUnwrap()).toEqual({ seen: [], notified: 0 });
      expect(await state(OWNER.victim, victim)).toEqual(before);
      expect(await harness.availability(victim)).toEqual([true, true]);
      expect(await harness.priceDrops(victim)).toEqual([]);
      expect(await account(OWNER.stranger)).toMatchObject({ activeAdverts: 0, paidBumpsThisMonth: 0 });
    });

    it('runs one owner’s transactions one at a time, each reading what the last committed', async () => {
      const reads: number[] = [];
      const step = () =>
        port.transact(OWNER.queue, (ws) =>
          ws.adverts(only(A.queued.id)).andThen(([advert]) => {
            const current = advert!.priceMinor!;
            reads.push(current);
            return ws.changePrice(A.queued.id, price(current + 1), NOW);
          }),
        );
      const results = await Promise.all(Array.from({ length: 5 }, step));
      expect(results.every((r) => r.isOk())).toBe(true);
      expect(reads.sort((a, b) => a - b)).toEqual([10_000, 10_001, 10_002, 10_003, 10_004]);
      expect((await state(OWNER.queue, A.queued.id))?.priceMinor).toBe(10_005);
    });

    it('gives an advert one free bump however many transactions race for it', async () => {
      const attempt = () =>
        port.transact(OWNER.freeBump, (ws) =>
          ws.adverts(only(A.freeBump.id)).andThen(([advert]) =>
            advert!.lastFreeBumpAt === null ? ws.bump(A.freeBump.id, 'free', NOW).map(() => true) : okAsync(false),
          ),
        );
      const results = await Promise.all(Array.from({ length: 8 }, attempt));
      expect(results.map((r) => r._unsafeUnwrap()).filter(Boolean)).toHaveLength(1);
      expect(await state(OWNER.freeBump, A.freeBump.id)).toMatchObject({ lastFreeBumpAt: NOW, lastBumpAt: NOW });
    });

    it('never lets racing restores pass the plan’s advert limit', async () => {
      const restore = (id: string) =>
        port.transact(OWNER.limited, (ws) =>
          ws.account(NOW).andThen((inside) =>
            inside.activeAdverts < 10 ? ws.restore(id, NOW) : errAsync({ code: 'advert_limit_reached' as const }),
          ),
        );
      const results = await Promise.all(LIMITED_ARCHIVED.map((a) => restore(a.id)));
      expect(results.filter((r) => r.isOk())).toHaveLength(1);
      expect(results.filter((r) => r.isErr()).map((r) => r._unsafeUnwrapErr().code)).toEqual(Array(3).fill('advert_limit_reached'));
      expect(await account(OWNER.limited)).toMatchObject({ activeAdverts: 10 });
    });

    it('rolls back and frees the owner when the work throws (a bug)', async () => {
      await expect(
        port.transact(OWNER.bug, (ws) =>
          ws
            .archive(A.bug.id, null, NOW)
            .andThen(() => ws.record({ type: 'advert.archived', data: { advert_id: A.bug.id, reason: null } }, NOW))
            .andThen(() => {
              throw new Error('bug in the work');
            }),
        ),
      ).rejects.toThrow('bug in the work');
      expect(await state(OWNER.bug, A.bug.id)).toMatchObject({ status: 'active' });
      expect(await harness.events(OWNER.bug)).toEqual([]);
    });
    it('records each owner write’s event through its use case, committed with the write, in the order written', async () => {
      const ops = ownerOperations(port);
      const as = asOwner(OWNER.eventful);
      const ok = async <T, E>(result: ResultAsync<T, E>) => (await result)._unsafeUnwrap();
      await ok(ops.update({ selector: { ids: [E.priced.id] }, rule: { set: 80, currency: 'EUR' } }, as));
      await ok(ops.update({ selector: { ids: [E.stocked.id] }, rule: { is_available: false } }, as));
      await ok(ops.bump({ selector: { ids: [E.bumped.id] } }, as));
      await ok(ops.archive({ advert_id: E.archived.id, reason: 'sold_elsewhere' }, as));
      await ok(ops.restore({ advert_id: E.archived.id }, as));
      const event = (type: CommittedEvent['type'], data: Record<string, unknown>) => ({ ownerId: OWNER.eventful, type, data, at: NOW });
      expect(await harness.events(OWNER.eventful)).toEqual([
        event('advert.updated', { advert_id: E.priced.id, price: { old: 100, new: 80 }, currency: 'EUR', discount_percent: 20, in_stock: null }),
        event('advert.updated', { advert_id: E.stocked.id, price: null, currency: 'EUR', discount_percent: 5, in_stock: false }),
        event('advert.bumped', { advert_id: E.bumped.id, kind: 'free' }),
        event('advert.archived', { advert_id: E.archived.id, reason: 'sold_elsewhere' }),
        event('advert.restored', { advert_id: E.archived.id }),
      ]);
    });

    it('records nothing for a write that changes nothing, is refused, or touches another owner’s advert', async () => {
      const ops = ownerOperations(port);
      const as = asOwner(OWNER.eventful);
      const before = await harness.events(OWNER.eventful);
      // The same price again, a currency that is not the advert's, a restore of an active advert, an archive of a stranger's.
      expect((await ops.update({ selector: { ids: [E.foreign.id] }, rule: { set: 5_000, currency: 'RSD' } }, as))._unsafeUnwrap()).toMatchObject({ applied: 1 });
      expect((await ops.update({ selector: { ids: [E.foreign.id] }, rule: { delta: 1, currency: 'EUR' } }, as))._unsafeUnwrap()).toMatchObject({ applied: 0, failed: 1 });
      expect((await ops.restore({ advert_id: E.foreign.id }, as))._unsafeUnwrap()).toEqual({ advert_id: E.foreign.id, status: 'active' });
      expect((await ops.archive({ advert_id: A.victims.id, reason: 'other' }, as))._unsafeUnwrapErr()).toMatchObject({ code: 'not_found' });
      expect(await harness.events(OWNER.eventful)).toEqual(before);
      expect(await harness.events(OWNER.victim)).toEqual([]);
    });
  });
}
