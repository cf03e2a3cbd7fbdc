import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { API_KEY_BODY_LENGTH, API_KEY_PREFIX, MAX_ACTIVE_KEYS, type Scope } from '../../domain/api-key.js';
import type { DomainError } from '../../domain/errors.js';
import type { Accounts, IdGenerator, SecretGenerator } from '../../ports/accounts.js';
import type { Clock } from '../../ports/clock.js';
import { createKeyInput } from '../../schemas/accounts.js';
import { parseInput } from '../../schemas/parse.js';
import { findUser, type AccountOperationError } from './find-user.js';

export type KeyLimitReached = DomainError<'key_limit_reached'>;

export interface CreateKeyDeps {
  readonly accounts: Accounts;
  readonly ids: IdGenerator;
  readonly secrets: SecretGenerator;
  readonly clock: Clock;
}

export interface CreatedKey {
  readonly id: string;
  /** Shown once; only its fingerprint is stored. */
  readonly key: string;
  readonly scopes: readonly Scope[];
  readonly expires_at: string | null;
}

/** Issues a key with scopes and an optional lifetime, while the user has fewer than five live keys. */
export function makeCreateKey(deps: CreateKeyDeps) {
  return (raw: unknown): ResultAsync<CreatedKey, AccountOperationError | KeyLimitReached> => {
    const input = parseInput(createKeyInput, raw);
    if (input.isErr()) return errAsync(input.error);
    const { email, name, scopes, expires_in } = input.value;
    const now = deps.clock.now();
    const secret = `${API_KEY_PREFIX}${deps.secrets.base62(API_KEY_BODY_LENGTH)}`;
    const expiresAt = expires_in === null ? null : new Date(now.getTime() + expires_in);
    return findUser(deps.accounts, email).andThen((found) =>
      deps.accounts
        .createKey({ id: deps.ids.newId(), userId: found.id, name, secret, scopes, createdAt: now, expiresAt }, MAX_ACTIVE_KEYS, now)
        .andThen((stored) =>
          stored
            ? okAsync({ id: stored.id, key: secret, scopes: stored.scopes, expires_at: expiresAt?.toISOString() ?? null })
            : errAsync<never, KeyLimitReached>({
                code: 'key_limit_reached',
                message: `${email} already has ${MAX_ACTIVE_KEYS} active keys; revoke one first`,
              }),
        ),
    );
  };
}
