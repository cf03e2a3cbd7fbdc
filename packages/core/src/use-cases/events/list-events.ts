import { errAsync } from 'neverthrow';
import { invalidArguments, type DomainError } from '../../domain/errors.js';
import {
  decodeCursor,
  encodeCursor,
  isCursorExpired,
  OWNER_EVENT_SCOPES,
  visibleEventTypes,
  type OwnerEventRecord,
} from '../../domain/owner-event.js';
import type { Clock } from '../../ports/clock.js';
import type { OwnerEventLog } from '../../ports/owner-events.js';
import { parseInput } from '../../schemas/parse.js';
import { listEventsInput, type EventsPage, type OwnerEventView } from '../../schemas/owner-events.js';
import type { ScopeRequired } from '../authenticate.js';
import type { OwnerContext } from '../owner/context.js';

export type CursorExpired = DomainError<'cursor_expired'>;

export interface ListEventsDeps {
  readonly eventLog: OwnerEventLog;
  readonly clock: Clock;
}

export const presentEvent = (event: OwnerEventRecord): OwnerEventView =>
  ({ id: event.id, type: event.type, created_at: event.createdAt.toISOString(), data: event.data }) as OwnerEventView;

/**
 * The owner's events, oldest first, after a cursor. Only the types the key's scopes let it see
 * (a key with none of them: scope_required). Events committed since the last call are numbered
 * first, so the page is as fresh as the database; the cursor follows the numbers, which are given
 * in commit order, so an event that committed late still comes on a later page.
 */
export function makeListEvents(deps: ListEventsDeps) {
  return (raw: unknown, ctx: OwnerContext) => {
    const visible = visibleEventTypes(ctx.principal.scopes);
    if (visible.length === 0) {
      const missing: ScopeRequired = { code: 'scope_required', message: 'the API key has no scope that reads events (adverts:read, chats:read or webhooks:manage)' };
      return errAsync(missing);
    }
    const parsed = parseInput(listEventsInput, raw);
    if (parsed.isErr()) return errAsync(parsed.error);
    const input = parsed.value;
    const hidden = input.types?.find((type) => !visible.includes(type));
    if (hidden) {
      const missing: ScopeRequired = { code: 'scope_required', message: `the API key lacks the scope ${OWNER_EVENT_SCOPES[hidden]} that ${hidden} needs` };
      return errAsync(missing);
    }
    const now = deps.clock.now();
    const cursor = input.after === undefined ? { seq: 0, issuedAt: now } : decodeCursor(input.after);
    if (cursor === null) return errAsync(invalidArguments('after', 'after: not a cursor of this feed (give next_cursor as it came)'));
    if (isCursorExpired(cursor, now)) {
      const expired: CursorExpired = { code: 'cursor_expired', message: 'this cursor is older than 30 days; events after it may be gone: start again without after' };
      return errAsync(expired);
    }
    return deps.eventLog
      .sequence(now)
      .andThen(() => deps.eventLog.page({ ownerId: ctx.principal.userId, afterSeq: cursor.seq, types: input.types ?? visible, limit: input.limit }))
      .map((page): EventsPage => ({ events: page.events.map(presentEvent), next_cursor: encodeCursor({ seq: page.lastSeq, issuedAt: now }) }));
  };
}
