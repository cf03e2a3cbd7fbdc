/**
 * The benchmark's request mix, drawn from the seeded data so that every request is one a user
 * could make: keywords are words of real titles (in the advert's own script, Cyrillic or Latin,
 * plus the Serbian Latin text where one is stored), filters are the advert's own category, city,
 * place and price, and ids are real. The same mix drives REST, MCP and the data-layer ceiling.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@marketplace/adapters-postgres';
import { fromMinorUnits, LANGUAGES, type Language } from '@marketplace/core';
import { Random } from '@marketplace/demo-data';

/** A search as typed arguments: what MCP sends and the use case takes. */
export type SearchArguments = Record<string, string | number | readonly string[]>;

/** One search: its arguments and the answer language (REST and MCP take `lang` on the address). */
export interface SearchCase {
  readonly args: SearchArguments;
  readonly lang: Language;
}

export interface Workload {
  readonly searches: readonly SearchCase[];
  readonly advertIds: readonly string[];
  readonly sellerIds: readonly string[];
  /** Query strings of get_categories (without '?'). */
  readonly categoryQueries: readonly string[];
}

type SampleRow = {
  readonly id: string;
  readonly seller_id: string;
  readonly category_id: string;
  readonly parent_id: string | null;
  readonly city: string | null;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly currency: string;
  readonly price_minor: string | null;
  readonly title: string;
  readonly serbian_title: string | null;
};

const SORTS = ['newest', 'price_asc', 'price_desc', 'nearest'] as const;

/** Up to `max` words of a title a user would type: letters only, at least four of them. */
function keywords(title: string, random: Random, max: number): string | null {
  const words = title
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 4)
    .slice(0, 6);
  if (words.length === 0) return null;
  const first = random.int(0, words.length - 1);
  return words.slice(first, first + max).join(' ');
}

function searchFor(row: SampleRow, index: number, random: Random): SearchCase {
  const args: Record<string, string | number | readonly string[]> = {};
  const own = keywords(row.title, random, 1 + (index % 2));
  const serbian = row.serbian_title ? keywords(row.serbian_title, random, 1) : null;
  // Every fifth search is filters only (browsing a category or a city).
  if (index % 5 !== 4 && own) args.queries = serbian && serbian !== own ? [own, serbian] : [own];
  const sort = SORTS[index % SORTS.length]!;
  const hasPlace = row.latitude !== null && row.longitude !== null;
  args.sort = sort === 'nearest' && !hasPlace ? 'newest' : sort;
  if (args.sort === 'nearest' || index % 7 === 3) {
    if (hasPlace) {
      args.latitude = row.latitude!;
      args.longitude = row.longitude!;
      if (index % 3 === 0) args.radius_km = 25;
    }
  }
  if (index % 3 === 1 && row.parent_id) args.category_id = row.parent_id;
  if (index % 5 === 4) args.category_id = row.category_id;
  if (index % 4 === 2 && row.city) args.city = row.city;
  if (index % 6 === 5 && row.price_minor !== null) {
    const major = fromMinorUnits(Number(row.price_minor), row.currency);
    args.currency = row.currency;
    args.price_min = Math.floor(major * 0.5);
    args.price_max = Math.ceil(major * 1.5);
  }
  if (index % 8 === 6) args.seller_type = index % 16 === 6 ? 'private' : 'business';
  args.limit = index % 4 === 0 ? 20 : 10;
  return { args, lang: LANGUAGES[index % LANGUAGES.length]! };
}

/** Draws `size` active adverts at random (repeatable for a seed) and builds the mix from them. */
export async function buildWorkload(database: Database, size: number, seed: number): Promise<Workload> {
  await database.query(sql`select setseed(${1 / (seed + 1)})`);
  const rows = await database.query<SampleRow>(sql`
    with picked as (
      select a.id from adverts a where a.status = 'active' and a.type = 'sell'
      order by random() limit ${size})
    select a.id, a.seller_id, a.category_id, c.parent_id, a.city, a.latitude, a.longitude, a.currency,
      a.price_minor::text as price_minor,
      t.title, s.title as serbian_title
    from picked p
    join adverts a on a.id = p.id
    join categories c on c.id = a.category_id
    join advert_texts t on t.advert_id = a.id and t.is_original
    left join advert_texts s on s.advert_id = a.id and s.lang = 'sr' and not s.is_original
    order by a.id`);
  if (rows.length === 0) throw new Error('the database has no active adverts to build a workload from');
  const random = Random.for('bench-workload', seed);
  const roots = await database.query<{ id: string }>(sql`select id from categories where parent_id is null order by position`);
  const categoryQueries = [
    '',
    'depth=1',
    'depth=4',
    ...roots.map((r, i) => `parent_id=${r.id}&depth=${1 + (i % 3)}`),
  ].flatMap((q, i) => [q, `${q ? `${q}&` : ''}lang=${LANGUAGES[i % LANGUAGES.length]}`]);
  return {
    searches: rows.map((row, i) => searchFor(row, i, random)),
    advertIds: rows.map((r) => r.id),
    sellerIds: [...new Set(rows.map((r) => r.seller_id))],
    categoryQueries,
  };
}

/** The search as a REST query string: repeated `queries`, everything else once, then `lang`. */
export function searchQueryString({ args, lang }: SearchCase): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(args)) {
    if (Array.isArray(value)) for (const v of value) params.append(name, String(v));
    else params.append(name, String(value));
  }
  params.append('lang', lang);
  return params.toString();
}
