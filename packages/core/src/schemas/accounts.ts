import { z } from 'zod';
import { SCOPES } from '../domain/api-key.js';
import { PLAN_NAMES } from '../domain/plan.js';
import { userText, uuid } from './common.js';

export const email = z.email().max(254).transform((value) => value.toLowerCase());

export const createUserInput = z.strictObject({
  email,
  name: userText(100),
  plan: z.enum(PLAN_NAMES).default('free'),
  business: userText(100).nullable().default(null),
});

export const setPlanInput = z.strictObject({ email, plan: z.enum(PLAN_NAMES) });
export const userByEmailInput = z.strictObject({ email });

/** `30d`, `12h`, `90m`: a key's lifetime, at most ten years. */
export const lifetime = z
  .string()
  .regex(/^[1-9]\d{0,5}[dhm]$/, 'a lifetime like 30d, 12h or 90m')
  .transform((value) => Number(value.slice(0, -1)) * { d: 86_400_000, h: 3_600_000, m: 60_000 }[value.at(-1) as 'd' | 'h' | 'm'])
  .refine((ms) => ms <= 3650 * 86_400_000, 'at most 3650 days');

export const createKeyInput = z.strictObject({
  email,
  name: userText(100),
  scopes: z.array(z.enum(SCOPES)).min(1).transform((scopes) => [...new Set(scopes)]),
  expires_in: lifetime.nullable().default(null),
});

export const revokeKeyInput = z.strictObject({ key_id: uuid });
