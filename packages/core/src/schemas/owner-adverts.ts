import { z } from 'zod';
import { currencyCode, dateTime, limit, userText, uuid } from './common.js';

/** Input and output schemas of the owner's account and advert operations. */

export const meInput = z.strictObject({});

export const myAdvertsInput = z.strictObject({
  status: z.enum(['active', 'archived']).default('active'),
  query: userText(120).optional().meta({ description: 'Words in the title, original or translated.' }),
  category_id: uuid.optional().meta({ description: 'Category id; its whole subtree.' }),
  contour: z.enum(['private', 'business']).optional(),
  limit: limit(50, 20),
});
export type MyAdvertsInput = z.output<typeof myAdvertsInput>;

const nullable = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);

export const selectorInput = z
  .strictObject({
    ids: nullable(z.array(uuid).min(1).max(500)).meta({ description: 'Advert ids from my_adverts.' }),
    category_id: nullable(uuid).meta({ description: 'Whole subtree.' }),
    condition: nullable(z.enum(['new', 'used'])),
    contour: nullable(z.enum(['private', 'business'])),
    query: nullable(userText(120)).meta({ description: 'Words in the title, original or translated.' }),
    all: nullable(z.boolean()).meta({ description: 'Every active advert of the owner; needed when no other filter is given.' }),
    is_empty: nullable(z.boolean()).meta({ description: 'true: the selector deliberately selects nothing.' }),
  })
  .superRefine((selector, ctx) => {
    const filtered =
      selector.ids !== null || selector.category_id !== null || selector.condition !== null ||
      selector.contour !== null || selector.query !== null;
    if (!filtered && selector.all !== true && selector.is_empty !== true) {
      ctx.addIssue({ code: 'custom', message: 'give at least one filter, or all: true for every active advert' });
    }
  });
export type SelectorInput = z.output<typeof selectorInput>;

export const ruleInput = z
  .strictObject({
    percent: nullable(z.number().gt(-100).max(1000)).meta({ description: 'Relative change in percent; negative lowers the price.' }),
    delta: nullable(z.number().min(-1e12).max(1e12)).meta({ description: 'Absolute change in `currency`; negative lowers the price.' }),
    set: nullable(z.number().positive().max(1e12)).meta({ description: 'New price in `currency`.' }),
    currency: nullable(currencyCode).meta({ description: 'ISO 4217 of delta/set, only as the user named it; only adverts in it change.' }),
    is_available: nullable(z.boolean()).meta({ description: 'In stock or not, for adverts with configurations (all at once).' }),
  })
  .superRefine((rule, ctx) => {
    const given = (['percent', 'delta', 'set', 'is_available'] as const).filter((k) => rule[k] !== null);
    if (given.length !== 1) {
      ctx.addIssue({ code: 'custom', message: 'give exactly one of percent, delta, set, is_available' });
    } else if (rule.is_available !== null && rule.currency !== null) {
      ctx.addIssue({ code: 'custom', path: ['currency'], message: 'currency goes with a price rule, not with is_available' });
    }
  });
export type RuleInput = z.output<typeof ruleInput>;

export const updateAdvertsInput = z.strictObject({ selector: selectorInput, rule: ruleInput });
export const bumpAdvertsInput = z.strictObject({ selector: selectorInput });
export const archiveAdvertInput = z.strictObject({
  advert_id: uuid,
  reason: nullable(z.enum(['sold_elsewhere', 'other'])),
});
export const restoreAdvertInput = z.strictObject({ advert_id: uuid });

export const accountOutput = z
  .object({
    plan: z.enum(['free', 'basic', 'plus', 'pro']),
    adverts_limit: z.number().int().optional(),
    active_adverts: z.number().int(),
    advert_slots_left: z.number().int().optional(),
    bump_quota_left: z.number().int(),
    assistant_messages_left: z.number().int(),
  })
  .meta({ id: 'Account' });
export type AccountSummary = z.output<typeof accountOutput>;

export const ownAdvertOutput = z
  .object({
    id: uuid,
    title: z.string(),
    price: z.number().nullable(),
    currency: z.string(),
    has_variants: z.boolean(),
    is_business: z.boolean(),
    category_id: uuid,
    image_url: z.string().nullable(),
    views: z.number().int(),
    favorites: z.number().int(),
    next_free_bump_at: dateTime,
    is_archived: z.boolean(),
    url: z.string(),
  })
  .meta({ id: 'OwnAdvert' });
export type OwnAdvert = z.output<typeof ownAdvertOutput>;

export const myAdvertsOutput = z.object({ total: z.number().int(), adverts: z.array(ownAdvertOutput) }).meta({ id: 'OwnAdverts' });
export type MyAdverts = z.output<typeof myAdvertsOutput>;

const failure = z.object({ advert_id: uuid, code: z.string() });
export const updateResultOutput = z
  .object({ applied: z.number().int(), failed: z.number().int(), failures: z.array(failure) })
  .meta({ id: 'UpdateResult' });
export type UpdateResult = z.output<typeof updateResultOutput>;

export const bumpResultOutput = z
  .object({ free: z.number().int(), paid: z.number().int(), failed: z.number().int(), failures: z.array(failure) })
  .meta({ id: 'BumpResult' });
export type BumpResult = z.output<typeof bumpResultOutput>;

export const advertStatusOutput = z
  .object({ advert_id: uuid, status: z.enum(['active', 'archived']) })
  .meta({ id: 'AdvertStatus' });
export type AdvertStatusResult = z.output<typeof advertStatusOutput>;
