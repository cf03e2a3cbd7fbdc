import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { notFound } from '../../domain/errors.js';
import type { Accounts } from '../../ports/accounts.js';
import type { Clock } from '../../ports/clock.js';
import { revokeKeyInput } from '../../schemas/accounts.js';
import { parseInput } from '../../schemas/parse.js';
import type { AccountOperationError } from './find-user.js';

export interface RevokeKeyDeps {
  readonly accounts: Accounts;
  readonly clock: Clock;
}

/** Revokes a key by id; revoking a revoked key keeps the first time. */
export function makeRevokeKey(deps: RevokeKeyDeps) {
  return (raw: unknown): ResultAsync<{ id: string }, AccountOperationError> => {
    const input = parseInput(revokeKeyInput, raw);
    if (input.isErr()) return errAsync(input.error);
    const { key_id } = input.value;
    return deps.accounts
      .revokeKey(key_id, deps.clock.now())
      .andThen((done) => (done ? okAsync({ id: key_id }) : errAsync(notFound(`no key ${key_id}`))));
  };
}
