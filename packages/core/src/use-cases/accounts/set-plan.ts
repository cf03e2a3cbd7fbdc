import { errAsync, type ResultAsync } from 'neverthrow';
import type { PlanName } from '../../domain/plan.js';
import type { Accounts, UserRecord } from '../../ports/accounts.js';
import { setPlanInput } from '../../schemas/accounts.js';
import { parseInput } from '../../schemas/parse.js';
import { findUser, type AccountOperationError } from './find-user.js';

export interface SetPlanDeps {
  readonly accounts: Accounts;
}

/** Moves a user to another plan (operator CLI). */
export function makeSetPlan(deps: SetPlanDeps) {
  return (raw: unknown): ResultAsync<UserRecord, AccountOperationError> => {
    const input = parseInput(setPlanInput, raw);
    if (input.isErr()) return errAsync(input.error);
    const plan: PlanName = input.value.plan;
    return findUser(deps.accounts, input.value.email).andThen((found) => deps.accounts.setPlan(found.id, plan).map(() => ({ ...found, plan })));
  };
}
