import { describe, expect, it } from 'vitest';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { DAILY_CAPS, unavailable } from '../src/index.js';
import { withDailyUnit } from '../src/use-cases/daily-unit.js';
import { InMemoryDailyCaps } from '../src/testing/index.js';

const user = 'u1';
const at = new Date(Date.UTC(2026, 0, 15, 10));
const used = async (caps: InMemoryDailyCaps) => (await caps.used(user, 'send_message', at))._unsafeUnwrap();

describe('withDailyUnit', () => {
  it('keeps the unit of work that succeeded', async () => {
    const caps = new InMemoryDailyCaps();
    expect((await withDailyUnit(caps, user, 'send_message', at, () => okAsync('sent')))._unsafeUnwrap()).toBe('sent');
    expect(await used(caps)).toBe(1);
  });

  it('gives the unit back when the work fails as expected (a 404, a 503)', async () => {
    const caps = new InMemoryDailyCaps();
    const failed = await withDailyUnit(caps, user, 'send_message', at, () => errAsync(unavailable('down')));
    expect(failed._unsafeUnwrapErr().code).toBe('unavailable');
    expect(await used(caps)).toBe(0);
  });

  it('gives the unit back when the work throws (a 500), and throws the bug on', async () => {
    const caps = new InMemoryDailyCaps();
    const bug = new Error('invalid byte sequence for encoding "UTF8": 0x00');
    const rejected = () => new ResultAsync<string, never>(Promise.reject(bug));
    await expect(withDailyUnit(caps, user, 'send_message', at, rejected)).rejects.toBe(bug);
    await expect(
      withDailyUnit(caps, user, 'send_message', at, () => {
        throw bug;
      }),
    ).rejects.toBe(bug);
    expect(await used(caps)).toBe(0);
  });

  it('does not run the work when the cap is spent', async () => {
    const caps = new InMemoryDailyCaps();
    for (let i = 0; i < DAILY_CAPS.send_message; i++) await caps.take(user, 'send_message', at);
    let ran = false;
    const refused = await withDailyUnit(caps, user, 'send_message', at, () => {
      ran = true;
      return okAsync(1);
    });
    expect(refused._unsafeUnwrapErr().code).toBe('rate_limited');
    expect(ran).toBe(false);
  });
});
