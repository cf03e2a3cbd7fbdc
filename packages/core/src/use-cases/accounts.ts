import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { API_KEY_BODY_LENGTH, API_KEY_PREFIX, isKeyUsable, MAX_ACTIVE_KEYS, type Scope } from '../domain/api-key.js';
import { notFound, type DomainError, type InvalidArguments, type NotFound, type Unavailable } from '../domain/errors.js';
import type { PlanName } from '../domain/plan.js';
import type { Accounts, ApiKeySummary, IdGenerator, SecretGenerator, UserRecord } from '../ports/accounts.js';
import type { Clock } from '../ports/clock.js';
import {
  createKeyInput,
  createUserInput,
  revokeKeyInput,
  setPlanInput,
  userByEmailInput,
} from '../schemas/accounts.js';
import { parseInput } from '../schemas/parse.js';

/** Operator use cases (the CLI): users, plans, blocking, API keys. */

export type EmailTaken = DomainError<'email_taken'>;
export type KeyLimitReached = DomainError<'key_limit_reached'>;
type Base = InvalidArguments | NotFound | Unavailable;

export interface AccountsDeps {
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

const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? name;

export function makeAccountAdmin(deps: AccountsDeps) {
  const user = (email: string): ResultAsync<UserRecord, Base> =>
    deps.accounts
      .findUserByEmail(email)
      .andThen((found) => (found ? okAsync(found) : errAsync(notFound(`no user with email ${email}`))));

  return {
    createUser(raw: unknown): ResultAsync<UserRecord, Base | EmailTaken> {
      const input = parseInput(createUserInput, raw);
      if (input.isErr()) return errAsync(input.error);
      const { email, name, plan, business } = input.value;
      return deps.accounts
        .createUser({ id: deps.ids.newId(), email, name, firstName: firstName(name), plan, businessName: business, createdAt: deps.clock.now() })
        .andThen((created) =>
          created ? okAsync(created) : errAsync<never, EmailTaken>({ code: 'email_taken', message: `a user with email ${email} exists`, field: 'email' }),
        );
    },

    setPlan(raw: unknown): ResultAsync<UserRecord, Base> {
      const input = parseInput(setPlanInput, raw);
      if (input.isErr()) return errAsync(input.error);
      const plan: PlanName = input.value.plan;
      return user(input.value.email).andThen((found) => deps.accounts.setPlan(found.id, plan).map(() => ({ ...found, plan })));
    },

    setBlocked(raw: unknown, blocked: boolean): ResultAsync<UserRecord, Base> {
      const input = parseInput(userByEmailInput, raw);
      if (input.isErr()) return errAsync(input.error);
      const at = blocked ? deps.clock.now() : null;
      return user(input.value.email).andThen((found) =>
        deps.accounts.setBlocked(found.id, found.blockedAt && blocked ? found.blockedAt : at).map(() => ({
          ...found,
          blockedAt: found.blockedAt && blocked ? found.blockedAt : at,
        })),
      );
    },

    createKey(raw: unknown): ResultAsync<CreatedKey, Base | KeyLimitReached> {
      const input = parseInput(createKeyInput, raw);
      if (input.isErr()) return errAsync(input.error);
      const { email, name, scopes, expires_in } = input.value;
      const now = deps.clock.now();
      const secret = `${API_KEY_PREFIX}${deps.secrets.base62(API_KEY_BODY_LENGTH)}`;
      const expiresAt = expires_in === null ? null : new Date(now.getTime() + expires_in);
      return user(email).andThen((found) =>
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
    },

    listKeys(raw: unknown): ResultAsync<(ApiKeySummary & { active: boolean })[], Base> {
      const input = parseInput(userByEmailInput, raw);
      if (input.isErr()) return errAsync(input.error);
      const now = deps.clock.now();
      return user(input.value.email).andThen((found) =>
        deps.accounts.listKeys(found.id).map((keys) =>
          keys.map((key) => ({ ...key, active: isKeyUsable({ ...key, keyId: key.id, userId: found.id, userBlockedAt: found.blockedAt }, now) })),
        ),
      );
    },

    revokeKey(raw: unknown): ResultAsync<{ id: string }, Base> {
      const input = parseInput(revokeKeyInput, raw);
      if (input.isErr()) return errAsync(input.error);
      const { key_id } = input.value;
      return deps.accounts
        .revokeKey(key_id, deps.clock.now())
        .andThen((done) => (done ? okAsync({ id: key_id }) : errAsync(notFound(`no key ${key_id}`))));
    },
  };
}

export type AccountAdmin = ReturnType<typeof makeAccountAdmin>;
