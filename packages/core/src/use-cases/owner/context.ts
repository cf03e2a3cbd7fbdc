import { errAsync, type ResultAsync } from 'neverthrow';
import type { Principal, Scope } from '../../domain/api-key.js';
import type { InvalidArguments } from '../../domain/errors.js';
import { parseInput } from '../../schemas/parse.js';
import { requireScope, type ScopeRequired } from '../authenticate.js';
import type { ReadContext } from '../context.js';
import type { z } from 'zod';

/** An owner operation's caller: the key's owner and scopes, plus the read context. */
export interface OwnerContext extends ReadContext {
  readonly principal: Principal;
}

/**
 * The common start of an owner operation: the key's scope first (a key without it learns nothing
 * more), then the input; then `run` with the parsed input.
 */
export function guarded<S extends z.ZodType, T, E>(
  scope: Scope,
  schema: S,
  raw: unknown,
  ctx: OwnerContext,
  run: (input: z.output<S>) => ResultAsync<T, E>,
): ResultAsync<T, E | ScopeRequired | InvalidArguments> {
  const missing = requireScope(ctx.principal, scope);
  if (missing) return errAsync(missing);
  const parsed = parseInput(schema, raw);
  if (parsed.isErr()) return errAsync(parsed.error);
  return run(parsed.value);
}
