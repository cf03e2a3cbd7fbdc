import type { Handler } from 'hono';
import type { Links } from '@marketplace/core';
import type { RestEnv } from '../env.js';
import { errorResponse, jsonAnswer } from '../errors/respond.js';
import { setAnswerHeader } from '../http/headers.js';
import type { OwnerOperation, OwnerReadOperation, OwnerWriteOperation } from '../operations/define.js';
import { operationInput } from './input.js';

/**
 * Request to raw input, the use case acting as the key's owner, its result to an HTTP answer.
 * Answers about one owner's account are never stored by any cache.
 */
export function ownerHandler(
  operation: OwnerReadOperation<never> | OwnerWriteOperation<never>,
  useCase: OwnerOperation<unknown>,
  links: Links,
): Handler<RestEnv> {
  return async (c) => {
    const principal = c.get('principal');
    if (principal === null) throw new Error(`${operation.operationId} is routed without requireKey`);
    const input = await operationInput(c, operation);
    if (input.isErr()) return errorResponse(c, input.error);
    const lang = c.get('lang');
    const result = await useCase(input.value, { lang, links, principal });
    if (result.isErr()) return errorResponse(c, result.error);
    setAnswerHeader(c, 'Content-Language', lang);
    setAnswerHeader(c, 'Cache-Control', 'no-store');
    return jsonAnswer(c, result.value, 200);
  };
}
