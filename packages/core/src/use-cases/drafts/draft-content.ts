import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { invalidArguments, type InvalidArguments, type Unavailable } from '../../domain/errors.js';
import type { DraftRecord } from '../../domain/draft.js';
import type { Language } from '../../domain/language.js';
import type { Links } from '../../domain/links.js';
import { fromMinorUnits, toMinorUnits } from '../../domain/money.js';
import type { DraftContent, DraftLookups } from '../../ports/drafts.js';
import type { CreateDraftInput } from '../../schemas/drafts.js';

/** The stored key a url of this service names (`{public_base_url}/photos/<key>`), else null. */
export function photoKeyOf(url: string, links: Links): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const match = /\/photos\/([A-Za-z0-9][A-Za-z0-9._-]{0,127})$/.exec(parsed.pathname);
  if (!match?.[1]) return null;
  const expected = new URL(links.photo(match[1]));
  return expected.origin === parsed.origin && expected.pathname === parsed.pathname ? match[1] : null;
}

export const contentOf = (draft: DraftRecord): DraftContent => ({
  title: draft.title,
  description: draft.description,
  categoryId: draft.category?.id ?? null,
  priceMinor: draft.priceMinor,
  currency: draft.currency,
  negotiable: draft.negotiable,
  condition: draft.condition,
  address: draft.address,
  photoIds: draft.photos.map((photo) => photo.id),
});

interface ResolveContext {
  readonly ownerId: string;
  readonly lang: Language;
  readonly links: Links;
}

/**
 * The draft content after the passed fields (only those; null clears a nullable field). The
 * category must be a leaf, the photos the owner's own uploads, the price positive in minor units.
 * Inside a transaction, `drafts` is its workspace.
 */
export function applyDraftInput(
  drafts: DraftLookups,
  base: DraftContent,
  input: CreateDraftInput,
  ctx: ResolveContext,
): ResultAsync<DraftContent, InvalidArguments | Unavailable> {
  const currency = input.currency ?? base.currency;
  let priceMinor = base.priceMinor;
  if (input.price !== undefined) {
    priceMinor = input.price === null ? null : toMinorUnits(input.price, currency);
  } else if (priceMinor !== null && currency !== base.currency) {
    // The amount stays as written; only its currency changes.
    priceMinor = toMinorUnits(fromMinorUnits(priceMinor, base.currency), currency);
  }
  if (priceMinor !== null && priceMinor <= 0) {
    return errAsync(invalidArguments('price', `price: rounds to nothing in ${currency}`));
  }
  const content: DraftContent = {
    title: input.title === undefined ? base.title : input.title,
    description: input.description === undefined ? base.description : input.description,
    categoryId: input.category_id === undefined ? base.categoryId : input.category_id,
    priceMinor,
    currency,
    negotiable: input.negotiable ?? base.negotiable,
    condition: input.condition === undefined ? base.condition : input.condition,
    address: input.address === undefined ? base.address : input.address,
    photoIds: base.photoIds,
  };
  return checkCategory(drafts, input.category_id ?? null, ctx.lang)
    .andThen(() => resolvePhotos(drafts, input.photos, ctx))
    .map((photoIds) => (photoIds === null ? content : { ...content, photoIds }));
}

function checkCategory(drafts: DraftLookups, categoryId: string | null, lang: Language): ResultAsync<void, InvalidArguments | Unavailable> {
  if (categoryId === null) return okAsync(undefined);
  return drafts.category(categoryId, lang).andThen((category) => {
    if (!category) return errAsync(invalidArguments('category_id', `category_id: no category ${categoryId}`));
    if (!category.isLeaf) {
      return errAsync(invalidArguments('category_id', 'category_id: adverts are published only into leaf categories (is_leaf)'));
    }
    return okAsync(undefined);
  });
}

function resolvePhotos(
  drafts: DraftLookups,
  photos: CreateDraftInput['photos'],
  ctx: ResolveContext,
): ResultAsync<string[] | null, InvalidArguments | Unavailable> {
  if (photos === undefined) return okAsync(null);
  const keys: string[] = [];
  for (const [index, { url }] of photos.entries()) {
    const key = photoKeyOf(url, ctx.links);
    if (key === null) return errAsync(notOwnPhoto(index));
    keys.push(key);
  }
  if (keys.length === 0) return okAsync([]);
  return drafts.ownPhotos(ctx.ownerId, keys).andThen((own) => {
    const ids: string[] = [];
    for (const [index, key] of keys.entries()) {
      const photo = own.find((p) => p.key === key || p.thumbnailKey === key);
      if (!photo) return errAsync(notOwnPhoto(index));
      if (!ids.includes(photo.id)) ids.push(photo.id);
    }
    return okAsync(ids);
  });
}

const notOwnPhoto = (index: number) =>
  invalidArguments('photos', `photos[${index}].url: not a photo url this service returned to you (use upload_photo_from_url)`);
