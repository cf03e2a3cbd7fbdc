import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { expectError, getJson } from './http.js';
import { call } from '../owner/support/owner-http.js';
import { startChatApp, type ChatMarket } from '../chats/support/chat-market.js';

/**
 * Text PostgreSQL cannot store (U+0000), that has no UTF-8 form (a lone surrogate) or that no
 * reader should get (control characters) is refused at the edge by core's schemas: 400
 * invalid_arguments naming the field, never a 500 (decision 0032-text-input).
 */

let app: TestApp;
let key: string;
let market: ChatMarket;
beforeAll(async () => {
  ({ app, key, market } = await startChatApp());
});
afterAll(async () => {
  await app.close();
});

/** A JSON body written as text, so that `\ud800` reaches the server as the escape, as a client may send it. */
const rawJson = (method: string, path: string, body: string) =>
  call(app, method, path, { key, raw: body, headers: { 'Content-Type': 'application/json' } });

describe('text inputs with refused characters', () => {
  it.each([
    ['city=%00', 'city'],
    ['city=Beograd%00', 'city'],
    ['city=Beo%0Agrad', 'city'],
    ['city=%C2%85', 'city'],
    ['queries=bicikl%00', 'queries'],
    ['queries=ok&queries=%07bell', 'queries'],
    ['category_id=%00', 'category_id'],
    ['lang=%00', 'lang'],
  ])('search_adverts ?%s answers 400 naming %s', async (query, field) => {
    expectError(await getJson(app, `/adverts?${query}`), 400, 'invalid_arguments', field);
  });

  it('a percent-encoded surrogate is not UTF-8: it is decoded as U+FFFD and searched as such', async () => {
    expect((await getJson(app, '/adverts?city=%ED%A0%80')).status).toBe(200);
  });

  it('a path id with NUL answers 400 or 404, never 500', async () => {
    const answer = await getJson(app, '/adverts/%00');
    expect([400, 404]).toContain(answer.status);
  });

  it.each([
    ['{"title":"Bicikl\\u0000"}', 'title'],
    ['{"title":"Bi\\ud800cikl"}', 'title'],
    ['{"title":"tab\\tinside"}', 'title'],
    ['{"description":"Dobar\\u0000bicikl"}', 'description'],
    ['{"description":"\\udfff"}', 'description'],
    ['{"description":"ok\\u001b[31m"}', 'description'],
    ['{"address":{"city":"\\ud800"}}', 'address.city'],
    ['{"address":{"city":"Novi\\u0000Sad"}}', 'address.city'],
    ['{"photos":[{"url":"https://x.test/\\u0000"}]}', 'photos.url'],
  ])('create_draft %s answers 400 naming the field', async (body, field) => {
    expectError(await rawJson('POST', '/my/drafts', body), 400, 'invalid_arguments', field);
  });

  it('keeps tab and line breaks in a description, and a well-formed emoji anywhere', async () => {
    const answer = await call<{ title: string; description: string }>(app, 'POST', '/my/drafts', {
      key,
      json: { title: 'Bicikl 🚲', description: 'Prvi red\n\tdrugi red\r\nkraj' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ title: 'Bicikl 🚲', description: 'Prvi red\n\tdrugi red\r\nkraj' });
  });

  it('update_draft refuses the same text', async () => {
    const created = await call<{ draft_id: string }>(app, 'POST', '/my/drafts', { key, json: {} });
    expect(created.status).toBe(200);
    const path = `/my/drafts/${created.body.draft_id}`;
    expectError(await rawJson('PATCH', path, '{"title":"\\u0000"}'), 400, 'invalid_arguments', 'title');
    expectError(await rawJson('PATCH', path, '{"address":{"city":"\\ud800"}}'), 400, 'invalid_arguments', 'address.city');
  });

  it.each([
    ['{"text":"Zdravo\\u0000"}'],
    ['{"text":"\\ud800"}'],
    ['{"text":"bell\\u0007"}'],
  ])('send_message %s answers 400 and takes no unit of the daily cap', async (body) => {
    const before = (await app.services.dailyCaps.used(market.users.olga.id, 'send_message', app.clock.now()))._unsafeUnwrap();
    expectError(await rawJson('POST', `/my/chats/${market.ids.bicycle}/messages`, body), 400, 'invalid_arguments', 'text');
    expect((await app.services.dailyCaps.used(market.users.olga.id, 'send_message', app.clock.now()))._unsafeUnwrap()).toBe(before);
  });

  it('my_adverts and the selector refuse a query with NUL', async () => {
    expectError(await call(app, 'GET', '/my/adverts?query=a%00', { key }), 400, 'invalid_arguments', 'query');
    expectError(
      await rawJson('PATCH', '/my/adverts', '{"selector":{"query":"a\\u0000"},"rule":{"percent":-10}}'),
      400,
      'invalid_arguments',
      'selector.query',
    );
  });

  it('upload_photo_from_url and fill_from_photos refuse a url with NUL', async () => {
    expectError(await rawJson('POST', '/my/photos:from-url', '{"url":"https://img.test/a\\u0000.jpg"}'), 400, 'invalid_arguments', 'url');
    expectError(await rawJson('POST', '/my/photos:describe', '{"photo_urls":["\\ud800"]}'), 400, 'invalid_arguments', 'photo_urls');
  });
});
