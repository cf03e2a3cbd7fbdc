import type { TestApp } from '../../support/test-app.js';
import type { Answer } from '../../rest/http.js';

/** Calls through the real HTTP server, as a client of the owner API would. */

export interface CallOptions {
  readonly key?: string;
  /** Sent as JSON with Content-Type: application/json. */
  readonly json?: unknown;
  /** Sent as written, with the headers given (no Content-Type added). */
  readonly raw?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export async function call<T = unknown>(
  app: TestApp,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.key !== undefined) headers.Authorization = `Bearer ${options.key}`;
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  Object.assign(headers, options.headers);
  const body = options.json !== undefined ? JSON.stringify(options.json) : options.raw;
  const response = await app.get(`/api/v1${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as T };
}

/** The six owner operations, with their path conventions. */
export const owner = {
  me: <T = unknown>(app: TestApp, key: string, query = '') => call<T>(app, 'GET', `/me${query}`, { key }),
  myAdverts: <T = unknown>(app: TestApp, key: string, query = '') => call<T>(app, 'GET', `/my/adverts${query}`, { key }),
  update: <T = unknown>(app: TestApp, key: string, json: unknown) => call<T>(app, 'PATCH', '/my/adverts', { key, json }),
  bump: <T = unknown>(app: TestApp, key: string, json: unknown) => call<T>(app, 'POST', '/my/adverts:bump', { key, json }),
  archive: <T = unknown>(app: TestApp, key: string, advertId: string, json: unknown = {}) =>
    call<T>(app, 'POST', `/my/adverts/${advertId}:archive`, { key, json }),
  restore: <T = unknown>(app: TestApp, key: string, advertId: string, json: unknown = {}) =>
    call<T>(app, 'POST', `/my/adverts/${advertId}:restore`, { key, json }),
};

/** The draft operations. */
export const drafts = {
  list: <T = unknown>(app: TestApp, key: string, query = '') => call<T>(app, 'GET', `/my/drafts${query}`, { key }),
  create: <T = unknown>(app: TestApp, key: string, json: unknown = {}) => call<T>(app, 'POST', '/my/drafts', { key, json }),
  update: <T = unknown>(app: TestApp, key: string, draftId: string, json: unknown) =>
    call<T>(app, 'PATCH', `/my/drafts/${draftId}`, { key, json }),
  publish: <T = unknown>(app: TestApp, key: string, draftId: string, json: unknown = {}) =>
    call<T>(app, 'POST', `/my/drafts/${draftId}:publish`, { key, json }),
};
