import type { ResultAsync } from 'neverthrow';
import type { z } from 'zod';
import type { DomainError, OwnerContext, ReadContext, Scope } from '@marketplace/core';
import type { RestErrorCode } from '../errors/status.js';
import type { ObjectSchema } from '../input/query.js';

/** A public read as REST calls it: raw input in (the use case validates it), a wire resource or a coded failure out. */
export type PublicRead<Output> = (raw: unknown, ctx: ReadContext) => ResultAsync<Output, DomainError<RestErrorCode>>;

/** An owner operation: the key's owner in the context; the use case checks scope and input. */
export type OwnerOperation<Output> = (raw: unknown, ctx: OwnerContext) => ResultAsync<Output, DomainError<RestErrorCode>>;

/**
 * What an operation needs from the composition root: one use case under its name, typed as the
 * core's factory builds it (`Needs<'getAdvert', typeof makeGetAdvert>`). The services type of
 * the app is these needs together (operations/index.ts), so each is declared once, here.
 */
export type Needs<Name extends string, Make extends (...args: never[]) => unknown> = {
  readonly [K in Name]: ReturnType<Make>;
};

/** The id a path carries (an advert, a draft, a seller, a chat) and the literal action after it in its segment. */
export interface PathId {
  /** The input field the id fills: `advert_id`, `draft_id`, `seller_id`, `chat_id`. */
  readonly param: string;
  /** The action suffix after the id in the same segment (`:archive`), or empty. */
  readonly suffix: string;
}

interface Contract {
  /** The spec's operation name: the OpenAPI operationId, and the name in logs and metrics. */
  readonly operationId: string;
  readonly summary: string;
  readonly description?: string;
  /**
   * The Hono path, relative to /api/v1. An id with an action after it in one segment is written
   * `:advert_id{[^/]+:archive}`: `:` in the middle of a segment is literal to Hono's router, so
   * the parameter carries the whole segment and the handler cuts the suffix off.
   */
  readonly path: string;
  /** The schema of a 200 answer; it must carry a registry id (`.meta({ id })`). */
  readonly response: z.ZodType;
  readonly responseExample: unknown;
  /** The codes it answers beyond those every operation of its kind answers (see operationErrors). */
  readonly errors: readonly RestErrorCode[];
}

/**
 * One REST operation: its contract (path, schemas, scope, errors, examples) and the use case that
 * serves it. The route table, the OpenAPI document and the services type are derived from a list
 * of these (operations/index.ts). `S` is what it needs from the composition root.
 */
export type RestOperation<S = never> = PublicReadOperation<S> | OwnerReadOperation<S> | OwnerWriteOperation<S>;

interface Derived {
  /** The ids the path carries, in order, read off the path. */
  readonly pathIds: readonly PathId[];
}

export interface PublicReadOperation<S> extends Contract, Derived {
  readonly kind: 'public';
  readonly method: 'GET';
  readonly scope: null;
  /** The use case's input schema; it types the query string (and the path's id, which it also carries). */
  readonly query: ObjectSchema;
  readonly useCase: (services: S) => PublicRead<unknown>;
  /**
   * The use case hands out the same answer object again while nothing changed (get_categories):
   * its JSON text is then kept with it and sent again.
   */
  readonly reusesAnswers?: boolean;
}

export interface OwnerReadOperation<S> extends Contract, Derived {
  readonly kind: 'owner-read';
  readonly method: 'GET';
  /** The spec's scope, or a list of which any one will do (the event feed); the use case checks it again. */
  readonly scope: Scope | readonly Scope[];
  readonly query: ObjectSchema;
  readonly useCase: (services: S) => OwnerOperation<unknown>;
}

export interface OwnerWriteOperation<S> extends Contract, Derived {
  readonly kind: 'owner-write';
  readonly method: 'POST' | 'PATCH';
  readonly scope: Scope;
  /** The use case's input schema; its body is that without the path's id (spec conventions 2). */
  readonly body: z.ZodObject;
  readonly bodyExample: unknown;
  readonly useCase: (services: S) => OwnerOperation<unknown>;
}

