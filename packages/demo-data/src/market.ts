import type { PhotoSeed, SeedData, UserSeed } from '@marketplace/adapters-postgres';
import { advertAt, type TextModel } from './adverts.js';
import { POOL_PHOTO_SIZE, POOL_PHOTOS } from './photos/pool.js';
import { catalogCategories } from './catalog/categories.js';
import { Random } from './random.js';
import { sellerAt, sellerCount } from './sellers.js';

export interface MarketOptions {
  readonly adverts: number;
  readonly seed: number;
  /** The reference time: adverts are dated in the year before it. */
  readonly now: Date;
  readonly batchSize?: number;
  /** Adverts show photos of the pool (default); false when no photo storage takes the pool. */
  readonly photos?: boolean;
  /** How adverts are written (default curated; `real` needs `loadVocabulary()` first). */
  readonly text?: TextModel;
}

/** The owner of the demo's photo pool: a user who sells nothing. */
export const PHOTO_LIBRARY: UserSeed = {
  id: Random.for('demo', 'photo-library').uuid(),
  email: 'photos@example.com',
  name: 'Demo photo library',
  firstName: 'Demo',
  plan: 'free',
  lang: 'en',
  business: null,
};

/** The pool's photo rows (their files are put into the storage by ensurePhotoPool). */
export function poolPhotoSeeds(): PhotoSeed[] {
  const createdAt = new Date('2025-01-01T00:00:00.000Z');
  return POOL_PHOTOS.map((p) => ({
    id: p.id,
    ownerId: PHOTO_LIBRARY.id,
    key: p.key,
    contentType: 'image/webp',
    ...POOL_PHOTO_SIZE,
    bytes: 0,
    createdAt,
  }));
}

const empty: SeedData = { categories: [], users: [], adverts: [], reviews: [], deals: [], favorites: [] };

/** The batches before the adverts: categories and the photo pool's rows, then every seller. */
export function* marketHeadBatches(options: MarketOptions): Generator<SeedData> {
  const size = options.batchSize ?? 5000;
  const photos = options.photos ?? true;
  yield photos
    ? { ...empty, categories: catalogCategories(), users: [PHOTO_LIBRARY], photos: poolPhotoSeeds() }
    : { ...empty, categories: catalogCategories() };
  const sellers = sellerCount(options.adverts);
  for (let start = 0; start < sellers; start += size) {
    const users = [];
    for (let i = start; i < Math.min(sellers, start + size); i += 1) {
      const { home: _home, ...user } = sellerAt(options.seed, i);
      users.push(user);
    }
    yield { ...empty, users };
  }
}

/** How many advert batches a market has. */
export const advertBatchCount = (options: MarketOptions): number => Math.ceil(options.adverts / (options.batchSize ?? 5000));

/** Advert batch `number` (from 0) with its favorites, deals and reviews: a pure function of the options. */
export function advertBatch(options: MarketOptions, number: number): SeedData {
  const size = options.batchSize ?? 5000;
  const photos = options.photos ?? true;
  const start = number * size;
  const batch = { adverts: [] as SeedData['adverts'][number][], deals: [] as SeedData['deals'][number][], reviews: [] as SeedData['reviews'][number][], favorites: [] as SeedData['favorites'][number][] };
  for (let i = start; i < Math.min(options.adverts, start + size); i += 1) {
    const generated = advertAt(options.seed, i, options.adverts, options.now, options.text);
    const { sale, savedBy } = generated;
    const advert = photos ? generated.advert : { ...generated.advert, photoKeys: [] };
    batch.adverts.push(advert);
    for (const userIndex of savedBy) {
      batch.favorites.push({ userId: sellerAt(options.seed, userIndex).id, advertId: advert.id, createdAt: advert.createdAt });
    }
    if (sale) {
      const rng = Random.for(options.seed, 'sale', i);
      const deal = { id: rng.uuid(), sellerId: advert.sellerId, contour: advert.contour, advertId: advert.id, createdAt: advert.createdAt };
      batch.deals.push(deal);
      batch.reviews.push({ id: rng.uuid(), sellerId: advert.sellerId, contour: advert.contour, rating: sale.rating, createdAt: advert.createdAt });
    }
  }
  return { ...empty, ...batch };
}

/**
 * The whole generated market as batches, in the order the rows may be written: categories and
 * the photo pool's rows, then every seller, then adverts with their favorites, deals and reviews.
 * Nothing is kept between batches, so a million adverts stream in constant memory.
 */
export function* marketBatches(options: MarketOptions): Generator<SeedData> {
  yield* marketHeadBatches(options);
  for (let number = 0; number < advertBatchCount(options); number += 1) yield advertBatch(options, number);
}
