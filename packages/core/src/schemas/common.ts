import { z } from 'zod';
import { isCurrencyCode } from '../domain/money.js';
import { LANGUAGES } from '../domain/language.js';

export const uuid = z.uuid();

/*
 * Characters no stored or searched text may hold (decision 0032-text-input): C0 controls
 * (U+0000-U+001F) and DEL, C1 controls (U+0080-U+009F), and lone surrogates, which have no
 * UTF-8 form. PostgreSQL refuses U+0000 in text; the others corrupt what readers see. Multi-line
 * texts (descriptions, messages) keep tab, line feed and carriage return.
 */
// eslint-disable-next-line no-control-regex -- control characters are what these look for
const SINGLE_LINE_REFUSED = /[\u0000-\u001f\u007f-\u009f]|\p{Cs}/u;
// eslint-disable-next-line no-control-regex -- as above
const MULTI_LINE_REFUSED = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\p{Cs}/u;

function refusedCharacter(value: string, multiLine: boolean): string | null {
  const found = (multiLine ? MULTI_LINE_REFUSED : SINGLE_LINE_REFUSED).exec(value);
  if (!found) return null;
  const code = found[0].codePointAt(0) ?? 0;
  const name = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return code >= 0xd800 && code <= 0xdfff
    ? `contains a lone surrogate (${name}) at position ${found.index}`
    : `contains a control character (${name}) at position ${found.index}`;
}

/**
 * The one check of every string input (REST and MCP alike): refuses the characters above with
 * an issue on the field. `multiLine` keeps tab and line breaks. Used through `userText`, and on its
 * own on strings with a format of their own (urls).
 */
export const acceptableText = (multiLine = false) =>
  z.superRefine<string>((value, ctx) => {
    const problem = refusedCharacter(value, multiLine);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem, input: value, abort: true });
  });

/** User-written text: trimmed, 1 to `max` characters, without refused characters. */
export const userText = (max: number, options: { multiLine?: boolean } = {}) =>
  z.string().check(acceptableText(options.multiLine)).trim().min(1).max(max);

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
