import type { ResultAsync } from 'neverthrow';
import type { NewOwnerEvent } from '../domain/owner-event.js';
import type { Condition } from '../domain/advert.js';
import type { CappedOperation, RateLimited } from '../domain/daily-cap.js';
import type { DraftAddress, DraftCategory, DraftPhoto, DraftRecord } from '../domain/draft.js';
import type { Unavailable } from '../domain/errors.js';
import type { Language } from '../domain/language.js';
import type { OwnerAccount } from './owner-adverts.js';

/** What a draft stores; the category and photos by id. */
export interface DraftContent {
  readonly title: string | null;
  readonly description: string | null;
  readonly categoryId: string | null;
  readonly priceMinor: number | null;
  readonly currency: string;
  readonly negotiable: boolean;
  readonly condition: Condition | null;
  readonly address: DraftAddress | null;
  readonly photoIds: readonly string[];
}

export interface NewDraft extends DraftContent {
  readonly id: string;
  readonly ownerId: string;
}

/** The advert a published draft becomes. */
export interface PublishedAdvert {
  readonly advertId: string;
  /** The language the draft's texts are written in. */
  readonly lang: Language;
}

/**
 * The look-ups a draft's content is checked with. Inside a transaction they must run on it (the
 * workspace's): on one connection (the embedded database) a read through the outer handle would
 * wait for the transaction that waits for it.
 */
export interface DraftLookups {
  category(categoryId: string, lang: Language): ResultAsync<DraftCategory | null, Unavailable>;
  /** The owner's own photos among these keys (a photo's or its thumbnail's), in no order. */
  ownPhotos(ownerId: string, keys: readonly string[]): ResultAsync<DraftPhoto[], Unavailable>;
}

/**
 * Drafts of one owner inside a transaction that holds the owner's lock (the same lock as the
 * owner's advert operations), so a publish reads the plan's free slots and uses one atomically.
 */
export interface DraftWorkspace extends DraftLookups {
  account(now: Date): ResultAsync<OwnerAccount, Unavailable>;
  /** The owner's draft, locked for update; null when absent or someone else's. */
  draft(draftId: string, lang: Language): ResultAsync<DraftRecord | null, Unavailable>;
  /** Writes the active advert, marks its photos used, records the address as last used, deletes the draft. */
  publish(draft: DraftRecord, advert: PublishedAdvert, now: Date): ResultAsync<void, Unavailable>;
  /**
   * Spends one unit of the owner's daily cap inside this transaction (the same counter as
   * `DailyCaps`): it commits with the work or rolls back with it, so a refused request costs
   * nothing and never makes a parallel one see the cap as full.
   */
  takeDailyUnit(operation: CappedOperation, at: Date): ResultAsync<void, RateLimited | Unavailable>;
  /** Replaces the draft's content and marks its photos used. */
  save(draftId: string, content: DraftContent, now: Date): ResultAsync<void, Unavailable>;
  /** Adds an event to the owner's log, committed with the rest of the work or not at all. */
  record(event: NewOwnerEvent, now: Date): ResultAsync<void, Unavailable>;
}

export interface Drafts extends DraftLookups {
  /** The owner's drafts, most recently updated first, and how many there are. */
  list(ownerId: string, limit: number, lang: Language): ResultAsync<{ total: number; drafts: DraftRecord[] }, Unavailable>;
  /** The owner's last used address: the last publish's, else their newest advert's city. */
  lastAddress(ownerId: string): ResultAsync<DraftAddress | null, Unavailable>;
  /** Stores a new draft and marks its photos used. */
  create(draft: NewDraft, now: Date): ResultAsync<void, Unavailable>;
  get(ownerId: string, draftId: string, lang: Language): ResultAsync<DraftRecord | null, Unavailable>;
  transact<T, E>(ownerId: string, work: (workspace: DraftWorkspace) => ResultAsync<T, E>): ResultAsync<T, E | Unavailable>;
}
