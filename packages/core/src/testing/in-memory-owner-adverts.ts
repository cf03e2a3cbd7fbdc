import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { lowestVariantPrice, type AdvertStatus, type Condition, type VariantRecord } from '../domain/advert.js';
import type { BumpKind } from '../domain/bump.js';
import { unavailable, type Unavailable } from '../domain/errors.js';
import type { Language } from '../domain/language.js';
import type { PlanName } from '../domain/plan.js';
import type { Contour } from '../domain/seller.js';
import { startOfUtcMonth } from '../domain/time.js';
import type {
  OwnAdvertFilter,
  OwnAdvertListQuery,
  OwnAdvertRecord,
  OwnAdvertState,
  OwnerAccount,
  OwnerAdverts,
  OwnerReads,
  OwnerWorkspace,
} from '../ports/owner-adverts.js';
import type { CategoryFixture } from './fixtures.js';
import { testId } from './mothers.js';

export interface OwnerFixture {
  readonly userId: string;
  readonly plan: PlanName;
}

/** One of an owner's adverts as the in-memory port stores it. */
export interface OwnAdvertFixture {
  readonly id: string;
  readonly ownerId: string;
  readonly status: AdvertStatus;
  readonly contour: Contour;
  readonly categoryId: string;
  readonly condition: Condition | null;
  readonly originalLang: Language;
  /** The original title under `originalLang`, plus stored translations. */
  readonly titles: Readonly<Partial<Record<Language, string>>>;
  readonly currency: string;
  /** Ignored while the advert has variants: its price is then the lowest variant price. */
  readonly priceMinor: number | null;
  readonly variants: readonly VariantRecord[];
  readonly discountPercent: number | null;
  readonly discountUntil: Date | null;
  readonly discountFromMinor: number | null;
  readonly createdAt: Date;
  readonly bumpedAt: Date | null;
  readonly lastFreeBumpAt: Date | null;
  readonly hasDeal: boolean;
  readonly views: number;
  /** Ids of the users who saved the advert. */
  readonly savedBy: readonly string[];
  readonly photoKey: string | null;
  readonly archiveReason: 'sold_elsewhere' | 'other' | null;
}

export interface BumpEntry {
  readonly advertId: string;
  readonly ownerId: string;
  readonly kind: BumpKind;
  readonly at: Date;
}

/** A price-drop notification for one saver, as the outbox holds it until a notifier drains it. */
export interface OutboxEntry {
  readonly topic: 'advert.price_dropped';
  readonly userId: string;
  readonly advertId: string;
  readonly oldPriceMinor: number;
  readonly newPriceMinor: number;
  readonly currency: string;
  readonly discountPercent: number | null;
  readonly at: Date;
}

export interface OwnerAdvertsFixture {
  readonly owners: readonly OwnerFixture[];
  readonly adverts: readonly OwnAdvertFixture[];
  readonly categories: readonly Pick<CategoryFixture, 'id' | 'parentId'>[];
  readonly bumps?: readonly BumpEntry[];
}

/** An owner's advert with sensible defaults: active, private, 100.00 EUR, never bumped. */
export function anOwnAdvert(overrides: Partial<OwnAdvertFixture> & Pick<OwnAdvertFixture, 'ownerId' | 'categoryId'>): OwnAdvertFixture {
  return {
    id: testId(),
    status: 'active',
    contour: 'private',
    condition: 'used',
    originalLang: 'en',
    titles: { en: 'Something for sale' },
    currency: 'EUR',
    priceMinor: 10_000,
    variants: [],
    discountPercent: null,
    discountUntil: null,
    discountFromMinor: null,
    createdAt: new Date('2026-01-01T10:00:00.000Z'),
    bumpedAt: null,
    lastFreeBumpAt: null,
    hasDeal: false,
    views: 0,
    savedBy: [],
    photoKey: null,
    archiveReason: null,
    ...overrides,
  };
}

const hasVariants = (advert: OwnAdvertFixture) => advert.variants.length > 0;
const priceOf = (advert: OwnAdvertFixture) => (hasVariants(advert) ? lowestVariantPrice(advert.variants) : advert.priceMinor);
const sortAt = (advert: OwnAdvertFixture) =>
  advert.bumpedAt !== null && advert.bumpedAt > advert.createdAt ? advert.bumpedAt : advert.createdAt;

/** What one transaction changes: copies of the owner's adverts, new bumps and outbox entries. */
interface Draft {
  readonly ownerId: string;
  readonly adverts: Map<string, OwnAdvertFixture>;
  readonly bumps: BumpEntry[];
  readonly outbox: OutboxEntry[];
}

