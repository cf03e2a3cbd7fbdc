import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { DAILY_CAPS, dailyCapReached, utcDayKey, type CappedOperation, type RateLimited } from '../domain/daily-cap.js';
import type { Unavailable } from '../domain/errors.js';
import type { DailyCaps } from '../ports/daily-caps.js';

/** Daily caps in a map, for unit tests of use cases (one process, no persistence). */
export class InMemoryDailyCaps implements DailyCaps {
  private readonly counts = new Map<string, number>();

  private key(userId: string, operation: CappedOperation, at: Date): string {
    return `${userId}|${operation}|${utcDayKey(at)}`;
  }

  take(userId: string, operation: CappedOperation, at: Date): ResultAsync<void, RateLimited | Unavailable> {
    const key = this.key(userId, operation, at);
    const count = this.counts.get(key) ?? 0;
    if (count >= DAILY_CAPS[operation]) return errAsync(dailyCapReached(operation, at));
    this.counts.set(key, count + 1);
    return okAsync(undefined);
  }

  giveBack(userId: string, operation: CappedOperation, at: Date): ResultAsync<void, Unavailable> {
    const key = this.key(userId, operation, at);
    this.counts.set(key, Math.max(0, (this.counts.get(key) ?? 0) - 1));
    return okAsync(undefined);
  }

  used(userId: string, operation: CappedOperation, at: Date): ResultAsync<number, Unavailable> {
    return okAsync(this.counts.get(this.key(userId, operation, at)) ?? 0);
  }
}
