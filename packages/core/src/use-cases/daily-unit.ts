import { ResultAsync, type Result } from 'neverthrow';
import type { CappedOperation, RateLimited } from '../domain/daily-cap.js';
import type { Unavailable } from '../domain/errors.js';
import type { DailyCaps } from '../ports/daily-caps.js';

/**
 * Runs `work` on one unit of a daily cap, for work that cannot share a transaction with the
 * counter (a download, a recognizer call): the unit is taken first, so parallel calls never pass
 * the cap, and given back when the work fails in any way, an expected failure or a thrown bug
 * (a 500), so a failed call costs nothing. The bug is thrown on after the unit is back.
 */
export function withDailyUnit<T, E>(
  caps: DailyCaps,
  userId: string,
  operation: CappedOperation,
  at: Date,
  work: () => ResultAsync<T, E>,
): ResultAsync<T, E | RateLimited | Unavailable> {
  const giveBack = () => caps.giveBack(userId, operation, at).then(() => undefined, () => undefined);
  const settle = async (): Promise<Result<T, E>> => {
    let result: Result<T, E>;
    try {
      result = await work();
    } catch (bug) {
      await giveBack();
      throw bug;
    }
    if (result.isErr()) await giveBack();
    return result;
  };
  return caps.take(userId, operation, at).andThen(() => new ResultAsync(settle()));
}
