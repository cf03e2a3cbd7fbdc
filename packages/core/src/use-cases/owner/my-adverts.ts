
import { nextFreeBumpAt } from '../../domain/bump.js';
import { fromMinorUnits } from '../../domain/money.js';
import type { Clock } from '../../ports/clock.js';
import type { OwnerReads } from '../../ports/owner-adverts.js';
import type { Translator } from '../../ports/translator.js';
import { myAdvertsInput, type MyAdverts } from '../../schemas/owner-adverts.js';
import { aboutAdvert } from '../../domain/text.js';
import { localizeTexts } from '../../presenters/localize.js';
import { guarded, type OwnerContext } from './context.js';
import { titleMatches } from './selection.js';

export interface MyAdvertsDeps {
  readonly ownerReads: OwnerReads;
  readonly translator: Translator;
  readonly clock: Clock;
}

/** The owner's adverts, newest bump first. `query` matches titles in any stored language. */
export function makeMyAdverts(deps: MyAdvertsDeps) {
  return (raw: unknown, ctx: OwnerContext) =>
    guarded('adverts:read', myAdvertsInput, raw, ctx, (input) =>
      deps.ownerReads
        .listOwnAdverts({
          ownerId: ctx.principal.userId,
          status: input.status,
          categoryId: input.category_id ?? null,
          contour: input.contour ?? null,
          lang: ctx.lang,
        })
        .andThen((records) => {
          const matching = records.filter((r) => titleMatches(r.titles, input.query ?? null));
          const page = matching.slice(0, input.limit);
          return localizeTexts(deps.translator, page.map((r) => aboutAdvert(r.title, r.id, 'title')), ctx.lang).map((titles): MyAdverts => ({
            total: matching.length,
            adverts: page.map((r, i) => ({
              id: r.id,
              title: titles[i] ?? r.title.text,
              price: r.priceMinor === null ? null : fromMinorUnits(r.priceMinor, r.currency),
              currency: r.currency,
              has_variants: r.hasVariants,
              is_business: r.isBusiness,
              category_id: r.categoryId,
              image_url: r.photoKey === null ? null : ctx.links.photo(r.photoKey),
              views: r.views,
              favorites: r.favorites,
              next_free_bump_at: nextFreeBumpAt(r).toISOString(),
              is_archived: r.isArchived,
              url: ctx.links.advert(r.id),
            })),
          }));
        }),
    );
}
