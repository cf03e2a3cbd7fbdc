/**
 * @marketplace/client: a typed client of the marketplace REST API (/api/v1). The types are
 * generated from the service's OpenAPI document (src/schema.d.ts); requests go through
 * openapi-fetch, so paths, parameters, bodies and answers are checked by the compiler.
 */
import createFetchClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './schema.js';

export type { components, operations, paths };
export type Schemas = components['schemas'];
export type Language = NonNullable<components['parameters']['lang']>;
/** The Error shape every failure answers with. */
export type ApiError = Schemas['Error'];

export interface MarketplaceClientOptions {
  /** The service's base address, e.g. `https://marketplace.example` (without /api/v1). */
  readonly baseUrl: string;
  /** An API key (`mk_…`) for the owner operations; public reads work without one. */
  readonly apiKey?: string;
  /** Answer language (sent as Accept-Language; a `lang` query parameter on a call overrides it). */
  readonly lang?: Language;
  /** A fetch implementation (tests, proxies); the global fetch by default. */
  readonly fetch?: ClientOptions['fetch'];
}

export type MarketplaceClient = Client<paths>;

/**
 * A client of /api/v1: `client.GET('/adverts', { params: { query: { queries: ['phone'] } } })`
 * answers `{ data }` (typed by the operation's 200 schema) or `{ error }` (the Error shape).
 */
export function createClient(options: MarketplaceClientOptions): MarketplaceClient {
  const headers: Record<string, string> = {};
  if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;
  if (options.lang) headers['Accept-Language'] = options.lang;
  return createFetchClient<paths>({
    baseUrl: `${options.baseUrl.replace(/\/+$/, '')}/api/v1`,
    headers,
    // Lists are repeated parameters (queries=a&queries=b), as the API expects.
    querySerializer: { array: { style: 'form', explode: true } },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
