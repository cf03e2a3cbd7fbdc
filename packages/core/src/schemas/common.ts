import { z } from 'zod';
import { isCurrencyCode } from '../domain/money.js';
import { LANGUAGES } from '../domain/language.js';

export const uuid = z.uuid();

export const currencyCode = z
  .string()
  .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code in upper case, like EUR')
  .refine(isCurrencyCode, 'is not a known ISO 4217 currency');

export const languageCode = z.enum(LANGUAGES);

export const limit = (max: number, defaultValue: number) =>
  z.number().int().min(1).max(max).default(defaultValue);

export const dateTime = z.iso.datetime({ offset: true });

export const errorBody = z
  .object({
    error: z.object({
      code: z.string().meta({ description: 'Stable machine-readable code.' }),
      message: z.string().optional(),
      field: z.string().optional().meta({ description: 'Parameter that failed validation.' }),
      retry_after: z.number().int().optional().meta({ description: 'Seconds to wait; only with rate_limited.' }),
    }),
  })
  .meta({ id: 'Error' });
