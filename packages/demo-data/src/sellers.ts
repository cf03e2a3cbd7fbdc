import { LANGUAGES } from '@marketplace/core';
import type { UserSeed } from '@marketplace/adapters-postgres';
import { say, latin } from './language/phrase.js';
import { FIRST_NAMES, SHOP_WORDS, STORE_DESCRIPTIONS } from './language/texts.js';
import { PLACES, type Place } from './places.js';
import { Random } from './random.js';

/** Sellers per advert: about twelve adverts each on average. */
export const sellerCount = (adverts: number): number => Math.max(40, Math.ceil(adverts / 12));

export interface GeneratedSeller extends UserSeed {
  readonly home: Place;
}

/** Seller `index` of a seed: a pure function, so adverts can name sellers without a table. */
export function sellerAt(seed: number, index: number): GeneratedSeller {
  const rng = Random.for(seed, 'seller', index);
  const id = rng.uuid();
  const firstName = rng.pick(FIRST_NAMES);
  const home = rng.weighted(PLACES, PLACES.map((p) => p.weight));
  const isBusiness = rng.chance(0.2);
  const lang = rng.weighted(home.languages.map(([l]) => l), home.languages.map(([, w]) => w));
  return {
    id,
    firstName,
    name: `${firstName} ${String.fromCharCode(65 + rng.int(0, 25))}.`,
    email: `seller${index}.${seed}@example.net`,
    plan: isBusiness ? rng.pick(['basic', 'plus', 'pro'] as const) : rng.pick(['free', 'free', 'basic'] as const),
    lang: LANGUAGES.includes(lang) ? lang : 'en',
    home,
    business: isBusiness
      ? {
          name: `${rng.pick(SHOP_WORDS)} ${rng.pick(SHOP_WORDS)} ${home.city.split(/[ -]/)[0]}`,
          description: say(rng.pick(STORE_DESCRIPTIONS), latin(lang)),
          descriptionLang: lang,
          city: home.city,
        }
      : null,
  };
}
