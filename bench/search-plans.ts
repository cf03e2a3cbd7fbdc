/**
 * Search latency per keyword class and sort, measured against PostgreSQL through the real adapter
 * (DrizzleAdvertSearch: count, collect or walk, then the card query), plus the naive plan for an
 * absent word to show what the design avoids.
 *
 *   DATABASE_URL=postgres://… pnpm bench:search [--runs 30] [--out bench/results/search.json]
 *
 * The database must be seeded first (`pnpm cli seed --adverts 1000000`). Keywords are chosen by
 * their measured frequency in the data: common ≈ 5 %, medium ≈ 0.5 %, rare ≈ 0.05 %, absent = 0.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { AdvertSearchQuery } from '@marketplace/core';
import { DrizzleAdvertSearch, openDatabase, type Database } from '@marketplace/adapters-postgres';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '30' },
    out: { type: 'string', default: 'bench/results/search-plans.json' },
  },
});
const runs = Number(values.runs);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL must name a seeded PostgreSQL database');

type KeywordClass = 'common' | 'medium' | 'rare' | 'absent';
const TARGET_SHARE: Record<Exclude<KeywordClass, 'absent'>, number> = { common: 0.05, medium: 0.005, rare: 0.0005 };
const BELGRADE = { latitude: 44.8125, longitude: 20.4612 };

async function activeAdverts(db: Database): Promise<number> {
  const [row] = await db.query<{ n: string }>(sql`select count(*)::text as n from adverts where status = 'active'`);
  return Number(row!.n);
}

/** Three words per class, by document frequency in a 2 % sample of the search documents. */
async function pickKeywords(db: Database, total: number): Promise<Record<KeywordClass, string[]>> {
  const stats = await db.query<{ word: string; ndoc: number }>(sql`
    select word, ndoc from ts_stat('select search_doc from adverts tablesample system (2) where status = ''active''')
    where word !~ '^#' and length(word) >= 4`);
  const sampleSize = Math.max(1, total * 0.02);
  const pick = (share: number) =>
    stats
      .map((s) => ({ word: s.word, share: Number(s.ndoc) / sampleSize }))
      .sort((a, b) => Math.abs(Math.log(a.share / share)) - Math.abs(Math.log(b.share / share)))
      .slice(0, 3)
      .map((s) => s.word);
  return {
    common: pick(TARGET_SHARE.common),
    medium: pick(TARGET_SHARE.medium),
    rare: pick(TARGET_SHARE.rare),
    absent: ['qzxwvoo', 'telefonnn', 'bicikkll'],
  };
}

interface WordContext {
  readonly currency: string;
  readonly rootCategoryId: string;
  readonly priceMinMinor: number;
  readonly priceMaxMinor: number;
}

/**
 * A search as a user would make it: in the currency most of the word's adverts use, in the
 * root category most of them are in, with a price range spanning their 10th to 90th percentile.
 */
async function contextOf(db: Database, word: string): Promise<WordContext> {
  const query = `'${word}':*`;
  const [row] = await db.query<{ currency: string | null; root: string | null; low: string | null; high: string | null }>(sql`
    with m as (select a.currency, a.price_minor, c.path[1] as root from adverts a join categories c on c.id = a.category_id
               where a.status = 'active' and a.search_doc @@ ${query}::tsquery limit 5000),
         cur as (select currency from m group by currency order by count(*) desc limit 1)
    select (select currency from cur) as currency,
      (select root from m group by root order by count(*) desc limit 1) as root,
      (select percentile_disc(0.1) within group (order by price_minor) from m where currency = (select currency from cur)) as low,
      (select percentile_disc(0.9) within group (order by price_minor) from m where currency = (select currency from cur)) as high`);
  const [anyRoot] = await db.query<{ id: string }>(sql`select id from categories where parent_id is null order by position limit 1`);
  return {
    currency: row?.currency ?? 'EUR',
    rootCategoryId: row?.root ?? anyRoot!.id,
    priceMinMinor: Number(row?.low ?? 100),
    priceMaxMinor: Number(row?.high ?? 1_000_000),
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function main() {
  const db = await openDatabase({ url, maxConnections: 4 });
  const search = new DrizzleAdvertSearch(db);
  const total = await activeAdverts(db);
  const keywords = await pickKeywords(db, total);
  const contexts = new Map<string, WordContext>();
  for (const word of Object.values(keywords).flat()) contexts.set(word, await contextOf(db, word));
  console.log(`active adverts: ${total}`);
  console.log('keywords:', JSON.stringify(keywords));

  const base: AdvertSearchQuery = {
    words: null, categoryId: null, city: null, point: null, radiusKm: null, currency: 'EUR',
    priceMinMinor: null, priceMaxMinor: null, sellerType: 'all', advertType: 'sell', sort: 'newest', limit: 10, lang: 'en',
  };
  const results: Record<string, unknown>[] = [];
  for (const keywordClass of Object.keys(keywords) as KeywordClass[]) {
    for (const sort of ['newest', 'price_asc', 'nearest'] as const) {
      for (const filtered of [false, true]) {
        const times: number[] = [];
        let matches = 0;
        for (let i = -3; i < runs; i += 1) {
          const word = keywords[keywordClass][((i % 3) + 3) % 3]!;
          const context = contexts.get(word)!;
          const query: AdvertSearchQuery = {
            ...base,
            words: [word],
            sort,
            currency: context.currency,
            point: sort === 'nearest' ? BELGRADE : null,
            ...(filtered
              ? { categoryId: context.rootCategoryId, priceMinMinor: context.priceMinMinor, priceMaxMinor: context.priceMaxMinor }
              : {}),
          };
          const started = performance.now();
          const page = (await search.search(query))._unsafeUnwrap();
          const elapsed = performance.now() - started;
          if (i >= 0) times.push(elapsed);
          matches = Math.max(matches, page.total);
        }
        times.sort((a, b) => a - b);
        const row = {
          class: keywordClass, sort, filter: filtered ? 'category+price' : 'none', max_total: matches,
          p50_ms: +percentile(times, 0.5).toFixed(2), p95_ms: +percentile(times, 0.95).toFixed(2),
        };
        results.push(row);
        console.log(JSON.stringify(row));
      }
    }
  }

  // The plan the design avoids: walking the date index and testing every row, which is what the
  // planner picks when it believes a word common; for an absent word it reads the whole index.
  const naiveStarted = performance.now();
  await db.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('statement_timeout', '20s', true), set_config('enable_bitmapscan', 'off', true),
      set_config('max_parallel_workers_per_gather', '0', true)`);
    await tx.execute(sql`select id from adverts where status = 'active' and search_doc @@ ${"'qzxwvoo':*"}::tsquery
      order by sort_at desc, id desc limit 10`);
  }).catch((error: unknown) => console.log('naive query stopped:', String(error)));
  const naive = +(performance.now() - naiveStarted).toFixed(1);
  console.log(`naive plan (date index walk), absent word, newest: ${naive} ms`);

  const report = { measured_at: new Date().toISOString(), active_adverts: total, runs, keywords, naive_absent_newest_ms: naive, results };
  mkdirSync(dirname(values.out!), { recursive: true });
  writeFileSync(values.out!, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n| class | sort | filter | total (max) | p50 ms | p95 ms |\n|---|---|---|---|---|---|`);
  for (const r of results) console.log(`| ${r.class} | ${r.sort} | ${r.filter} | ${r.max_total} | ${r.p50_ms} | ${r.p95_ms} |`);
  await db.close();
}

await main();
