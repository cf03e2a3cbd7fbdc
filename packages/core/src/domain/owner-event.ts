import type { Scope } from './api-key.js';

/** The events an owner hears about (issue 26), and the read scope each needs to be seen. */
export const OWNER_EVENT_SCOPES = {
  'message.received': 'chats:read',
  'chat.read': 'chats:read',
  'advert.published': 'adverts:read',
  'advert.updated': 'adverts:read',
  'advert.bumped': 'adverts:read',
  'advert.archived': 'adverts:read',
  'advert.restored': 'adverts:read',
  'webhook.test': 'webhooks:manage',
} as const satisfies Record<string, Scope>;

export type OwnerEventType = keyof typeof OWNER_EVENT_SCOPES;
export const OWNER_EVENT_TYPES = Object.keys(OWNER_EVENT_SCOPES) as [OwnerEventType, ...OwnerEventType[]];

/** The event types a key with these scopes may see (the feed) or subscribe to (webhooks). */
export const visibleEventTypes = (scopes: readonly Scope[]): OwnerEventType[] =>
  OWNER_EVENT_TYPES.filter((type) => scopes.includes(OWNER_EVENT_SCOPES[type]));

/** Events are kept at least this long; a cursor older than this answers `cursor_expired`. */
export const EVENT_RETENTION_DAYS = 30;
export const EVENT_RETENTION_MS = EVENT_RETENTION_DAYS * 24 * 60 * 60 * 1000;

/** An event as the owner's operations record it, inside the transaction of the change. */
export interface NewOwnerEvent {
  readonly type: Exclude<OwnerEventType, 'webhook.test'>;
  readonly data: Readonly<Record<string, unknown>>;
}

/** An event as the log keeps it: numbered in commit order (`seq`). */
export interface OwnerEventRecord {
  readonly id: string;
  readonly ownerId: string;
  readonly type: OwnerEventType;
  readonly data: Readonly<Record<string, unknown>>;
  readonly createdAt: Date;
  readonly seq: number;
}

/**
 * A position in an owner's feed: the last sequence number served and when the cursor was issued.
 * Opaque to clients: `ev1.<seq>.<issued seconds>` in base 36. Issued more than the retention ago,
 * events after it may have been pruned, so it is refused rather than served with a silent gap.
 */
export interface FeedCursor {
  readonly seq: number;
  readonly issuedAt: Date;
}

const CURSOR = /^ev1\.([0-9a-z]{1,12})\.([0-9a-z]{1,10})$/;

export const encodeCursor = (cursor: FeedCursor): string =>
  `ev1.${cursor.seq.toString(36)}.${Math.floor(cursor.issuedAt.getTime() / 1000).toString(36)}`;

export function decodeCursor(text: string): FeedCursor | null {
  const match = CURSOR.exec(text);
  if (!match) return null;
  const seq = parseInt(match[1] as string, 36);
  const seconds = parseInt(match[2] as string, 36);
  if (!Number.isSafeInteger(seq) || !Number.isSafeInteger(seconds)) return null;
  return { seq, issuedAt: new Date(seconds * 1000) };
}

export const isCursorExpired = (cursor: FeedCursor, now: Date): boolean =>
  now.getTime() - cursor.issuedAt.getTime() > EVENT_RETENTION_MS;
