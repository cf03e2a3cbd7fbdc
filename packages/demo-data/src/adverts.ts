import { DAY_MS, toMinorUnits, type Language } from '@marketplace/core';
import type { AdvertFixture, AdvertTextFixture } from '@marketplace/core/testing';
import { LEAVES, type LeafInfo } from './catalog/categories.js';
import type { Item } from './catalog/items.js';
import { fill, say, type Locale, type Phrase } from './language/phrase.js';
import {
  CONDITION_SENTENCES,
  CONDITION_TITLE,
  EXTRA,
  FOR_RENT,
  MILEAGE,
  OPENING,
  WANTED,
  WANTED_SENTENCES,
  WORN_CONDITION_SENTENCES,
} from './language/texts.js';
import { dictionaryFor, modelCode, ownWords } from './language/real-text.js';
import { poolPhotoFor } from './photos/pool.js';
import { EUR_RATE, PLACES } from './places.js';
import { Random } from './random.js';
import { sellerAt, sellerCount } from './sellers.js';

export interface GeneratedAdvert {
  readonly advert: AdvertFixture;
  /** Set when the advert was sold through the marketplace (archived with a deal and a review). */
  readonly sale: { readonly buyerIndex: number; readonly rating: number } | null;
  readonly savedBy: readonly number[];
}

/** Popularity falls off like Zipf's law: a few very common items, many rare ones. */
const zipf = (n: number) => Array.from({ length: n }, (_, i) => 1 / (i + 1));

/** A price that looks like what people write: two significant digits. */
function nicePrice(eur: number, currency: string): number {
  const local = eur * (EUR_RATE[currency] ?? 1);
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(local)) - 1);
  return Math.max(1, Math.round(local / magnitude) * magnitude);
}

const VARIANT_LABELS = [['64 GB', '128 GB', '256 GB'], ['S', 'M', 'L', 'XL'], ['Basic', 'Standard', 'Premium']] as const;

/** Languages that name the item before the noun ("Samsung Galaxy S21 phone"); others after it. */
const NOUN_LAST: ReadonlySet<Language> = new Set(['en', 'de', 'hu']);

type Condition = keyof typeof CONDITION_TITLE;

/**
 * Everything an advert's text says, chosen once: rendering it in each language gives the original
 * and every translation the same content (the same item, attribute, condition and sentences).
 */
interface TextPlan {
  readonly leaf: LeafInfo;
  readonly item: Item;
  readonly attribute: string | Phrase | null;
  readonly condition: Condition | null;
  readonly type: 'sell' | 'buy';
  readonly area: number | null;
  readonly kilometres: number | null;
  readonly sentences: readonly Phrase[];
  /** Real-world text: a model code after a brand item's name (every language). */
  readonly code: string | null;
  /** Real-world text: the seller's own sentence (the original text only). */
  readonly ownWords: string | null;
  readonly original: Locale;
}

/**
 * How adverts are written: `curated`, only the phrases of the catalogue (a vocabulary of a few
 * thousand words; the demo started by `pnpm start`), or `real`, the same adverts with what real
 * sellers add: their own words from the language's dictionary, model codes, numbers with units,
 * typos (needs `loadVocabulary()`; `pnpm cli seed` and `pnpm bench`). Only the texts differ.
 */
export type TextModel = 'curated' | 'real';

const isBrandItem = (item: Item): item is readonly [string, string] => Array.isArray(item);
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The item as a title names it: "telefon Samsung Galaxy S21", or the item's own phrase. */
function itemName(plan: TextPlan, locale: Locale): string {
  const { item } = plan;
  if (!isBrandItem(item)) return say(item, locale);
  const name = item.filter((part) => part !== '').join(plan.leaf.catalog.joiner ?? ' ');
  const noun = plan.leaf.catalog.noun;
  if (!noun) return name;
  return NOUN_LAST.has(locale.lang) ? `${name} ${say(noun, locale)}` : `${say(noun, locale)} ${name}`;
}

function render(plan: TextPlan, locale: Locale): AdvertTextFixture {
  const deal = plan.leaf.catalog.deal;
  const name = itemName(plan, locale);
  const parts = [plan.code === null ? name : `${name} ${plan.code}`];
  if (plan.area !== null) parts.push(`${plan.area} m²`);
  if (plan.attribute !== null) parts.push(typeof plan.attribute === 'string' ? plan.attribute : say(plan.attribute, locale));
  const described = parts.join(', ');
  if (plan.type === 'buy') {
    return {
      title: `${say(WANTED, locale)}: ${described}`,
      description: [fill(OPENING.buy, locale, { item: described }), ...plan.sentences.map((s) => say(s, locale)), ...own(plan, locale)].join(' '),
    };
  }
  // Brand names keep their case ("iRobot"); a leading noun or phrase starts with a capital.
  const title = [isBrandItem(plan.item) && NOUN_LAST.has(locale.lang) ? described : capitalize(described)];
  if (plan.condition === 'new' || plan.condition === 'likeNew') title.push(say(CONDITION_TITLE[plan.condition], locale));
  if (deal === 'rent') title.push(say(FOR_RENT, locale));
  const sentences = plan.sentences.map((s) => say(s, locale));
  if (plan.kilometres !== null) sentences.unshift(fill(MILEAGE, locale, { km: plan.kilometres.toLocaleString(locale.lang === 'en' ? 'en-GB' : 'fr-FR').replace(/\s/g, '\u00a0') }));
  const opening = deal === 'service' ? [] : [fill(deal === 'rent' ? OPENING.rent : OPENING.sell, locale, { item: described })];
  return { title: title.join(', '), description: [...opening, ...sentences, ...own(plan, locale)].join(' ') };
}

