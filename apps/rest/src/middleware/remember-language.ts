import { createMiddleware } from 'hono/factory';
import { isLanguage } from '@marketplace/core';
import type { RestDeps } from '../deps.js';
import type { RestEnv } from '../env.js';
import { requestQuery } from '../input/query.js';
import { LANG_PARAMETER } from './language.js';
import { requestHeader } from '../http/headers.js';

/**
 * Keeps the key owner's reading language (users.lang, the language of their notifications) as
 * the one they last asked for: `lang` or Accept-Language, when a successful request names one. Recording
 * never fails the request (an unavailable store is skipped); the adapter writes at most once a
 * minute per user.
 */
/** Whether an Accept-Language header names one of the service's languages (`*` names none). */
const namesLanguage = (header: string | undefined): boolean =>
  header !== undefined && header.split(',').some((part) => isLanguage((part.trim().split(/[;-]/)[0] ?? '').toLowerCase()));

export const rememberLanguage = (record: RestDeps['recordReadingLanguage']) =>
  createMiddleware<RestEnv>(async (c, next) => {
    await next();
    // Only a request that succeeded: a refused one changes no data, this included.
    const principal = c.get('principal');
    if (!record || !principal || c.res.status >= 400) return;
    const named = requestQuery(c).has(LANG_PARAMETER) || namesLanguage(requestHeader(c, 'accept-language'));
    if (named) await record(principal.userId, c.get('lang'));
  });
