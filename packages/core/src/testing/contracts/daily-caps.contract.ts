import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_CAPS } from '../../domain/daily-cap.js';
import type { DailyCaps } from '../../ports/daily-caps.js';

export interface DailyCapsHarness {
  readonly caps: DailyCaps;
  /** A new user with no units spent: each case counts on its own user, whatever ran before. */
  aUser(): Promise<string>;
  close(): Promise<void>;
}

// 29.5 s before midnight UTC: a refusal asks to retry in 30 s (whole seconds, rounded up).
const at = new Date('2026-03-01T23:59:30.500Z');
const nextDay = new Date('2026-03-02T00:00:00.000Z');

/**
 * What every implementation of the `DailyCaps` port must do: parallel takes never pass the cap,
 * a refusal says when the UTC day ends, counters are per user, operation and UTC day, and a unit
 * given back can be taken again. It runs against InMemoryDailyCaps and the PostgreSQL and PGlite adapters.
 */
export function describeDailyCapsContract(name: string, open: () => Promise<DailyCapsHarness>): void {
  describe(`DailyCaps contract: ${name}`, () => {
    let harness: DailyCapsHarness;
    let caps: DailyCaps;
    beforeAll(async () => {
      harness = await open();
      caps = harness.caps;
    });
    afterAll(async () => harness?.close());
    const used = async (userId: string, operation: keyof typeof DAILY_CAPS, when = at) => (await caps.used(userId, operation, when))._unsafeUnwrap();

    it('hands out exactly the cap to parallel takes, then answers rate_limited until midnight UTC', async () => {
      const userId = await harness.aUser();
      const cap = DAILY_CAPS.publish_draft;
      const results = await Promise.all(Array.from({ length: cap + 10 }, () => caps.take(userId, 'publish_draft', at)));
      expect(results.filter((r) => r.isOk())).toHaveLength(cap);
      const refused = results.filter((r) => r.isErr()).map((r) => r._unsafeUnwrapErr());
      expect(refused).toHaveLength(10);
      for (const refusal of refused) expect(refusal).toMatchObject({ code: 'rate_limited', retryAfter: 30 });
      expect(await used(userId, 'publish_draft')).toBe(cap);
    });

    it('counts each user, operation and UTC day apart', async () => {
      const [userId, other] = [await harness.aUser(), await harness.aUser()];
      expect(await used(userId, 'send_message')).toBe(0);
      for (let i = 0; i < 3; i += 1) (await caps.take(userId, 'send_message', at))._unsafeUnwrap();
      (await caps.take(userId, 'upload_photo_from_url', at))._unsafeUnwrap();
      (await caps.take(userId, 'send_message', nextDay))._unsafeUnwrap();
      (await caps.take(other, 'send_message', at))._unsafeUnwrap();
      expect(await used(userId, 'send_message')).toBe(3);
      expect(await used(userId, 'upload_photo_from_url')).toBe(1);
      expect(await used(userId, 'fill_from_photos')).toBe(0);
      expect(await used(userId, 'send_message', nextDay)).toBe(1);
      // The same UTC day at another hour is the same counter.
      expect(await used(userId, 'send_message', new Date('2026-03-01T00:00:00.000Z'))).toBe(3);
      expect(await used(other, 'send_message')).toBe(1);
    });

    it('takes a given-back unit again once the cap is reached, and never counts below zero', async () => {
      const userId = await harness.aUser();
      const cap = DAILY_CAPS.publish_draft;
      for (let i = 0; i < cap; i += 1) (await caps.take(userId, 'publish_draft', at))._unsafeUnwrap();
      expect((await caps.take(userId, 'publish_draft', at))._unsafeUnwrapErr().code).toBe('rate_limited');
      (await caps.giveBack(userId, 'publish_draft', at))._unsafeUnwrap();
      expect(await used(userId, 'publish_draft')).toBe(cap - 1);
      expect((await caps.take(userId, 'publish_draft', at)).isOk()).toBe(true);
      expect((await caps.take(userId, 'publish_draft', at)).isErr()).toBe(true);

      const fresh = await harness.aUser();
      (await caps.giveBack(fresh, 'send_message', at))._unsafeUnwrap();
      expect(await used(fresh, 'send_message')).toBe(0);
      (await caps.take(fresh, 'send_message', at))._unsafeUnwrap();
      expect(await used(fresh, 'send_message')).toBe(1);
    });
  });
}
