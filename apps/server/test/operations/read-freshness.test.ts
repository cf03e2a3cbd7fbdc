import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadSeedData } from '@marketplace/adapters-postgres';
import { createTestDatabase, type TestDatabase } from '@marketplace/testkit';
import { issueKey } from '../support/api-keys.js';
import { ownerMarketplace } from '../owner/support/marketplace.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';

/**
 * get_advert, get_storefront and get_categories answer from memory where they can (the search
 * index's category counts and seller adverts, the card cache, the category tree): a price change,
 * an archive and a publish through one process are in its own answers at once (the write's answer
 * waits for its index) and in another process's within a second (NOTIFY, or the poll).
 */

const market = ownerMarketplace();
const { adverts, users, categories } = market;

let database: TestDatabase;
let writer: ServerProcess;
let reader: ServerProcess;
let key: string;
beforeAll(async () => {
  database = await createTestDatabase();
  await loadSeedData(database.database, market.data);
  key = await issueKey(database.database, users.owner.id);
  [writer, reader] = await Promise.all([1, 2].map(() => startServerProcess({ DATABASE_URL: database.url, DATABASE_POOL_SIZE: '4' }))) as [ServerProcess, ServerProcess];
  // Ready: the index (and with it the read views) has loaded.
  for (const server of [writer, reader]) await until(server, async () => (await fetch(`${server.baseUrl}/readyz`)).status === 200, 30_000);
}, 60_000);
afterAll(async () => {
  writer?.kill();
  reader?.kill();
  await database?.drop();
});

const ownerCall = async (path: string, method: string, body: unknown) => {
  const answer = await fetch(`${writer.baseUrl}/api/v1${path}`, {
    method,
    body: JSON.stringify(body),
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Record<string, unknown>;
};

const read = async <T>(server: ServerProcess, path: string): Promise<T> => {
  const answer = await fetch(`${server.baseUrl}/api/v1${path}`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as T;
};

interface Node {
  id: string;
  adverts_count: number;
  children?: Node[];
}
interface Storefront {
  adverts_total: number;
  adverts: { id: string; price: number | null }[];
}

/** What the three reads say of the owner's business storefront, the chairs and one advert. */
async function state(server: ServerProcess, advertId: string) {
  const tree = await read<{ categories: Node[] }>(server, '/categories?depth=2');
  const home = tree.categories.find((node) => node.id === categories.home.id)!;
  const chairs = home.children!.find((node) => node.id === categories.chairs.id)!;
  const storefront = await read<Storefront>(server, `/storefronts/${users.owner.id}?business=true&limit=20`);
  const advert = await read<{ status: string; price: number | null }>(server, `/adverts/${advertId}`);
  return {
    homeCount: home.adverts_count,
    chairsCount: chairs.adverts_count,
    storefrontTotal: storefront.adverts_total,
    storefrontPrice: storefront.adverts.find((card) => card.id === advertId)?.price ?? null,
    listed: storefront.adverts.some((card) => card.id === advertId),
    status: advert.status,
    price: advert.price,
  };
}

type State = Awaited<ReturnType<typeof state>>;

/** Polls `check` until it holds or `ms` pass (a condition with a deadline, no fixed sleep). */
async function until(server: ServerProcess, check: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${server.baseUrl}: the condition did not hold within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The writer shows `expected` at once; the reader within a second. */
async function seenEverywhere(advertId: string, expected: Partial<State>): Promise<void> {
  expect(await state(writer, advertId)).toMatchObject(expected);
  let last: State | null = null;
  await until(
    reader,
    async () => {
      last = await state(reader, advertId);
      return Object.entries(expected).every(([field, value]) => last![field as keyof State] === value);
    },
    1_000,
  ).catch(() => {
    expect(last).toMatchObject(expected);
  });
}

it('shows a price change, an archive and a publish in get_advert, get_storefront and get_categories', async () => {
  const chair = adverts.oakChair.id;
  const before = await state(writer, chair);
  expect(before).toMatchObject({ listed: true, status: 'active' });
  expect(await state(reader, chair)).toEqual(before);

  await ownerCall('/my/adverts', 'PATCH', { selector: { ids: [chair] }, rule: { set: 39.5, currency: 'EUR' } });
  await seenEverywhere(chair, { price: 39.5, storefrontPrice: 39.5, chairsCount: before.chairsCount });

  await ownerCall(`/my/adverts/${chair}:archive`, 'POST', {});
  await seenEverywhere(chair, {
    status: 'archived',
    listed: false,
    storefrontTotal: before.storefrontTotal - 1,
    chairsCount: before.chairsCount - 1,
    homeCount: before.homeCount - 1,
  });

  const draft = await ownerCall('/my/drafts', 'POST', {
    title: 'Walnut chair',
    description: 'Solid walnut, as new.',
    category_id: categories.chairs.id,
    price: 80,
    currency: 'EUR',
    condition: 'used',
    address: { city: 'Novi Sad' },
  });
  const published = await ownerCall(`/my/drafts/${String(draft.draft_id)}:publish`, 'POST', {});
  const walnut = String(published.id);
  const business = (published.seller as { is_business: boolean }).is_business;
  // Published into the owner's business storefront or the private one: the chairs gain it either way.
  await seenEverywhere(walnut, {
    status: 'active',
    price: 80,
    chairsCount: before.chairsCount,
    homeCount: before.homeCount,
    ...(business ? { listed: true, storefrontTotal: before.storefrontTotal } : { listed: false, storefrontTotal: before.storefrontTotal - 1 }),
  });
}, 60_000);

it('shows a stock change of an advert with configurations in get_advert: at once on the writer, within a second on another process', async () => {
  const laptop = adverts.laptop.id;
  const availability = async (server: ServerProcess) =>
    (await read<{ variants: { is_available: boolean }[] }>(server, `/adverts/${laptop}`)).variants.map((variant) => variant.is_available);
  // Asked first, so both processes keep the advert (decision 0070) before it changes.
  expect(await availability(writer)).toEqual([true, true]);
  expect(await availability(reader)).toEqual([true, true]);
  for (const available of [false, true]) {
    await ownerCall('/my/adverts', 'PATCH', { selector: { ids: [laptop] }, rule: { is_available: available } });
    expect(await availability(writer)).toEqual([available, available]);
    await until(reader, async () => (await availability(reader)).every((shown) => shown === available), 1_000);
  }
}, 30_000);
