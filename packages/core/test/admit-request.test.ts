import { describe, expect, it } from 'vitest';
import { makeAdmitRequest, RATE_POLICIES, type RateSubject } from '../src/index.js';
import { FixedClock, InMemoryRateLimiter } from '../src/testing/index.js';

const setup = () => {
  const clock = new FixedClock(new Date('2026-03-01T10:00:00.000Z'));
  const admit = makeAdmitRequest({ rateLimiter: new InMemoryRateLimiter(clock) });
  return { clock, admit };
};

async function statuses(admit: ReturnType<typeof setup>['admit'], subject: RateSubject, count: number) {
  const results = [];
  for (let i = 0; i < count; i++) results.push(await admit(subject));
  return results;
}

describe('request rate limits', () => {
  it('admit 30 requests a minute per address, then refuse with the seconds until the window ends', async () => {
    const { clock, admit } = setup();
    const address = { kind: 'address', address: '203.0.113.7' } as const;
    const first = await statuses(admit, address, 30);
    expect(first.every((r) => r.isOk())).toBe(true);
    expect(first[29]!._unsafeUnwrap().quotas[0]).toMatchObject({ remaining: 0, resetSeconds: 60 });
    clock.advance(20_500);
    const refused = (await admit(address))._unsafeUnwrapErr();
    expect(refused).toMatchObject({ code: 'rate_limited', retryAfter: 40 });
    // Another address has its own budget.
    expect((await admit({ kind: 'address', address: '203.0.113.8' })).isOk()).toBe(true);
    clock.advance(39_500);
    expect((await admit(address)).isOk()).toBe(true);
  });

  it('admit 60 requests a minute per key, of which 10 writes', async () => {
    const { admit } = setup();
    const write = { kind: 'key', keyId: 'k1', write: true } as const;
    const read = { kind: 'key', keyId: 'k1', write: false } as const;
    const writes = await statuses(admit, write, 11);
    expect(writes.slice(0, 10).every((r) => r.isOk())).toBe(true);
    expect(writes[10]!._unsafeUnwrapErr()).toMatchObject({ code: 'rate_limited', quota: { policy: RATE_POLICIES.keyWrites } });
    // Reads go on until the key's 60, the refused write included.
    const reads = await statuses(admit, read, 50);
    expect(reads.map((r) => r.isOk())).toEqual([...Array(49).fill(true), false]);
    expect(reads[49]!._unsafeUnwrapErr()).toMatchObject({ retryAfter: 60, quota: { policy: RATE_POLICIES.key } });
  });

  it('report the tightest budget first', async () => {
    const { admit } = setup();
    const admission = (await admit({ kind: 'key', keyId: 'k2', write: true }))._unsafeUnwrap();
    expect(admission.quotas.map((q) => [q.policy.name, q.remaining])).toEqual([
      ['key_writes', 9],
      ['key', 59],
    ]);
  });
});
