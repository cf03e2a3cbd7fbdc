import { missingFields, type DraftRecord } from '../domain/draft.js';
import type { Links } from '../domain/links.js';
import { fromMinorUnits } from '../domain/money.js';
import type { Draft } from '../schemas/drafts.js';
import { formatCategoryPath } from '../domain/category.js';

export function presentDraft(draft: DraftRecord, links: Links): Draft {
  return {
    draft_id: draft.id,
    title: draft.title,
    description: draft.description,
    category_id: draft.category?.id ?? null,
    category: draft.category ? formatCategoryPath(draft.category.path) : null,
    price: draft.priceMinor === null ? null : fromMinorUnits(draft.priceMinor, draft.currency),
    currency: draft.currency,
    negotiable: draft.negotiable,
    condition: draft.condition,
    photos: draft.photos.map((photo) => links.photo(photo.thumbnailKey ?? photo.key)),
    address: draft.address ? { city: draft.address.city } : null,
    missing: missingFields(draft),
    created_at: draft.createdAt.toISOString(),
    updated_at: draft.updatedAt.toISOString(),
  };
}
