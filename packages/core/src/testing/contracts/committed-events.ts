import type { OwnerEventType } from '../../domain/owner-event.js';

/**
 * An owner event as a store committed it (issue 26): who receives it, what it says and when it
 * was made. The log's numbering is the adapter's alone, so a contract compares these, in the
 * order the store wrote them.
 */
export interface CommittedEvent {
  readonly ownerId: string;
  readonly type: OwnerEventType;
  readonly data: Readonly<Record<string, unknown>>;
  readonly at: Date;
}

/** A chat's event also carries the id its caller gave it (`NewMessage.eventId`, `markRead`'s `eventId`). */
export interface CommittedChatEvent extends CommittedEvent {
  readonly id: string;
}
