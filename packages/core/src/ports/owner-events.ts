import type { ResultAsync } from 'neverthrow';
import type { Unavailable } from '../domain/errors.js';
import type { OwnerEventRecord, OwnerEventType } from '../domain/owner-event.js';

export interface EventPageQuery {
  readonly ownerId: string;
  /** Events numbered after this (0: from the oldest retained). */
  readonly afterSeq: number;
  readonly types: readonly OwnerEventType[];
  readonly limit: number;
}

export interface EventPage {
  readonly events: OwnerEventRecord[];
  /**
   * Where the next page starts: the last event served, or, when the page is not full, the
   * highest number of the owner's events numbered so far (skipping what the types leave out).
   */
  readonly lastSeq: number;
}

/**
 * The owner event log. Events are written by the operations in the transaction of their change
 * (the owner workspace's `record`, a chat's send and mark-read, a webhook's test) without a
 * number; `sequence` numbers the committed ones in commit order, so a reader that follows the
 * numbers never misses an event that committed late.
 */
export interface OwnerEventLog {
  /**
   * Numbers every committed event not numbered yet (one sequencer at a time across processes;
   * a busy one is skipped, not waited for) and queues their webhook deliveries. Returns how many.
   */
  sequence(now: Date): ResultAsync<number, Unavailable>;
  page(query: EventPageQuery): ResultAsync<EventPage, Unavailable>;
  /** Deletes events created before `before`; returns how many. */
  prune(before: Date): ResultAsync<number, Unavailable>;
}
