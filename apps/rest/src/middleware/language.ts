import { createMiddleware } from 'hono/factory';
import { isLanguage, LANGUAGES, negotiateLanguage } from '@marketplace/core';
import { errorResponse } from '../errors/respond.js';
import type { RestEnv } from '../env.js';
import { requestQuery } from '../input/query.js';
import { requestHeader, setAnswerHeader } from '../http/headers.js';

/** The query parameter every operation takes besides its own (spec conventions 4). */
export const LANG_PARAMETER = 'lang';

/**
 * Resolves the answer language once per request: `lang` in the query overrides the
 * Accept-Language header. Answers vary by that header, so caches must key on it.
 */
export const resolveLanguage = createMiddleware<RestEnv>(async (c, next) => {
  setAnswerHeader(c, 'Vary', 'Accept-Language', { append: true });
  const given = requestQuery(c).getAll(LANG_PARAMETER);
  if (given.length === 0) {
    c.set('lang', negotiateLanguage(requestHeader(c, 'accept-language')));
    return next();
  }
  const [value] = given;
  if (given.length > 1 || value === undefined || !isLanguage(value)) {
    return errorResponse(c, {
      code: 'invalid_arguments',
      field: LANG_PARAMETER,
      message: given.length > 1 ? 'lang is given more than once' : `lang must be one of ${LANGUAGES.join(', ')}`,
    });
  }
  c.set('lang', value);
  return next();
});
