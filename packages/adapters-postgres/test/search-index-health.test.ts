import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdvertSearchQuery } from '@marketplace/core';
import { publicReadsFixture } from '@marketplace/core/contracts';
import { createTestDatabase } from '../src/testing/index.js';
import { ENGINES, seededFeed } from './support/seeded-feed.js';
import { SearchIndexFeed, UnreadableAdvert, type SearchIndex } from '../src/index.js';
import { recordingLogger } from './support/recording-logger.js';

/**
 * The replica's health: what the feed counts, logs and reports as lag when a change cannot be
 * applied, a catch-up fails, or the LISTEN connection is lost, and that it recovers from each.
 */

const fixture = publicReadsFixture;
const active = fixture.adverts.filter((a) => a.status === 'active');

const base: AdvertSearchQuery = {
  words: null, categoryId: null, city: null, point: null, radiusKm: null, currency: 'EUR', priceMinMinor: null,
  priceMaxMinor: null, sellerType: 'all', advertType: 'sell', sort: 'newest', limit: 1000, lang: 'en',
};

/** Every advert the index holds (both types). */
const indexed = (index: SearchIndex): string[] =>
  (['sell', 'buy'] as const).flatMap((advertType) => index.search({ ...base, advertType }).ids);

/** The adverts priced exactly `minor` in the advert's currency. */
const pricedAt = (index: SearchIndex, minor: number, currency: string): string[] =>
  index.search({ ...base, advertType: 'sell', priceMinMinor: minor, priceMaxMinor: minor, currency }).ids.concat(
    index.search({ ...base, advertType: 'buy', priceMinMinor: minor, priceMaxMinor: minor, currency }).ids,
  );

