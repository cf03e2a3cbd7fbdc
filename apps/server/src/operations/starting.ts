import { UNAVAILABLE_RETRY_AFTER_S } from '@marketplace/rest/errors';

/**
 * The answers of a process that listens but has not composed its services yet (the first
 * second or two of a start): the same as the app's own while it migrates and seeds
 * (decision 0042), without loading the app.
 */
export const STARTING_RETRY_AFTER_S = UNAVAILABLE_RETRY_AFTER_S;

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  });

export const startingError = {
  error: { code: 'unavailable', message: 'the service is starting (migrating the database, loading demo data); retry in a few seconds' },
} as const;

export function startingFetch(request: Request): Response {
  const path = new URL(request.url).pathname;
  if (path === '/healthz') return json({ status: 'ok' }, 200);
  if (path === '/readyz') return json({ status: 'starting' }, 503, { 'Retry-After': String(STARTING_RETRY_AFTER_S) });
  return json(startingError, 503, { 'Retry-After': String(STARTING_RETRY_AFTER_S) });
}
