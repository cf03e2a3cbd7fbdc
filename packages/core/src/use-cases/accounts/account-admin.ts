import { makeCreateKey, type CreateKeyDeps } from './create-key.js';
import { makeCreateUser, type CreateUserDeps } from './create-user.js';
import { makeListKeys, type ListKeysDeps } from './list-keys.js';
import { makeRevokeKey, type RevokeKeyDeps } from './revoke-key.js';
import { makeSetBlocked, type SetBlockedDeps } from './set-blocked.js';
import { makeSetPlan, type SetPlanDeps } from './set-plan.js';

export type AccountsDeps = CreateUserDeps & SetPlanDeps & SetBlockedDeps & CreateKeyDeps & ListKeysDeps & RevokeKeyDeps;

/** The six operator operations (users, plans, blocking, keys) over one set of ports, as the CLI uses them. */
export function makeAccountAdmin(deps: AccountsDeps) {
  return {
    createUser: makeCreateUser(deps),
    setPlan: makeSetPlan(deps),
    setBlocked: makeSetBlocked(deps),
    createKey: makeCreateKey(deps),
    listKeys: makeListKeys(deps),
    revokeKey: makeRevokeKey(deps),
  };
}

export type AccountAdmin = ReturnType<typeof makeAccountAdmin>;
