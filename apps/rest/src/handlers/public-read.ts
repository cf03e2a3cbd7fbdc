import type { Handler } from 'hono';
import type { Links } from '@marketplace/core';
import type { RestEnv } from '../env.js';
import { errorResponse } from '../errors/respond.js';
import { answerBytes } from '../http/answer-json.js';
import { jsonType, setAnswerHeader } from '../http/headers.js';
import type { PublicRead, PublicReadOperation } from '../operations/define.js';
import { operationInput } from './input.js';

/**
 * Public reads change only when adverts are published, bumped or repriced, so a short cache
 * lifetime spares the database at little staleness. A response to a request with a key is not
 * for shared caches: a stored copy would hide a later revoked-key 401.
 */
const cacheControl = (withKey: boolean): string => `${withKey ? 'private' : 'public'}, max-age=60`;

/** Query string and path to raw input, the use case, and its result to an HTTP answer. */
export function publicReadHandler(operation: PublicReadOperation<never>, read: PublicRead<unknown>, links: Links): Handler<RestEnv> {
  // The answer's JSON, as the bytes that are sent: Node would otherwise read a string twice, for
  // its Content-Length and to encode it. Answers the use case hands out again while nothing
  // changed (operation.reusesAnswers) keep their bytes.
  const kept = operation.reusesAnswers ? new WeakMap<object, Uint8Array<ArrayBuffer>>() : null;
  const body = (value: unknown): Uint8Array<ArrayBuffer> => {
    if (!kept || typeof value !== 'object' || value === null) return answerBytes(value);
    let bytes = kept.get(value);
    if (bytes === undefined) kept.set(value, (bytes = answerBytes(value)));
    return bytes;
  };
  return async (c) => {
    const input = await operationInput(c, operation);
    if (input.isErr()) return errorResponse(c, input.error);
    const lang = c.get('lang');
    const result = await read(input.value, { lang, links });
    if (result.isErr()) return errorResponse(c, result.error);
    setAnswerHeader(c, 'Content-Language', lang);
    setAnswerHeader(c, 'Cache-Control', cacheControl(c.get('principal') !== null));
    return c.body(body(result.value), 200, jsonType());
  };
}
