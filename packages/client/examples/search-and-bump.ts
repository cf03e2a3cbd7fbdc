/**
 * Searches the marketplace and bumps the owner's adverts that match, with the typed client.
 *
 *   MARKETPLACE_URL=http://localhost:8080 MARKETPLACE_API_KEY=mk_… \
 *     npx tsx packages/client/examples/search-and-bump.ts phone
 */
import { fileURLToPath } from 'node:url';
import { createClient, type ApiError, type MarketplaceClient, type Schemas } from '../src/index.js';

export interface SearchAndBump {
  readonly found: Schemas['SearchResult'];
  readonly bumped: Schemas['BumpResult'] | null;
}

const describe = (error: ApiError) => `${error.error.code}: ${error.error.message ?? ''}`;

/** Searches `words` publicly, then bumps the key owner's own active adverts matching them. */
export async function searchAndBump(client: MarketplaceClient, words: string): Promise<SearchAndBump> {
  const search = await client.GET('/adverts', { params: { query: { queries: [words], limit: 5 } } });
  if (search.error) throw new Error(`search failed: ${describe(search.error)}`);

  const mine = await client.GET('/my/adverts', { params: { query: { query: words, limit: 50 } } });
  if (mine.error) throw new Error(`my_adverts failed: ${describe(mine.error)}`);
  const ids = mine.data.adverts.map((advert) => advert.id);
  if (ids.length === 0) return { found: search.data, bumped: null };

  const bump = await client.POST('/my/adverts:bump', { body: { selector: { ids } } });
  if (bump.error) throw new Error(`bump failed: ${describe(bump.error)}`);
  return { found: search.data, bumped: bump.data };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const client = createClient({
    baseUrl: process.env.MARKETPLACE_URL ?? 'http://localhost:8080',
    apiKey: process.env.MARKETPLACE_API_KEY,
    lang: 'en',
  });
  const { found, bumped } = await searchAndBump(client, process.argv[2] ?? 'phone');
  console.log(`${found.total} adverts match; the first: ${found.adverts.map((a) => a.title).slice(0, 3).join(' | ')}`);
  console.log(bumped ? `bumped ${bumped.free} free, ${bumped.paid} from the quota, ${bumped.failed} on cooldown` : 'none of yours match');
}
