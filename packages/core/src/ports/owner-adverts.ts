import type { ResultAsync } from 'neverthrow';
import type { AdvertStatus, Condition } from '../domain/advert.js';
import type { BumpKind } from '../domain/bump.js';
import type { Unavailable } from '../domain/errors.js';
import type { Language } from '../domain/language.js';
import type { PlanName } from '../domain/plan.js';
import type { Contour } from '../domain/seller.js';

export interface OwnerAccount {
  readonly userId: string;
  readonly plan: PlanName;
  readonly activeAdverts: number;
  /** Paid bumps since the start of the current UTC month. */
  readonly paidBumpsThisMonth: number;
}

/** What the owner operations need to know about one of the owner's adverts. */
export interface OwnAdvertState {
  readonly id: string;
  readonly status: AdvertStatus;
  readonly contour: Contour;
  readonly currency: string;
  readonly priceMinor: number | null;
  readonly hasVariants: boolean;
  readonly discountPercent: number | null;
  readonly discountUntil: Date | null;
  /** The price before the first drop of the live discount, when recorded. */
  readonly discountFromMinor: number | null;
  readonly createdAt: Date;
  readonly lastFreeBumpAt: Date | null;
  readonly lastBumpAt: Date | null;
  readonly hasDeal: boolean;
  /** Titles in the original and every stored translation (selector `query` matches these). */
  readonly titles: readonly string[];
}

/** Filters a store can apply itself; the title words are matched by the use case. */
export interface OwnAdvertFilter {
  readonly ids: readonly string[] | null;
  readonly categoryId: string | null;
  readonly condition: Condition | null;
  readonly contour: Contour | null;
}

export interface PriceChange {
  readonly priceMinor: number;
  readonly discountPercent: number | null;
  readonly discountUntil: Date | null;
  readonly discountFromMinor: number | null;
}

export interface PriceDropNotice {
  readonly advertId: string;
  readonly oldPriceMinor: number;
  readonly newPriceMinor: number;
  readonly currency: string;
  readonly discountPercent: number | null;
}

/**
 * The owner's adverts inside one transaction that holds the owner's lock: what is read here
 * stays true until the work commits, so limits and quotas cannot be overrun by parallel calls.
 */
export interface OwnerWorkspace {
  account(now: Date): ResultAsync<OwnerAccount, Unavailable>;
  /** The owner's adverts (any status) passing the filter, locked for update. */
  adverts(filter: OwnAdvertFilter): ResultAsync<OwnAdvertState[], Unavailable>;
  changePrice(advertId: string, change: PriceChange, now: Date): ResultAsync<void, Unavailable>;
  setAvailability(advertId: string, isAvailable: boolean, now: Date): ResultAsync<void, Unavailable>;
  /** One notification per user who saved the advert, through the outbox. */
  notifySavers(notice: PriceDropNotice, now: Date): ResultAsync<number, Unavailable>;
  bump(advertId: string, kind: BumpKind, now: Date): ResultAsync<void, Unavailable>;
  archive(advertId: string, reason: 'sold_elsewhere' | 'other' | null, now: Date): ResultAsync<void, Unavailable>;
  restore(advertId: string, now: Date): ResultAsync<void, Unavailable>;
}

export interface OwnerAdverts {
  /** Runs `work` in one transaction holding the owner's lock; any failure rolls it all back. */
  transact<T, E>(ownerId: string, work: (workspace: OwnerWorkspace) => ResultAsync<T, E>): ResultAsync<T, E | Unavailable>;
}

export interface OwnAdvertListQuery {
  readonly ownerId: string;
  readonly status: AdvertStatus;
  readonly categoryId: string | null;
  readonly contour: Contour | null;
  readonly lang: Language;
}

export interface OwnAdvertRecord {
  readonly id: string;
  /** In the requested language where stored, else the original. */
  readonly title: { readonly text: string; readonly lang: Language | null };
  readonly titles: readonly string[];
  readonly priceMinor: number | null;
  readonly currency: string;
  readonly hasVariants: boolean;
  readonly isBusiness: boolean;
  readonly categoryId: string;
  readonly photoKey: string | null;
  readonly views: number;
  readonly favorites: number;
  readonly createdAt: Date;
  readonly lastFreeBumpAt: Date | null;
  readonly lastBumpAt: Date | null;
  readonly isArchived: boolean;
}

export interface OwnerReads {
  account(ownerId: string, now: Date): ResultAsync<OwnerAccount | null, Unavailable>;
  /** The owner's adverts of a status, newest bump first (sort_at desc, id desc). */
  listOwnAdverts(query: OwnAdvertListQuery): ResultAsync<OwnAdvertRecord[], Unavailable>;
}
