import type { SeedData, UserSeed } from '@marketplace/adapters-postgres';
import type { AdvertFixture } from '@marketplace/core/testing';
import { aCategory, aSeller, anAdvert, testId } from '@marketplace/core/testing';

/**
 * A small marketplace for the owner suites, built fresh for each test file (each file has its own
 * database and mutates it). The test clock stands at 2026-01-15T12:00Z.
 */

export const day = (d: number, hour = 10): Date => new Date(Date.UTC(2026, 0, d, hour));
const text = (title: string, description = 'In good order.') => ({ title, description });

/** `count` plain adverts of one seller, created an hour apart (the first is the oldest). */
export function advertsOf(
  sellerId: string,
  categoryId: string,
  count: number,
  overrides: Partial<AdvertFixture> = {},
): AdvertFixture[] {
  return Array.from({ length: count }, (_, i) =>
    anAdvert({ sellerId, categoryId, texts: { en: text(`Item ${i + 1}`) }, createdAt: day(2, i), ...overrides }),
  );
}

export function ownerMarketplace() {
  const electronics = aCategory({ title: 'Electronics', position: 0 });
  const phones = aCategory({ title: 'Phones', parentId: electronics.id, position: 0 });
  const laptops = aCategory({ title: 'Laptops', parentId: electronics.id, position: 1 });
  const home = aCategory({ title: 'Home', position: 1 });
  const chairs = aCategory({ title: 'Chairs', parentId: home.id, position: 0 });
  const categories = { electronics, phones, laptops, home, chairs };

  const seller = (firstName: string, plan: UserSeed['plan'], business: string | null = null): UserSeed => ({
    ...aSeller({
      firstName,
      business: business ? { name: business, description: null, descriptionLang: null, city: 'Novi Sad' } : null,
    }),
    plan,
  });
  /** The key owner of most tests: plan basic, a business storefront and private adverts. */
  const owner = seller('Olga', 'basic', 'Olga Shop');
  /** Another owner: their adverts must stay out of reach of the owner's key. */
  const rival = seller('Rade', 'free');
  const saverA = seller('Sava', 'free');
  const saverB = seller('Sonja', 'free');
  const saverC = seller('Stefan', 'free');
  const users = { owner, rival, saverA, saverB, saverC };

  const own = (overrides: Partial<AdvertFixture>) => anAdvert({ sellerId: owner.id, categoryId: phones.id, ...overrides });
  const adverts = {
    /** Saved by two users; a Serbian translation of its title is stored. */
    phoneEur: own({
      texts: { en: text('Samsung Galaxy phone'), sr: text('Samsung Galaksi telefon') },
      priceMinor: 20_000,
      photoKeys: ['galaxy.webp'],
      createdAt: day(10),
    }),
    phoneRsd: own({ texts: { en: text('Nokia phone') }, priceMinor: 1_500_000, currency: 'RSD', createdAt: day(9) }),
    /** Configurations: price rules skip it; stock changes apply to it. */
    laptop: own({
      contour: 'business',
      categoryId: laptops.id,
      condition: 'new',
      texts: { en: text('ThinkPad laptop') },
      priceMinor: null,
      variants: [
        { title: '16 GB', priceMinor: 60_000, isAvailable: true },
        { title: '32 GB', priceMinor: 75_000, isAvailable: true },
      ],
      createdAt: day(11),
    }),
    /** Saved by one user. */
    oakChair: own({
      contour: 'business',
      categoryId: chairs.id,
      condition: 'new',
      texts: { en: text('Oak chair') },
      priceMinor: 4_500,
      createdAt: day(8),
    }),
    /** Bumped on Jan 14: first in the owner's newest order. */
    woodenChair: own({
      categoryId: chairs.id,
      texts: { en: text('Old wooden chair') },
      priceMinor: 3_000,
      createdAt: day(7),
      bumpedAt: day(14),
    }),
    /** Price on request. */
    repairKit: own({ texts: { en: text('Phone repair kit') }, priceMinor: null, createdAt: day(6) }),
    gardenChair: own({ status: 'archived', categoryId: chairs.id, texts: { en: text('Garden chair') }, createdAt: day(5) }),
    /** Sold through the marketplace: a deal keeps it archived. */
    soldLaptop: own({
      status: 'archived',
      contour: 'business',
      categoryId: laptops.id,
      texts: { en: text('Sold laptop') },
      priceMinor: 30_000,
      createdAt: day(4),
    }),
    rivalPhone: anAdvert({ sellerId: rival.id, categoryId: phones.id, texts: { en: text('Rival phone') }, createdAt: day(12) }),
    rivalArchived: anAdvert({
      sellerId: rival.id,
      categoryId: phones.id,
      status: 'archived',
      texts: { en: text('Rival old phone') },
      createdAt: day(3),
    }),
  };
  /** The owner's active adverts, newest bump first. */
  const ownActiveNewest = [adverts.woodenChair, adverts.laptop, adverts.phoneEur, adverts.phoneRsd, adverts.oakChair, adverts.repairKit];

  const data: Partial<SeedData> = {
    categories: Object.values(categories),
    users: Object.values(users),
    adverts: Object.values(adverts),
    deals: [{ id: testId(), sellerId: owner.id, contour: 'business', advertId: adverts.soldLaptop.id, createdAt: day(4) }],
    favorites: [
      { userId: saverA.id, advertId: adverts.phoneEur.id, createdAt: day(11) },
      { userId: saverB.id, advertId: adverts.phoneEur.id, createdAt: day(11) },
      { userId: saverC.id, advertId: adverts.oakChair.id, createdAt: day(11) },
    ],
  };
  return { categories, users, adverts, ownActiveNewest, data, seller };
}

export type OwnerMarketplace = ReturnType<typeof ownerMarketplace>;

/** A UUID that names nothing. */
export const UNKNOWN_ID = '7d6a2c1e-3b4f-4e5a-9c8d-0f1e2d3c4b5a';
