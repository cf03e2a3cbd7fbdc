import { errAsync, type ResultAsync } from 'neverthrow';
import type { Accounts, UserRecord } from '../../ports/accounts.js';
import type { Clock } from '../../ports/clock.js';
import { userByEmailInput } from '../../schemas/accounts.js';
import { parseInput } from '../../schemas/parse.js';
import { findUser, type AccountOperationError } from './find-user.js';

export interface SetBlockedDeps {
  readonly accounts: Accounts;
  readonly clock: Clock;
}

/** Blocks a user (their keys stop working) or unblocks them; blocking again keeps the first time. */
export function makeSetBlocked(deps: SetBlockedDeps) {
  return (raw: unknown, blocked: boolean): ResultAsync<UserRecord, AccountOperationError> => {
    const input = parseInput(userByEmailInput, raw);
    if (input.isErr()) return errAsync(input.error);
    const at = blocked ? deps.clock.now() : null;
    return findUser(deps.accounts, input.value.email).andThen((found) => {
      const blockedAt = found.blockedAt && blocked ? found.blockedAt : at;
      return deps.accounts.setBlocked(found.id, blockedAt).map(() => ({ ...found, blockedAt }));
    });
  };
}
