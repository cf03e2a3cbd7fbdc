import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { DomainError } from '../../domain/errors.js';
import type { Accounts, IdGenerator, UserRecord } from '../../ports/accounts.js';
import type { Clock } from '../../ports/clock.js';
import { createUserInput } from '../../schemas/accounts.js';
import { parseInput } from '../../schemas/parse.js';
import type { AccountOperationError } from './find-user.js';

export type EmailTaken = DomainError<'email_taken'>;

export interface CreateUserDeps {
  readonly accounts: Accounts;
  readonly ids: IdGenerator;
  readonly clock: Clock;
}

const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? name;

/** Registers a user (operator CLI); an email already registered is `email_taken`. */
export function makeCreateUser(deps: CreateUserDeps) {
  return (raw: unknown): ResultAsync<UserRecord, AccountOperationError | EmailTaken> => {
    const input = parseInput(createUserInput, raw);
    if (input.isErr()) return errAsync(input.error);
    const { email, name, plan, business } = input.value;
    return deps.accounts
      .createUser({ id: deps.ids.newId(), email, name, firstName: firstName(name), plan, businessName: business, createdAt: deps.clock.now() })
      .andThen((created) =>
        created ? okAsync(created) : errAsync<never, EmailTaken>({ code: 'email_taken', message: `a user with email ${email} exists`, field: 'email' }),
      );
  };
}
