import type { AdvertType, Condition, StoredAdvert } from './advert.js';
import type { CategoryKind } from './category.js';
import type { Language } from './language.js';
import type { Contour } from './seller.js';

/** Where an advert's item is; the city is what search filters on. */
export interface DraftAddress {
  readonly city: string;
}

export interface DraftCategory {
  readonly id: string;
  readonly kind: CategoryKind;
  readonly isLeaf: boolean;
  /** Localized titles, root first. */
  readonly path: readonly string[];
}

/** A photo the draft shows: its stored key and its thumbnail's. */
export interface DraftPhoto {
  readonly id: string;
  readonly key: string;
  readonly thumbnailKey: string | null;
}

/** A private, unpublished advert of one owner. */
export interface DraftRecord {
  readonly id: string;
  readonly ownerId: string;
  readonly contour: Contour;
  readonly type: AdvertType;
  readonly title: string | null;
  readonly description: string | null;
  readonly category: DraftCategory | null;
  readonly priceMinor: number | null;
  readonly currency: string;
  readonly negotiable: boolean;
  readonly condition: Condition | null;
  readonly address: DraftAddress | null;
  readonly photos: readonly DraftPhoto[];
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export const DRAFT_FIELDS = ['title', 'description', 'category_id', 'condition', 'price', 'address'] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];

/**
 * The required fields still absent (design brief): title, description, a leaf category,
 * condition for a sell advert in a goods category, a price or `negotiable`, an address.
 * Photos are recommended, not required.
 */
export function missingFields(draft: DraftRecord): DraftField[] {
  const missing: DraftField[] = [];
  if (!draft.title) missing.push('title');
  if (!draft.description) missing.push('description');
  if (!draft.category?.isLeaf) missing.push('category_id');
  if (draft.type === 'sell' && (draft.category === null || draft.category.kind === 'goods') && draft.condition === null) {
    missing.push('condition');
  }
  if (draft.priceMinor === null && !draft.negotiable) missing.push('price');
  if (draft.address === null) missing.push('address');
  return missing;
}

/**
 * The active advert a complete draft becomes (`missingFields` is empty): its texts as the original
 * in `lang`, its photos in the draft's order, created `now`. An incomplete draft here is a bug.
 */
export function advertOfDraft(draft: DraftRecord, advertId: string, lang: Language, now: Date): StoredAdvert {
  const { category, title, description, address } = draft;
  if (!category || title === null || description === null || address === null) {
    throw new Error(`draft ${draft.id} is published while incomplete`);
  }
  return {
    id: advertId,
    sellerId: draft.ownerId,
    contour: draft.contour,
    status: 'active',
    type: draft.type,
    categoryId: category.id,
    condition: draft.condition,
    originalLang: lang,
    texts: { [lang]: { title, description } },
    priceMinor: draft.priceMinor,
    currency: draft.currency,
    isNegotiable: draft.negotiable,
    discountPercent: null,
    discountUntil: null,
    city: address.city,
    location: null,
    specs: [],
    variants: [],
    receivingMethods: null,
    photoKeys: draft.photos.map((photo) => photo.key),
    createdAt: now,
    bumpedAt: null,
  };
}
