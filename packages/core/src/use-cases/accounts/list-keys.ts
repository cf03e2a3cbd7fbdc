import { errAsync, type ResultAsync } from 'neverthrow';
import { isKeyUsable } from '../../domain/api-key.js';
import type { Accounts, ApiKeySummary } from '../../ports/accounts.js';
import type { Clock } from '../../ports/clock.js';
import { userByEmailInput } from '../../schemas/accounts.js';
import { parseInput } from '../../schemas/parse.js';
import { findUser, type AccountOperationError } from './find-user.js';

export interface ListKeysDeps {
  readonly accounts: Accounts;
  readonly clock: Clock;
}

/** A user's keys, each marked `active` when usable now (`isKeyUsable`). */
export function makeListKeys(deps: ListKeysDeps) {
  return (raw: unknown): ResultAsync<(ApiKeySummary & { active: boolean })[], AccountOperationError> => {
    const input = parseInput(userByEmailInput, raw);
    if (input.isErr()) return errAsync(input.error);
    const now = deps.clock.now();
    return findUser(deps.accounts, input.value.email).andThen((found) =>
      deps.accounts.listKeys(found.id).map((keys) =>
        keys.map((key) => ({ ...key, active: isKeyUsable({ ...key, keyId: key.id, userId: found.id, userBlockedAt: found.blockedAt }, now) })),
      ),
    );
  };
}
