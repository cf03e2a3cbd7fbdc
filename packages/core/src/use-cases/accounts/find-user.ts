import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { notFound, type InvalidArguments, type NotFound, type Unavailable } from '../../domain/errors.js';
import type { Accounts, UserRecord } from '../../ports/accounts.js';

/** The failures every operator operation can meet: a bad input, an unknown user or key, the store. */
export type AccountOperationError = InvalidArguments | NotFound | Unavailable;

/** The user with this email, or `not_found`. */
export const findUser = (accounts: Accounts, email: string): ResultAsync<UserRecord, NotFound | Unavailable> =>
  accounts.findUserByEmail(email).andThen((found) => (found ? okAsync(found) : errAsync(notFound(`no user with email ${email}`))));
