import { err, ok, type Result } from 'neverthrow';
import {
  DEFAULT_LANGUAGE,
  invalidArguments,
  isLanguage,
  LANGUAGES,
  type InvalidArguments,
  type Language,
} from '@marketplace/core';

export const LANG_PARAMETER = 'lang';

/**
 * The answer language from the MCP address (`/mcp?lang=de`), the only parameter it takes.
 * Accept-Language is not read: the spec makes English the MCP default, and an assistant's
 * HTTP client sends whatever its runtime sends, not the user's language.
 * Rejected, as over REST: an unknown parameter (a typo like `?language=de` would otherwise
 * give English answers silently), a repeated `lang`, or a value outside the eight languages.
 */
export function answerLanguage(params: URLSearchParams): Result<Language, InvalidArguments> {
  for (const name of params.keys()) {
    if (name !== LANG_PARAMETER) return err(invalidArguments(name, `unknown parameter: ${name}`));
  }
  const given = params.getAll(LANG_PARAMETER);
  const [value] = given;
  if (value === undefined) return ok(DEFAULT_LANGUAGE);
  if (given.length > 1) return err(invalidArguments(LANG_PARAMETER, 'lang is given more than once'));
  if (!isLanguage(value)) return err(invalidArguments(LANG_PARAMETER, `lang must be one of ${LANGUAGES.join(', ')}`));
  return ok(value);
}
