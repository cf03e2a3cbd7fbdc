import { DAY_MS, toMinorUnits, type Language } from '@marketplace/core';
import type { AdvertFixture, AdvertTextFixture } from '@marketplace/core/testing';
import { LEAVES, type LeafInfo } from './catalog/categories.js';
import { fill, type Locale } from './language/phrase.js';
import {
  CONDITION_SENTENCES,
  CONDITION_TITLE,
  EXTRAS,
  OPENINGS,
  SERVICE_SENTENCES,
  WANTED,
  WANTED_OPENING,
} from './language/texts.js';
import { EUR_RATE, PLACES } from './places.js';
import { Random } from './random.js';
import { sellerAt, sellerCount } from './sellers.js';

export interface GeneratedAdvert {
  readonly advert: AdvertFixture;
  /** Set when the advert was sold through the marketplace (archived with a deal and a review). */
  readonly sale: { readonly buyerIndex: number; readonly rating: number } | null;
  readonly savedBy: readonly number[];
}

/** Brand popularity falls off like Zipf's law: a few very common words, many rare ones. */
const zipf = (n: number) => Array.from({ length: n }, (_, i) => 1 / (i + 1));

/** A price that looks like what people write: two significant digits. */
function nicePrice(eur: number, currency: string): number {
  const local = eur * (EUR_RATE[currency] ?? 1);
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(local)) - 1);
  return Math.max(1, Math.round(local / magnitude) * magnitude);
}

const VARIANT_LABELS = [['64 GB', '128 GB', '256 GB'], ['S', 'M', 'L', 'XL'], ['Basic', 'Standard', 'Premium']] as const;

function texts(
  leaf: LeafInfo,
  locale: Locale,
  item: string,
  condition: keyof typeof CONDITION_TITLE | null,
  type: 'sell' | 'buy',
  rng: Random,
): AdvertTextFixture {
  const isService = leaf.root.kind === 'services';
  const title =
    type === 'buy'
      ? `${fill(WANTED, locale)} ${item}`
      : condition && !isService
        ? `${item}, ${fill(CONDITION_TITLE[condition], locale)}`
        : item;
  const sentences = [
    fill(type === 'buy' ? WANTED_OPENING : rng.pick(OPENINGS), locale, { item }),
    isService ? fill(rng.pick(SERVICE_SENTENCES), locale) : fill(rng.pick(CONDITION_SENTENCES), locale),
    ...rng.sample(EXTRAS, rng.int(1, 2)).map((p) => fill(p, locale)),
  ];
  return { title, description: sentences.join(' ') };
}

/** Advert `index` of a market of `total` adverts: a pure function of (seed, index). */
export function advertAt(seed: number, index: number, total: number, now: Date): GeneratedAdvert {
  const rng = Random.for(seed, 'advert', index);
  const sellers = sellerCount(total);
  const sellerIndex = rng.int(0, sellers - 1);
  const seller = sellerAt(seed, sellerIndex);
  const contour = seller.business && rng.chance(0.8) ? 'business' : 'private';
  const leaf = rng.pick(LEAVES);
  const place = contour === 'business' || rng.chance(0.7) ? seller.home : rng.weighted(PLACES, PLACES.map((p) => p.weight));
  const lang: Language = rng.weighted(place.languages.map(([l]) => l), place.languages.map(([, w]) => w));
  const locale: Locale = { lang, cyrillic: lang === 'sr' && rng.chance(0.4) };
  const brands = leaf.group.brands;
  const [brand, models] = rng.weighted(brands, zipf(brands.length));
  const model = rng.weighted(models, zipf(models.length));
  const item = `${brand} ${model}`;
  const type = rng.chance(0.05) ? 'buy' : 'sell';
  const isGoods = leaf.root.kind === 'goods' || leaf.root.kind === 'vehicles';
  const condition = isGoods ? rng.weighted(['new', 'used', 'likeNew'] as const, [0.25, 0.6, 0.15]) : null;
  const [low, high] = leaf.group.priceEur;
  const eur = Math.exp(Math.log(low) + rng.next() * (Math.log(high) - Math.log(low)));
  const currency = place.currency;
  const priced = rng.chance(0.96);
  const priceMinor = priced ? toMinorUnits(nicePrice(eur, currency), currency) : null;
  const variants =
    priced && contour === 'business' && leaf.root.kind === 'goods' && type === 'sell' && rng.chance(0.25)
      ? rng.pick(VARIANT_LABELS).slice(0, rng.int(2, 3)).map((title, i) => ({
          title,
          priceMinor: Math.round(priceMinor! * (1 + 0.25 * i)),
          isAvailable: rng.chance(0.75),
        }))
      : [];
  const ageDays = Math.floor(365 * rng.next() ** 2);
  const createdAt = new Date(now.getTime() - ageDays * DAY_MS - rng.int(0, DAY_MS - 1));
  const bumpedAt = rng.chance(0.1) ? new Date(createdAt.getTime() + rng.next() * (now.getTime() - createdAt.getTime())) : null;
  const dropped = priced && rng.chance(0.06);
  const archived = rng.chance(0.04);
  const original = texts(leaf, locale, item, condition, type, rng);
  const translations: Partial<Record<Language, AdvertTextFixture>> = {};
  if (lang !== 'en' && rng.chance(0.3)) translations.en = texts(leaf, { lang: 'en', cyrillic: false }, item, condition, type, rng);
  if (lang !== 'sr' && rng.chance(0.2)) translations.sr = texts(leaf, { lang: 'sr', cyrillic: false }, item, condition, type, rng);
  const jitter = () => (rng.next() - 0.5) * 0.08;
  const advert: AdvertFixture = {
    id: rng.uuid(),
    sellerId: seller.id,
    contour,
    status: archived ? 'archived' : 'active',
    type,
    categoryId: leaf.id,
    condition: condition === null ? null : condition === 'new' ? 'new' : 'used',
    originalLang: lang,
    texts: { ...translations, [lang]: original },
    priceMinor: variants.length > 0 ? null : priceMinor,
    currency,
    isNegotiable: rng.chance(0.3),
    discountPercent: dropped ? rng.int(5, 30) : null,
    discountUntil: dropped ? new Date(now.getTime() + rng.int(1, 13) * DAY_MS) : null,
    city: place.city,
    location: { latitude: place.latitude + jitter(), longitude: place.longitude + jitter() },
    specs: [
      { name: 'Brand', value: brand },
      { name: 'Model', value: model },
    ],
    variants,
    receivingMethods: contour === 'business' ? rng.sample(['pickup', 'delivery', 'online'] as const, rng.int(1, 3)) : null,
    photoKeys: [],
    createdAt,
    bumpedAt,
  };
  const savedBy = rng.chance(0.1) ? [rng.int(0, sellers - 1), rng.int(0, sellers - 1)].filter((i) => i !== sellerIndex) : [];
  const sale = archived && rng.chance(0.5) ? { buyerIndex: rng.int(0, sellers - 1), rating: rng.weighted([5, 4, 3, 2, 1], [50, 30, 10, 5, 5]) } : null;
  return { advert, sale, savedBy: [...new Set(savedBy)] };
}