/**
 * The owner ports over plain data, with the database adapter's guarantees: `transact` runs one
 * owner's work after the previous work of that owner has finished (a promise-chain lock), on a
 * copy that is committed only when the work succeeds.
 */
export class InMemoryOwnerAdverts implements OwnerAdverts, OwnerReads {
  private readonly owners: Map<string, OwnerFixture>;
  private readonly committed: Map<string, OwnAdvertFixture>;
  private readonly parents: Map<string, string | null>;
  private readonly bumpLog: BumpEntry[];
  private readonly outboxLog: OutboxEntry[] = [];
  private readonly locks = new Map<string, Promise<void>>();
  private writesBeforeOutage: number | null = null;

  constructor(fixture: OwnerAdvertsFixture) {
    this.owners = new Map(fixture.owners.map((o) => [o.userId, o]));
    this.committed = new Map(fixture.adverts.map((a) => [a.id, a]));
    this.parents = new Map(fixture.categories.map((c) => [c.id, c.parentId]));
    this.bumpLog = [...(fixture.bumps ?? [])];
  }

  /** Committed bumps, oldest first. */
  get bumps(): readonly BumpEntry[] {
    return this.bumpLog;
  }

  /** Committed notifications, oldest first. */
  get outbox(): readonly OutboxEntry[] {
    return this.outboxLog;
  }

  /** The committed state of an advert. */
  advert(advertId: string): OwnAdvertFixture | undefined {
    return this.committed.get(advertId);
  }

  /** After `count` more successful writes every write answers `unavailable`; null heals it. */
  failWritesAfter(count: number | null): void {
    this.writesBeforeOutage = count;
  }

  account(ownerId: string, now: Date) {
    const owner = this.owners.get(ownerId);
    return okAsync(owner ? this.accountOf(owner, this.committed.values(), this.bumpLog, now) : null);
  }

  listOwnAdverts(query: OwnAdvertListQuery) {
    const records = [...this.committed.values()]
      .filter(
        (a) =>
          a.ownerId === query.ownerId &&
          a.status === query.status &&
          (query.contour === null || a.contour === query.contour) &&
          (query.categoryId === null || this.inSubtree(a.categoryId, query.categoryId)),
      )
      .sort((a, b) => sortAt(b).getTime() - sortAt(a).getTime() || (a.id < b.id ? 1 : -1))
      .map((a): OwnAdvertRecord => {
        const translated = a.titles[query.lang];
        return {
          id: a.id,
          title:
            translated !== undefined
              ? { text: translated, lang: query.lang }
              : { text: a.titles[a.originalLang] ?? '', lang: a.originalLang },
          titles: Object.values(a.titles),
          priceMinor: priceOf(a),
          currency: a.currency,
          hasVariants: hasVariants(a),
          isBusiness: a.contour === 'business',
          categoryId: a.categoryId,
          photoKey: a.photoKey,
          views: a.views,
          favorites: a.savedBy.length,
          createdAt: a.createdAt,
          lastFreeBumpAt: a.lastFreeBumpAt,
          lastBumpAt: a.bumpedAt,
          isArchived: a.status === 'archived',
        };
      });
    return okAsync(records);
  }

  transact<T, E>(ownerId: string, work: (workspace: OwnerWorkspace) => ResultAsync<T, E>): ResultAsync<T, E | Unavailable> {
    const previous = this.locks.get(ownerId) ?? Promise.resolve();
    const run = previous.then(async () => {
      const draft: Draft = { ownerId, adverts: this.ownedBy(ownerId), bumps: [], outbox: [] };
      const result = await work(this.workspaceOn(draft));
      if (result.isOk()) this.commit(draft);
      return result;
    });
    // The next work of this owner waits for this one, however it ends.
    const released = run.then(
      () => undefined,
      () => undefined,
    );
    this.locks.set(ownerId, released);
    void released.then(() => {
      if (this.locks.get(ownerId) === released) this.locks.delete(ownerId);
    });
    return new ResultAsync(run).mapErr((error): E | Unavailable => error);
  }

