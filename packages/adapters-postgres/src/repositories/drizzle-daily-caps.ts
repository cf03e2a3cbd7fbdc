import { sql, type SQL } from 'drizzle-orm';
import { errAsync, okAsync } from 'neverthrow';
import { DAILY_CAPS, dailyCapReached, utcDayKey, type CappedOperation, type DailyCaps } from '@marketplace/core';
import type { Database } from '../db.js';
import { dbCall } from './db-call.js';

/**
 * Takes one unit: a single upsert that increments only while the count is under the cap, and
 * returns a row only when it did. Run by `take`, and inside owner transactions (a publish takes
 * its unit with the publish, so both commit or roll back together).
 */
export function takeUnitStatement(userId: string, operation: CappedOperation, at: Date): SQL {
  return sql`
    insert into daily_counters (user_id, operation, day, count)
    values (${userId}, ${operation}, ${utcDayKey(at)}, 1)
    on conflict (user_id, operation, day) do update set count = daily_counters.count + 1
    where daily_counters.count < ${DAILY_CAPS[operation]}
    returning count`;
}

/**
 * Daily caps in `daily_counters`, one row per user, operation and UTC day. A take is a single
 * upsert that increments only while the count is under the cap, so parallel takes from any
 * number of processes never pass it.
 */
export class DrizzleDailyCaps implements DailyCaps {
  constructor(private readonly database: Database) {}

  take(userId: string, operation: CappedOperation, at: Date) {
    return dbCall(() => this.database.query(takeUnitStatement(userId, operation, at))).andThen((rows) => (rows.length > 0 ? okAsync(undefined) : errAsync(dailyCapReached(operation, at))));
  }

  giveBack(userId: string, operation: CappedOperation, at: Date) {
    return dbCall(async () => {
      await this.database.query(sql`
        update daily_counters set count = greatest(count - 1, 0)
        where user_id = ${userId} and operation = ${operation} and day = ${utcDayKey(at)}`);
    });
  }

  used(userId: string, operation: CappedOperation, at: Date) {
    return dbCall(async () => {
      const [row] = await this.database.query(sql`
        select count from daily_counters
        where user_id = ${userId} and operation = ${operation} and day = ${utcDayKey(at)}`);
      return row ? Number((row as { count: unknown }).count) : 0;
    });
  }
}
