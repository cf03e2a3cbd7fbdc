import { expect } from 'vitest';
import type { EventsPage, OwnerEventView } from '@marketplace/core';
import type { TestApp } from '../../support/test-app.js';
import { call } from '../../owner/support/owner-http.js';

/** The event feed and the webhook operations through HTTP, with their path conventions. */
export const eventsApi = {
  page: <T = EventsPage>(app: TestApp, key: string, query = '') => call<T>(app, 'GET', `/my/events${query}`, { key }),
  create: <T = unknown>(app: TestApp, key: string, json: unknown) => call<T>(app, 'POST', '/my/webhooks', { key, json }),
  list: <T = unknown>(app: TestApp, key: string) => call<T>(app, 'GET', '/my/webhooks', { key }),
  update: <T = unknown>(app: TestApp, key: string, id: string, json: unknown) => call<T>(app, 'PATCH', `/my/webhooks/${id}`, { key, json }),
  remove: <T = unknown>(app: TestApp, key: string, id: string) => call<T>(app, 'POST', `/my/webhooks/${id}:delete`, { key, json: {} }),
  test: <T = unknown>(app: TestApp, key: string, id: string) => call<T>(app, 'POST', `/my/webhooks/${id}:test`, { key, json: {} }),
  rotate: <T = unknown>(app: TestApp, key: string, id: string) => call<T>(app, 'POST', `/my/webhooks/${id}:rotate-secret`, { key, json: {} }),
  deliveries: <T = unknown>(app: TestApp, key: string, id: string, query = '') =>
    call<T>(app, 'GET', `/my/webhooks/${id}/deliveries${query}`, { key }),
  retry: <T = unknown>(app: TestApp, key: string, id: string, deliveryId: string) =>
    call<T>(app, 'POST', `/my/webhooks/${id}/deliveries/${deliveryId}:retry`, { key, json: {} }),
};

/** Follows `next_cursor` from `after` (the start when null) to the end: every event, and where to go on from. */
export async function readFeed(app: TestApp, key: string, after: string | null, extra = ''): Promise<{ events: OwnerEventView[]; cursor: string }> {
  const events: OwnerEventView[] = [];
  let cursor = after;
  for (;;) {
    const query = [cursor ? `after=${encodeURIComponent(cursor)}` : '', 'limit=100', extra].filter(Boolean).join('&');
    const answer = await eventsApi.page(app, key, `?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    events.push(...answer.body.events);
    const moved = answer.body.next_cursor !== cursor;
    cursor = answer.body.next_cursor;
    if (answer.body.events.length === 0 || !moved) return { events, cursor };
  }
}

/** Where the feed ends now: events after this are the ones a test's own writes produced. */
export const feedEnd = async (app: TestApp, key: string): Promise<string> => (await readFeed(app, key, null)).cursor;
