import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { notFound, type InvalidArguments, type NotFound, type Unavailable } from '../domain/errors.js';
import { aboutAdvert, type LocalizedText } from '../domain/text.js';
import type { Clock } from '../ports/clock.js';
import type { StorefrontCatalog } from '../ports/public-reads.js';
import type { Translator } from '../ports/translator.js';
import { parseInput } from '../schemas/parse.js';
import { getStorefrontInput, type Storefront } from '../schemas/public-reads.js';
import type { ReadContext } from './context.js';
import { localizeTexts } from '../presenters/localize.js';
import { presentCard, presentReviews } from '../presenters/public-reads.js';

export type GetStorefrontError = InvalidArguments | NotFound | Unavailable;

export interface GetStorefrontDeps {
  readonly storefrontCatalog: StorefrontCatalog;
  readonly translator: Translator;
  readonly clock: Clock;
}

export function makeGetStorefront(deps: GetStorefrontDeps) {
  return (raw: unknown, ctx: ReadContext): ResultAsync<Storefront, GetStorefrontError> => {
    const parsed = parseInput(getStorefrontInput, raw);
    if (parsed.isErr()) return errAsync(parsed.error);
    const input = parsed.value;
    return deps.storefrontCatalog
      .getStorefront({ sellerId: input.seller_id, business: input.business ?? null, limit: input.limit, lang: ctx.lang })
      .andThen((page) => (page ? okAsync(page) : errAsync(notFound(`storefront of seller ${input.seller_id} not found`))))
      .andThen(({ storefront, adverts }) => {
        const texts: LocalizedText[] = adverts.map((advert) => aboutAdvert(advert.title, advert.id, 'title'));
        if (storefront.description) texts.push(storefront.description);
        return localizeTexts(deps.translator, texts, ctx.lang).map((localized): Storefront => {
          const now = deps.clock.now();
          return {
            seller_id: storefront.seller.id,
            name: storefront.seller.name,
            is_business: storefront.seller.isBusiness,
            description: storefront.description ? (localized[adverts.length] ?? storefront.description.text) : null,
            city: storefront.city,
            reviews: presentReviews(storefront.reviews),
            adverts_total: storefront.advertsTotal,
            adverts: adverts.map((advert, i) => presentCard(advert, localized[i] ?? advert.title.text, ctx.links, now)),
            url: ctx.links.storefront(storefront.seller.id, storefront.seller.isBusiness),
          };
        });
      });
  };
}
