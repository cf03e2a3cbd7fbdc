import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { makeAuthenticate, requireScope, type ApiKeyRecord } from '../src/index.js';
import { FixedClock } from '../src/testing/index.js';

const KEY = `mk_${'a'.repeat(40)}`;
const base: ApiKeyRecord = {
  keyId: 'k1', userId: 'u1', scopes: ['profile:read'], expiresAt: null, revokedAt: null, userBlockedAt: null,
};
const clock = new FixedClock(new Date('2026-01-15T12:00:00Z'));
const withKey = (record: ApiKeyRecord | null) =>
  makeAuthenticate({ apiKeys: { findBySecret: (secret) => okAsync(secret === KEY ? record : null) }, clock });

describe('authenticate', () => {
  it('resolves a usable key to its owner and scopes', async () => {
    expect((await withKey(base)(KEY))._unsafeUnwrap()).toEqual({ userId: 'u1', keyId: 'k1', scopes: ['profile:read'] });
  });

  it.each([
    ['malformed', `mk_short`, base],
    ['unknown', `mk_${'b'.repeat(40)}`, base],
    ['revoked', KEY, { ...base, revokedAt: new Date('2026-01-01') }],
    ['expired', KEY, { ...base, expiresAt: new Date('2026-01-15T11:59:59Z') }],
    ['of a blocked account', KEY, { ...base, userBlockedAt: new Date('2026-01-02') }],
  ])('answers invalid_api_key for a %s key', async (_kind, secret, record) => {
    expect((await withKey(record)(secret))._unsafeUnwrapErr().code).toBe('invalid_api_key');
  });

  it('records the use of a usable key only, and a failed record does not fail the request', async () => {
    const uses: [string, Date][] = [];
    const authenticate = (record: ApiKeyRecord, fails: boolean) =>
      makeAuthenticate({
        apiKeys: {
          findBySecret: () => okAsync(record),
          recordUse: (keyId, at) => {
            uses.push([keyId, at]);
            return fails ? errAsync({ code: 'unavailable' as const, message: 'down' }) : okAsync(undefined);
          },
        },
        clock,
      });
    expect((await authenticate(base, false)(KEY)).isOk()).toBe(true);
    expect((await authenticate(base, true)(KEY))._unsafeUnwrap()).toMatchObject({ keyId: 'k1' });
    expect((await authenticate({ ...base, revokedAt: new Date('2026-01-01') }, false)(KEY)).isErr()).toBe(true);
    expect(uses).toEqual([['k1', clock.now()], ['k1', clock.now()]]);
  });

  it('names the missing scope', () => {
    const principal = { userId: 'u1', keyId: 'k1', scopes: ['profile:read' as const] };
    expect(requireScope(principal, 'profile:read')).toBeNull();
    expect(requireScope(principal, 'adverts:write')).toMatchObject({ code: 'scope_required', message: expect.stringContaining('adverts:write') });
  });
});
