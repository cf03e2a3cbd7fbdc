import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccountAdmin } from '@marketplace/core';
import { FixedClock } from '@marketplace/core/testing';
import { createTestDatabase, type TestDatabase } from '@marketplace/testkit';
import { cryptoSecrets, DrizzleAccounts, DrizzleDailyCaps, randomIds } from '../src/index.js';

describe('daily caps on PostgreSQL', () => {
  let test: TestDatabase;
  let caps: DrizzleDailyCaps;
  let userId: string;
  const at = new Date('2026-03-01T23:59:30.500Z');

  beforeAll(async () => {
    test = await createTestDatabase();
    const admin = makeAccountAdmin({
      accounts: new DrizzleAccounts(test.database),
      ids: randomIds,
      secrets: cryptoSecrets,
      clock: new FixedClock(at),
    });
    userId = (await admin.createUser({ email: 'caps@example.com', name: 'Cap Tester' }))._unsafeUnwrap().id;
    caps = new DrizzleDailyCaps(test.database);
  });
  afterAll(async () => test?.drop());

  it('hands out exactly the cap to parallel takes, then answers rate_limited until midnight UTC', async () => {
    const results = await Promise.all(Array.from({ length: 60 }, () => caps.take(userId, 'publish_draft', at)));
    expect(results.filter((r) => r.isOk())).toHaveLength(50);
    const refused = results.filter((r) => r.isErr()).map((r) => r._unsafeUnwrapErr());
    expect(refused).toHaveLength(10);
    // 29.5 s until 00:00 UTC, rounded up to whole seconds.
    expect(refused[0]).toMatchObject({ code: 'rate_limited', retryAfter: 30 });
    expect((await caps.used(userId, 'publish_draft', at))._unsafeUnwrap()).toBe(50);
  });

  it('counts each operation and each UTC day apart, and a given-back unit can be taken again', async () => {
    expect((await caps.take(userId, 'send_message', at)).isOk()).toBe(true);
    const nextDay = new Date('2026-03-02T00:00:00.000Z');
    expect((await caps.take(userId, 'publish_draft', nextDay)).isOk()).toBe(true);
    (await caps.giveBack(userId, 'publish_draft', at))._unsafeUnwrap();
    expect((await caps.used(userId, 'publish_draft', at))._unsafeUnwrap()).toBe(49);
    expect((await caps.take(userId, 'publish_draft', at)).isOk()).toBe(true);
    expect((await caps.take(userId, 'publish_draft', at)).isErr()).toBe(true);
  });
});