/** The seller's own sentence goes into the text they wrote, not into its translations. */
const own = (plan: TextPlan, locale: Locale): string[] =>
  plan.ownWords !== null && plan.ownWords !== '' && locale === plan.original ? [plan.ownWords] : [];


/** Advert `index` of a market of `total` adverts: a pure function of (seed, index). */
export function advertAt(seed: number, index: number, total: number, now: Date, text: TextModel = 'curated'): GeneratedAdvert {
  const rng = Random.for(seed, 'advert', index);
  const sellers = sellerCount(total);
  const sellerIndex = rng.int(0, sellers - 1);
  const seller = sellerAt(seed, sellerIndex);
  const contour = seller.business && rng.chance(0.8) ? 'business' : 'private';
  const leaf = rng.pick(LEAVES);
  const { catalog } = leaf;
  const place = contour === 'business' || rng.chance(0.7) ? seller.home : rng.weighted(PLACES, PLACES.map((p) => p.weight));
  const lang: Language = rng.weighted(place.languages.map(([l]) => l), place.languages.map(([, w]) => w));
  const locale: Locale = { lang, cyrillic: lang === 'sr' && rng.chance(0.4) };
  const itemIndex = rng.weighted(catalog.items.map((_, i) => i), zipf(catalog.items.length));
  const item = catalog.items[itemIndex]!;
  const isGoods = leaf.root.kind === 'goods' || leaf.root.kind === 'vehicles';
  const type = isGoods && rng.chance(0.05) ? 'buy' : 'sell';
  const isVehicle = catalog.mileage === true;
  const condition: Condition | null = isGoods
    ? rng.weighted(['new', 'used', 'likeNew'] as const, isVehicle ? [0.05, 0.9, 0.05] : [0.25, 0.6, 0.15])
    : null;
  const attribute = catalog.attributes && (isVehicle || rng.chance(0.7)) ? rng.pick(catalog.attributes) : null;
  // Property: larger items (more rooms) are listed later and get larger areas.
  const area = catalog.area
    ? Math.round(
        catalog.area[0] +
          (catalog.area[1] - catalog.area[0]) * ((itemIndex + rng.next()) / catalog.items.length),
      )
    : null;
  const kilometres = isVehicle && condition !== 'new' ? rng.int(8, 260) * 1000 : null;
  const priced = rng.chance(0.96);
  const isNegotiable = rng.chance(0.3);
  const sentences: Phrase[] =
    type === 'buy'
      ? rng.sample(WANTED_SENTENCES, rng.int(1, 2))
      : [
          ...(condition === null || isVehicle ? [] : [rng.pick((catalog.worn ? WORN_CONDITION_SENTENCES : CONDITION_SENTENCES)[condition])]),
          ...rng.sample(catalog.sentences, rng.int(1, 2)),
          ...(condition === 'new' && rng.chance(0.5) ? [EXTRA.warranty] : []),
          ...(priced && isNegotiable ? [EXTRA.negotiable] : []),
          ...(isGoods && rng.chance(0.3) ? [rng.pick([EXTRA.delivery, EXTRA.moving])] : []),
          ...(!isGoods && rng.chance(0.3) ? [EXTRA.call] : []),
        ];
  // Real-world text draws from a stream of its own: the curated fields stay as they are.
  const words = text === 'real' ? Random.for(seed, 'advert-text', index) : null;
  const code = words && isBrandItem(item) && words.chance(0.5) ? modelCode(item[0], item[1], Math.floor(Math.pow(40, words.next()))) : null;
  const own = words ? ownWords(words, dictionaryFor(lang, locale.cyrillic), words.int(1, 10)) : null;
  const plan: TextPlan = { leaf, item, attribute, condition, type, area, kilometres, sentences, code, ownWords: own, original: locale };
  const [low, high] = catalog.priceEur;
  const eur = Math.exp(Math.log(low) + rng.next() * (Math.log(high) - Math.log(low)));
  const currency = place.currency;
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
  const translations: Partial<Record<Language, AdvertTextFixture>> = {};
  if (lang !== 'en' && rng.chance(0.3)) translations.en = render(plan, { lang: 'en', cyrillic: false });
  if (lang !== 'sr' && rng.chance(0.2)) translations.sr = render(plan, { lang: 'sr', cyrillic: false });
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
    texts: { ...translations, [lang]: render(plan, locale) },
    priceMinor: variants.length > 0 ? null : priceMinor,
    currency,
    isNegotiable,
    discountPercent: dropped ? rng.int(5, 30) : null,
    discountUntil: dropped ? new Date(now.getTime() + rng.int(1, 13) * DAY_MS) : null,
    city: place.city,
    location: { latitude: place.latitude + jitter(), longitude: place.longitude + jitter() },
    specs: isBrandItem(item)
      ? [{ name: 'Brand', value: item[0] }, ...(item[1] ? [{ name: 'Model', value: item[1] }] : [])]
      : [],
    variants,
    receivingMethods: contour === 'business' ? rng.sample(['pickup', 'delivery', 'online'] as const, rng.int(1, 3)) : null,
    photoKeys: [poolPhotoFor(leaf.slug, item).key],
    createdAt,
    bumpedAt,
  };
  const savedBy = rng.chance(0.1) ? [rng.int(0, sellers - 1), rng.int(0, sellers - 1)].filter((i) => i !== sellerIndex) : [];
  const sale = archived && rng.chance(0.5) ? { buyerIndex: rng.int(0, sellers - 1), rating: rng.weighted([5, 4, 3, 2, 1], [50, 30, 10, 5, 5]) } : null;
  return { advert, sale, savedBy: [...new Set(savedBy)] };
}
