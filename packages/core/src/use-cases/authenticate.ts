import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { isApiKeyFormat, isKeyUsable, type Principal, type Scope } from '../domain/api-key.js';
import type { DomainError, Unavailable } from '../domain/errors.js';
import type { ApiKeyLookup } from '../ports/api-keys.js';
import type { Clock } from '../ports/clock.js';

export type InvalidApiKey = DomainError<'invalid_api_key'>;
export type Unauthorized = DomainError<'unauthorized'>;
export type ScopeRequired = DomainError<'scope_required'>;
export type AuthenticateError = InvalidApiKey | Unavailable;

const invalidKey: InvalidApiKey = { code: 'invalid_api_key', message: 'the API key is unknown, revoked or expired' };

export interface AuthenticateDeps {
  readonly apiKeys: ApiKeyLookup;
  readonly clock: Clock;
}

/** Resolves a presented key to its owner; every kind of bad key is the same invalid_api_key. */
export function makeAuthenticate(deps: AuthenticateDeps) {
  return (secret: string): ResultAsync<Principal, AuthenticateError> => {
    if (!isApiKeyFormat(secret)) return errAsync(invalidKey);
    const now = deps.clock.now();
    return deps.apiKeys.findBySecret(secret).andThen((key) => {
      if (!key || !isKeyUsable(key, now)) return errAsync(invalidKey);
      const principal: Principal = { userId: key.userId, keyId: key.keyId, scopes: key.scopes };
      // Recording the use never fails the request it belongs to.
      const recorded = deps.apiKeys.recordUse?.(key.keyId, now);
      return recorded ? recorded.map(() => principal).orElse(() => okAsync(principal)) : okAsync(principal);
    });
  };
}

export const unauthorized = (): Unauthorized => ({
  code: 'unauthorized',
  message: 'this operation needs an API key: Authorization: Bearer <API_KEY>',
});

export const requireScope = (principal: Principal, scope: Scope): ScopeRequired | null =>
  principal.scopes.includes(scope)
    ? null
    : { code: 'scope_required', message: `the API key lacks the scope ${scope}` };