  private workspaceOn(draft: Draft): OwnerWorkspace {
    // Like the adapter's `where seller_id = owner`: another owner's advert is left alone.
    const update = (advertId: string, change: (advert: OwnAdvertFixture) => OwnAdvertFixture) =>
      this.write(() => {
        const advert = draft.adverts.get(advertId);
        if (advert) draft.adverts.set(advertId, change(advert));
        return advert !== undefined;
      });
    return {
      account: (now) => {
        const owner = this.owners.get(draft.ownerId);
        if (!owner) throw new Error(`owner ${draft.ownerId} vanished inside its own transaction`);
        return okAsync(this.accountOf(owner, draft.adverts.values(), [...this.bumpLog, ...draft.bumps], now));
      },
      adverts: (filter) => okAsync([...draft.adverts.values()].filter((a) => this.passes(a, filter)).sort(byId).map(stateOf)),
      changePrice: (advertId, change) =>
        update(advertId, (a) => ({
          ...a,
          priceMinor: change.priceMinor,
          discountPercent: change.discountPercent,
          discountUntil: change.discountUntil,
          discountFromMinor: change.discountFromMinor,
        })).map(() => undefined),
      setAvailability: (advertId, isAvailable) =>
        update(advertId, (a) => ({ ...a, variants: a.variants.map((v) => ({ ...v, isAvailable })) })).map(() => undefined),
      notifySavers: (notice, now) =>
        this.write(() => {
          const savers = draft.adverts.get(notice.advertId)?.savedBy ?? [];
          for (const userId of savers) draft.outbox.push({ topic: 'advert.price_dropped', userId, ...notice, at: now });
          return savers.length;
        }),
      bump: (advertId, kind, now) =>
        update(advertId, (a) => ({ ...a, bumpedAt: now, lastFreeBumpAt: kind === 'free' ? now : a.lastFreeBumpAt })).map(
          (found) => {
            if (found) draft.bumps.push({ advertId, ownerId: draft.ownerId, kind, at: now });
          },
        ),
      archive: (advertId, reason) =>
        update(advertId, (a) => ({ ...a, status: 'archived', archiveReason: reason })).map(() => undefined),
      restore: (advertId) => update(advertId, (a) => ({ ...a, status: 'active', archiveReason: null })).map(() => undefined),
    };
  }

  private write<T>(apply: () => T): ResultAsync<T, Unavailable> {
    if (this.writesBeforeOutage !== null) {
      if (this.writesBeforeOutage === 0) return errAsync(unavailable('the in-memory store is set to fail'));
      this.writesBeforeOutage -= 1;
    }
    return okAsync(apply());
  }

  private commit(draft: Draft): void {
    for (const [id, advert] of draft.adverts) this.committed.set(id, advert);
    this.bumpLog.push(...draft.bumps);
    this.outboxLog.push(...draft.outbox);
  }

  private ownedBy(ownerId: string): Map<string, OwnAdvertFixture> {
    return new Map([...this.committed].filter(([, a]) => a.ownerId === ownerId));
  }

  private accountOf(owner: OwnerFixture, adverts: Iterable<OwnAdvertFixture>, bumps: Iterable<BumpEntry>, now: Date): OwnerAccount {
    const monthStart = startOfUtcMonth(now);
    let activeAdverts = 0;
    for (const a of adverts) if (a.ownerId === owner.userId && a.status === 'active') activeAdverts += 1;
    let paidBumpsThisMonth = 0;
    for (const b of bumps) if (b.ownerId === owner.userId && b.kind === 'paid' && b.at >= monthStart) paidBumpsThisMonth += 1;
    return { userId: owner.userId, plan: owner.plan, activeAdverts, paidBumpsThisMonth };
  }

  private passes(advert: OwnAdvertFixture, filter: OwnAdvertFilter): boolean {
    return (
      (filter.ids === null || filter.ids.includes(advert.id)) &&
      (filter.categoryId === null || this.inSubtree(advert.categoryId, filter.categoryId)) &&
      (filter.condition === null || advert.condition === filter.condition) &&
      (filter.contour === null || advert.contour === filter.contour)
    );
  }

  /** True when `categoryId` is `rootId` or lies below it. */
  private inSubtree(categoryId: string, rootId: string): boolean {
    for (let at: string | null | undefined = categoryId; at; at = this.parents.get(at)) {
      if (at === rootId) return true;
    }
    return false;
  }
}

const byId = (a: OwnAdvertFixture, b: OwnAdvertFixture) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function stateOf(advert: OwnAdvertFixture): OwnAdvertState {
  return {
    id: advert.id,
    status: advert.status,
    contour: advert.contour,
    currency: advert.currency,
    priceMinor: priceOf(advert),
    hasVariants: hasVariants(advert),
    discountPercent: advert.discountPercent,
    discountUntil: advert.discountUntil,
    discountFromMinor: advert.discountFromMinor,
    createdAt: advert.createdAt,
    lastFreeBumpAt: advert.lastFreeBumpAt,
    lastBumpAt: advert.bumpedAt,
    hasDeal: advert.hasDeal,
    titles: Object.values(advert.titles),
  };
}
