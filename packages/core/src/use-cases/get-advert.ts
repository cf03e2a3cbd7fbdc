import { aboutAdvert } from '../domain/text.js';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { notFound, type InvalidArguments, type NotFound, type Unavailable } from '../domain/errors.js';
import type { Clock } from '../ports/clock.js';
import type { AdvertCatalog } from '../ports/public-reads.js';
import type { Translator } from '../ports/translator.js';
import { parseInput } from '../schemas/parse.js';
import { getAdvertInput, type Advert } from '../schemas/public-reads.js';
import type { ReadContext } from './context.js';
import { localizeTexts } from '../presenters/localize.js';
import { presentAdvert } from '../presenters/public-reads.js';

export type GetAdvertError = InvalidArguments | NotFound | Unavailable;

export interface GetAdvertDeps {
  readonly advertCatalog: AdvertCatalog;
  readonly translator: Translator;
  readonly clock: Clock;
}

export function makeGetAdvert(deps: GetAdvertDeps) {
  return (raw: unknown, ctx: ReadContext): ResultAsync<Advert, GetAdvertError> => {
    const parsed = parseInput(getAdvertInput, raw);
    if (parsed.isErr()) return errAsync(parsed.error);
    const { advert_id } = parsed.value;
    return deps.advertCatalog
      .getAdvert(advert_id, ctx.lang)
      .andThen((record) => (record ? okAsync(record) : errAsync(notFound(`advert ${advert_id} not found`))))
      .andThen((record) =>
        localizeTexts(deps.translator, [aboutAdvert(record.title, record.id, 'title'), aboutAdvert(record.description, record.id, 'description')], ctx.lang).map(([title, description]) =>
          presentAdvert(
            record,
            { title: title ?? record.title.text, description: description ?? record.description.text },
            ctx.links,
            deps.clock.now(),
          ),
        ),
      );
  };
}
