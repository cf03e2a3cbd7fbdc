import { z } from 'zod';
import { acceptableText, currencyCode, dateTime, limit, userText, uuid } from './common.js';
import { DRAFT_FIELDS } from '../domain/draft.js';

/** Input and output schemas of the draft operations (list, create, update, publish). */

const MAX_PHOTOS = 10;

const draftFields = {
  title: userText(120).nullable(),
  description: userText(5000, { multiLine: true }).nullable(),
  category_id: uuid.nullable().meta({ description: 'A leaf category (is_leaf in get_categories).' }),
  price: z.number().positive().max(1e12).nullable().meta({ description: 'In `currency`; null for price on request.' }),
  currency: currencyCode,
  negotiable: z.boolean(),
  condition: z.enum(['new', 'used']).nullable(),
  photos: z
    .array(z.strictObject({ url: z.string().check(acceptableText()).max(2000) }))
    .max(MAX_PHOTOS)
    .meta({ description: 'Urls returned by upload_photo_from_url, cover first; replaces the list.' }),
  address: z
    .strictObject({ city: userText(100) })
    .nullable()
    .meta({ description: "Defaults to the owner's last used address." }),
};

export const listDraftsInput = z.strictObject({ limit: limit(20, 10) });

export const createDraftInput = z.strictObject(
  Object.fromEntries(Object.entries(draftFields).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof typeof draftFields]: z.ZodOptional<(typeof draftFields)[K]>;
  },
);
export type CreateDraftInput = z.output<typeof createDraftInput>;

export const updateDraftInput = createDraftInput.extend({ draft_id: uuid });
export type UpdateDraftInput = z.output<typeof updateDraftInput>;

export const publishDraftInput = z.strictObject({ draft_id: uuid });

export const draftOutput = z
  .object({
    draft_id: uuid,
    title: z.string().nullable(),
    description: z.string().nullable(),
    category_id: uuid.nullable(),
    category: z.string().nullable(),
    price: z.number().nullable(),
    currency: z.string(),
    negotiable: z.boolean(),
    condition: z.enum(['new', 'used']).nullable(),
    photos: z.array(z.string()).meta({ description: 'Thumbnail urls, cover first.' }),
    address: z.object({ city: z.string() }).nullable(),
    missing: z.array(z.enum(DRAFT_FIELDS)).meta({ description: 'Required fields still missing; publishing fails while not empty.' }),
    created_at: dateTime,
    updated_at: dateTime,
  })
  .meta({ id: 'Draft' });
export type Draft = z.output<typeof draftOutput>;

export const draftListOutput = z.object({ total: z.number().int(), drafts: z.array(draftOutput) }).meta({ id: 'DraftList' });
export type DraftList = z.output<typeof draftListOutput>;