/**
 * What a module writes: the contract, its answer's example typed by the answer's schema, and its
 * use case, whose failures must be codes its kind answers anyway or codes it lists in `errors`:
 * a use case that gains a failure does not compile until its operation documents it.
 */
type Spec<Op, S, R extends z.ZodType, E extends RestErrorCode, UseCase> = Omit<
  Op,
  keyof Derived | 'kind' | 'errors' | 'response' | 'responseExample' | 'useCase'
> & {
  readonly errors: readonly E[];
  readonly response: R;
  readonly responseExample: z.output<R>;
  readonly useCase: (services: S) => UseCase;
};

// The codes every operation of a kind can answer, in the order the document lists them. bad_request
// and request_header_too_large: what the HTTP server answers to a malformed request or an oversized
// head, before any operation (decision 0039-protocol-errors).
const FIRST = ['invalid_arguments', 'bad_request', 'invalid_api_key'] as const;
const WITH_KEY = ['unauthorized', 'scope_required'] as const;
const WITH_BODY = ['unsupported_media_type', 'payload_too_large', 'idempotency_key_reused', 'idempotency_in_progress'] as const;
const LAST = ['rate_limited', 'request_header_too_large', 'internal', 'unavailable'] as const;
type PublicCode = (typeof FIRST | typeof LAST)[number];
type OwnerCode = PublicCode | (typeof WITH_KEY)[number];

/** `/:name`, or `/:name{[…]+suffix}` with the literal action suffix after the pattern's `+`. */
export const PATH_ID = /\/:(\w+)(?:\{\[[^\]]*\]\+([^}]*)\})?/g;

/** The ids a Hono path carries, each with its action suffix (only the last segment has one). */
export function pathIdsOf(path: string): PathId[] {
  return [...path.matchAll(PATH_ID)].map((match) => ({ param: match[1] as string, suffix: match[2] ?? '' }));
}

/** A public read: GET, no key needed (a bad one is refused), cacheable. */
export const publicRead = <S, R extends z.ZodType, const E extends RestErrorCode>(
  spec: Spec<PublicReadOperation<S>, S, R, E, Served<z.output<R>, ReadContext, NoInfer<E> | PublicCode>>,
): PublicReadOperation<S> => ({ ...spec, kind: 'public', pathIds: pathIdsOf(spec.path) });

/** An owner read: GET with a key and its scope, input from the query string. */
export const ownerRead = <S, R extends z.ZodType, const E extends RestErrorCode>(
  spec: Spec<OwnerReadOperation<S>, S, R, E, Served<z.output<R>, OwnerContext, NoInfer<E> | OwnerCode>>,
): OwnerReadOperation<S> => ({ ...spec, kind: 'owner-read', pathIds: pathIdsOf(spec.path) });

/** An owner write: POST or PATCH with a key and its scope, a JSON object body, Idempotency-Key honoured. */
export const ownerWrite = <S, R extends z.ZodType, const E extends RestErrorCode>(
  spec: Spec<OwnerWriteOperation<S>, S, R, E, Served<z.output<R>, OwnerContext, NoInfer<E> | OwnerCode>>,
): OwnerWriteOperation<S> => ({ ...spec, kind: 'owner-write', pathIds: pathIdsOf(spec.path) });

/** A use case answering `Output` or failing with one of `Code`. */
type Served<Output, Context, Code extends string> = (raw: unknown, ctx: Context) => ResultAsync<Output, DomainError<Code>>;

/**
 * Every code an operation can answer: those of its kind, then its own. The OpenAPI document lists
 * them under their statuses from the one table (errors/status.ts).
 */
export function operationErrors(operation: RestOperation): RestErrorCode[] {
  const { kind } = operation;
  return [
    ...new Set<RestErrorCode>([
      ...FIRST,
      ...(kind === 'public' ? [] : WITH_KEY),
      ...(kind === 'owner-write' ? WITH_BODY : []),
      ...operation.errors,
      ...LAST,
    ]),
  ];
}