// PGlite in memory takes seconds to open and seed on a loaded machine; each test opens its own.
describe.each(ENGINES)('search index health on %s', { timeout: 120_000 }, (_name, open) => {
  it('logs a change that cannot be applied with its advert id, counts it, and applies the others', async () => {
    const { logger, lines } = recordingLogger();
    const test = await open();
    const { feed, close } = await seededFeed(test, { logger });
    onTestFinished(() => close());
    const [bad, good] = [active[0]!, active[1]!];
    expect(indexed(feed.index!)).toContain(bad.id);
    // NaN is a double precision value the column takes, and nothing search can place on a map.
    await test.database.query(sql`update adverts set latitude = 'NaN'::float8 where id = ${bad.id}::uuid`);
    await test.database.query(sql`update adverts set price_minor = 4242400 where id = ${good.id}::uuid`);
    await feed.catchUp();

    const health = feed.health();
    expect(health.changesFailed).toBe(1);
    // PGlite notifies in the process: its notifications may have caught up before the call.
    expect(health.catchUps.applied).toBeGreaterThanOrEqual(1);
    expect(health.catchUps.failed).toBe(0);
    const line = lines.find((l) => l.level === 'error' && l.fields.advert_id === bad.id);
    expect(line?.message).toMatch(/cannot be applied/);
    expect(line?.fields.err).toBeInstanceOf(UnreadableAdvert);
    expect(String(line?.fields.err)).toMatch(/position NaN/);
    // The other change is in; the bad advert is out of search rather than shown as it was.
    expect(pricedAt(feed.index!, 4242400, good.currency)).toEqual([good.id]);
    expect(indexed(feed.index!)).not.toContain(bad.id);
    expect(health.adverts).toBe(active.length - 1);

    // A process starting over the same data builds its index without it, and says so.
    const { logger: laterLogger, lines: laterLines } = recordingLogger();
    const later = new SearchIndexFeed(test.database, { pollMs: 60_000, logger: laterLogger });
    await later.start();
    onTestFinished(() => later.close());
    expect(later.health()).toMatchObject({ loaded: true, adverts: active.length - 1, changesFailed: 1 });
    expect(laterLines.filter((l) => l.fields.advert_id === bad.id)).toHaveLength(1);

    // Mended, the advert is searchable again.
    await test.database.query(sql`update adverts set latitude = ${bad.location?.latitude ?? null} where id = ${bad.id}::uuid`);
    await feed.catchUp();
    expect(indexed(feed.index!)).toContain(bad.id);
    expect(feed.health().changesFailed).toBe(1);
  });

  it('counts and logs a failed catch-up with its error, reports the lag growing, and recovers on the next one', async () => {
    const { logger, lines } = recordingLogger();
    const test = await open();
    const { feed, close } = await seededFeed(test, { logger });
    onTestFinished(() => close());
    const advert = active[2]!;
    await feed.catchUp();
    expect(feed.health().lagSeconds).toBe(0);

    // The feed's table out of reach (a real failure of the real query), for two catch-ups.
    await test.database.query(sql`alter table search_changes rename to search_changes_away`);
    let failing: ReturnType<SearchIndexFeed['health']>;
    try {
      await feed.catchUp();
      await feed.catchUp();
      failing = feed.health();
      // At least these two (a notification of an earlier write may start one more meanwhile).
      expect(failing.catchUps.failed).toBeGreaterThanOrEqual(2);
      // One line for the first failure; the second falls in its backoff (counted, not written).
      const failures = lines.filter((l) => l.message === 'search index: catching up failed');
      expect(failures).toHaveLength(1);
      expect(failures[0]!.level).toBe('error');
      expect(String(failures[0]!.fields.err)).toMatch(/search_changes/);
      expect(failures[0]!.fields).toMatchObject({ failures: 1 });
      expect(failing.lagSeconds).toBeGreaterThan(0);
      await vi.waitFor(() => expect(feed.health().lagSeconds).toBeGreaterThan(failing.lagSeconds), { timeout: 5_000, interval: 20 });
    } finally {
      await test.database.query(sql`alter table search_changes_away rename to search_changes`);
    }

    await test.database.query(sql`update adverts set price_minor = 5151500 where id = ${advert.id}::uuid`);
    await feed.catchUp();
    const recovered = feed.health();
    expect(recovered.lagSeconds).toBe(0);
    expect(recovered.catchUps.failed).toBe(failing.catchUps.failed);
    expect(recovered.catchUps.applied).toBeGreaterThanOrEqual(1);
    expect(pricedAt(feed.index!, 5151500, advert.currency)).toEqual([advert.id]);
    expect(lines.find((l) => l.message === 'search index: caught up again')?.fields).toMatchObject({ failures: failing.catchUps.failed });

    // A later run of failures has its first one written too, whatever the backoff of the last run.
    await test.database.query(sql`alter table search_changes rename to search_changes_away`);
    try {
      await feed.catchUp();
    } finally {
      await test.database.query(sql`alter table search_changes_away rename to search_changes`);
    }
    expect(lines.filter((l) => l.message === 'search index: catching up failed')).toHaveLength(2);
    await feed.catchUp();
    expect(feed.health().lagSeconds).toBe(0);
    expect(feed.health().catchUps.failed).toBeGreaterThan(failing.catchUps.failed);
  });
});

describe('search index health: the LISTEN connection (PostgreSQL)', () => {
  it('logs a lost LISTEN connection, listens again, and follows notifications after it', async () => {
    const { logger, lines } = recordingLogger();
    const test = await createTestDatabase();
    if (test.database.kind !== 'postgres') {
      // The pglite project: PGlite delivers notifications in the process; there is no connection.
      await test.drop();
      return;
    }
    // Polling once a minute: only a notification brings the change in within the wait below.
    const { feed, close } = await seededFeed(test, { logger });
    onTestFinished(() => close());
    const advert = active[3]!;
    const [killed] = await test.database.query<{ n: number }>(sql`
      select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
      where application_name = 'marketplace listen' and datname = current_database()`);
    expect(killed!.n).toBe(1);
    await vi.waitFor(() => expect(lines.some((l) => l.message === 'search index: listening again')).toBe(true), { timeout: 10_000, interval: 20 });
    const lost = lines.find((l) => l.message.startsWith('search index: the LISTEN connection was lost'));
    expect(lost?.level).toBe('warn');
    expect(lost?.fields.err).toBeInstanceOf(Error);
    expect(feed.health().listenLosses).toBe(1);

    await test.database.query(sql`update adverts set price_minor = 6161600 where id = ${advert.id}::uuid`);
    await vi.waitFor(() => expect(pricedAt(feed.index!, 6161600, advert.currency)).toEqual([advert.id]), { timeout: 10_000, interval: 20 });
  });
});
