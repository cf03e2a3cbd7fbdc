import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { tables } from '@marketplace/adapters-postgres';
import type { DeliveryView, WebhookCreated, WebhookView } from '@marketplace/core';
import { FixedClock } from '@marketplace/core/testing';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { issueKey } from '../support/api-keys.js';
import { expectError } from '../rest/http.js';
import { advertsOf, ownerMarketplace } from '../owner/support/marketplace.js';
import { owner } from '../owner/support/owner-http.js';
import { eventsApi, readFeed } from './support/events-http.js';
import { startReceiver, type Receiver } from './support/receiver.js';

/**
 * Webhook subscriptions and their deliveries through HTTP (issue 26), on PostgreSQL and PGlite:
 * management with its scopes, limit and ownership; deliveries signed in the Standard Webhooks
 * format and verified by the `standardwebhooks` library (a wrong secret fails); a receiver down,
 * then up; a silent one (timeout, then retry); secret rotation; the SSRF policy on urls, when
 * saved and at every delivery. The drainer is run by the test (`drainWebhooks`), on a clock it
 * moves, so retries are due when the test says, never after a sleep.
 */

const market = ownerMarketplace();
const { adverts, users } = market;
const manyHooks = market.seller('Mila', 'free');
const failing = market.seller('Fedor', 'free');
const [fedorAdvert] = advertsOf(failing.id, market.categories.phones.id, 1);
/** A seller of their own for each delivery test: no other test's subscription hears their events. */
const SELLERS = ['signed', 'down', 'silent', 'exhausted', 'rotation'] as const;
const sellers = Object.fromEntries(
  SELLERS.map((name) => {
    const seller = market.seller(name[0]!.toUpperCase() + name.slice(1), 'free');
    return [name, { seller, advert: advertsOf(seller.id, market.categories.phones.id, 1)[0]! }];
  }),
) as Record<(typeof SELLERS)[number], { seller: typeof failing; advert: NonNullable<typeof fedorAdvert> }>;

let app: TestApp;
let strict: TestApp;
let receiver: Receiver;
let key: string;
let rivalKey: string;
const clock = new FixedClock(new Date());

beforeAll(async () => {
  receiver = await startReceiver();
  app = await startTestApp(
    {
      ...market.data,
      users: [...(market.data.users ?? []), manyHooks, failing, ...Object.values(sellers).map((s) => s.seller)],
      adverts: [...(market.data.adverts ?? []), fedorAdvert!, ...Object.values(sellers).map((s) => s.advert)],
    },
    { clock, env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_DELAYS_MS: '1000,1000' }, webhookTimeoutMs: 500 },
  );
  // The production policy: https on public addresses only.
  strict = await startTestApp(market.data, { clock: new FixedClock(new Date()) });
  key = await issueKey(app.services.database, users.owner.id);
  rivalKey = await issueKey(app.services.database, users.rival.id);
});
afterAll(async () => {
  await app.close();
  await strict.close();
  await receiver.close();
});

const subscribe = async (as: string, events: string[] = ['advert.updated'], url = receiver.url) => {
  const answer = await eventsApi.create<WebhookCreated>(app, as, { url, events });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
/** One round of the drainer (numbering new events, then sending what is due). */
const drain = async () => (await app.services.drainWebhooks())._unsafeUnwrap();
const deliveries = async (id: string, as = key) => (await eventsApi.deliveries<{ deliveries: DeliveryView[] }>(app, as, id)).body.deliveries;
/** The key and advert of a delivery test's own seller. */
const own = async (name: (typeof SELLERS)[number]) => ({
  as: await issueKey(app.services.database, sellers[name].seller.id),
  advertId: sellers[name].advert.id,
});
const priceChange = async (price: number, advertId: string = adverts.phoneEur.id, as = key) =>
  expect((await owner.update(app, as, { selector: { ids: [advertId] }, rule: { set: price } })).status).toBe(200);
/** What the receiver got since `from`, for one subscription's path. */
const receivedSince = (from: number) => receiver.received.slice(from);

describe('managing subscriptions', () => {
  it('creates one with a secret shown once (whsec_ and 24+ random bytes); the list has no secret', async () => {
    const created = await subscribe(key, ['advert.updated', 'message.received']);
    expect(created).toMatchObject({ url: receiver.url, events: ['advert.updated', 'message.received'], enabled: true, disabled_reason: null, description: null });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(created.secret.slice('whsec_'.length), 'base64').length).toBeGreaterThanOrEqual(24);
    const list = await eventsApi.list<{ webhooks: WebhookView[] }>(app, key);
    const listed = list.body.webhooks.find((w) => w.webhook_id === created.webhook_id);
    expect(listed).toBeDefined();
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    expect(Object.keys(listed!)).not.toContain('secret');
  });

  it('needs webhooks:manage, and the read scope of every type it names', async () => {
    const noManage = await issueKey(app.services.database, users.owner.id, { scopes: ['adverts:read', 'chats:read'] });
    expectError(await eventsApi.create(app, noManage, { url: receiver.url, events: ['advert.updated'] }), 403, 'scope_required');
    expectError(await eventsApi.list(app, noManage), 403, 'scope_required');
    const advertsOnly = await issueKey(app.services.database, users.owner.id, { scopes: ['webhooks:manage', 'adverts:read'] });
    expectError(await eventsApi.create(app, advertsOnly, { url: receiver.url, events: ['message.received'] }), 403, 'scope_required');
    expect((await eventsApi.create(app, advertsOnly, { url: receiver.url, events: ['advert.bumped'] })).status).toBe(200);
    const created = await subscribe(key, ['advert.bumped']);
    expectError(await eventsApi.update(app, advertsOnly, created.webhook_id, { events: ['chat.read'] }), 403, 'scope_required');
  });

  it('validates every field', async () => {
    expectError(await eventsApi.create(app, key, { url: receiver.url, events: [] }), 400, 'invalid_arguments', 'events');
    expectError(await eventsApi.create(app, key, { url: receiver.url, events: ['webhook.test'] }), 400, 'invalid_arguments', 'events');
    expectError(await eventsApi.create(app, key, { url: receiver.url, events: ['advert.updated'], colour: 'red' }), 400, 'invalid_arguments', 'colour');
    expectError(await eventsApi.create(app, key, { events: ['advert.updated'] }), 400, 'invalid_arguments', 'url');
    expectError(await eventsApi.update(app, key, 'not-a-uuid', { enabled: false }), 400, 'invalid_arguments', 'webhook_id');
    expectError(await eventsApi.deliveries(app, key, randomUUID(), '?limit=0'), 400, 'invalid_arguments', 'limit');
  });

  it('allows at most 10 per account: the 11th is 409 webhook_limit_reached, also when created in parallel', async () => {
    const milaKey = await issueKey(app.services.database, manyHooks.id);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => eventsApi.create(app, milaKey, { url: receiver.url, events: ['advert.updated'] })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    for (const refused of answers.filter((a) => a.status !== 200)) expectError(refused, 409, 'webhook_limit_reached');
  });

  it('changes, disables and deletes; another account\'s subscription is 404 everywhere', async () => {
    const created = await subscribe(key);
    const patched = await eventsApi.update<WebhookView>(app, key, created.webhook_id, { description: 'CRM', enabled: false, events: ['advert.bumped'] });
    expect(patched.body).toMatchObject({ description: 'CRM', enabled: false, disabled_reason: 'by_owner', events: ['advert.bumped'] });
    const id = created.webhook_id;
    expectError(await eventsApi.update(app, rivalKey, id, { enabled: true }), 404, 'not_found');
    expectError(await eventsApi.remove(app, rivalKey, id), 404, 'not_found');
    expectError(await eventsApi.test(app, rivalKey, id), 404, 'not_found');
    expectError(await eventsApi.rotate(app, rivalKey, id), 404, 'not_found');
    expectError(await eventsApi.deliveries(app, rivalKey, id), 404, 'not_found');
    expectError(await eventsApi.retry(app, rivalKey, id, randomUUID()), 404, 'not_found');
    expect((await eventsApi.list<{ webhooks: WebhookView[] }>(app, rivalKey)).body.webhooks).toEqual([]);
    expect((await eventsApi.remove(app, key, id)).body).toEqual({ webhook_id: id, deleted: true });
    expectError(await eventsApi.remove(app, key, id), 404, 'not_found');
  });
});

describe('deliveries', () => {
  // Signatures carry the clock's time, and receivers refuse one more than 5 minutes off theirs.
  beforeEach(() => clock.set(new Date()));

  it('POSTs the event signed so that standardwebhooks verifies it; a wrong secret does not', async () => {
    const { as, advertId } = await own('signed');
    const hook = await subscribe(as);
    const from = receiver.received.length;
    await priceChange(150, advertId, as);
    expect(await drain()).toMatchObject({ delivered: 1 });
    const got = receivedSince(from);
    expect(got).toHaveLength(1);
    const [delivery] = got;
    const payload = new Webhook(hook.secret).verify(delivery!.body, delivery!.headers) as { id: string; type: string; timestamp: string; data: unknown };
    expect(payload).toMatchObject({ type: 'advert.updated', data: { advert_id: advertId, price: { new: 150 } } });
    expect(delivery!.headers['webhook-id']).toBe(payload.id);
    expect(delivery!.headers['content-type']).toBe('application/json');
    const wrong = new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`);
    expect(() => wrong.verify(delivery!.body, delivery!.headers)).toThrow();
    // The same event in the feed, by the same id.
    const feed = await readFeed(app, as, null, 'types=advert.updated');
    expect(feed.events.map((e) => e.id)).toContain(payload.id);
    expect(await deliveries(hook.webhook_id, as)).toEqual([
      expect.objectContaining({ event_id: payload.id, type: 'advert.updated', status: 'delivered', attempts: 1, last_status_code: 204, next_attempt_at: null }),
    ]);
    await eventsApi.remove(app, as, hook.webhook_id);
  });

  it('retries a receiver that is down, with backoff, and delivers the same event when it is up', async () => {
    const { as, advertId } = await own('down');
    const hook = await subscribe(as);
    const from = receiver.received.length;
    receiver.mode = 'down';
    await priceChange(151, advertId, as);
    expect(await drain()).toMatchObject({ retried: 1 });
    const [waiting] = await deliveries(hook.webhook_id, as);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 503 });
    // At most 1 KB of the answer is kept.
    expect(Buffer.byteLength(waiting!.last_error ?? '')).toBeLessThanOrEqual(1100);
    expect(waiting!.last_error).toContain('maintenance');
    // Not due yet: nothing is sent.
    expect(await drain()).toMatchObject({ delivered: 0, retried: 0 });
    receiver.mode = 'up';
    clock.advance(2_000);
    expect(await drain()).toMatchObject({ delivered: 1 });
    const got = receivedSince(from);
    expect(got).toHaveLength(2);
    expect(got[1]!.headers['webhook-id']).toBe(got[0]!.headers['webhook-id']);
    new Webhook(hook.secret).verify(got[1]!.body, got[1]!.headers);
    expect(await deliveries(hook.webhook_id, as)).toEqual([expect.objectContaining({ status: 'delivered', attempts: 2, last_status_code: 204 })]);
    await eventsApi.remove(app, as, hook.webhook_id);
  });

  it('gives up on a receiver that does not answer in time, and retries it', async () => {
    const { as, advertId } = await own('silent');
    const hook = await subscribe(as);
    receiver.mode = 'silent';
    await priceChange(152, advertId, as);
    expect(await drain()).toMatchObject({ retried: 1 });
    expect(await deliveries(hook.webhook_id, as)).toEqual([expect.objectContaining({ status: 'pending', last_status_code: null, last_error: expect.stringContaining('no answer within') })]);
    receiver.mode = 'up';
    clock.advance(2_000);
    expect(await drain()).toMatchObject({ delivered: 1 });
    await eventsApi.remove(app, as, hook.webhook_id);
  });

  it('marks a delivery failed when its attempts are used up; :retry sends it again', async () => {
    const { as, advertId } = await own('exhausted');
    const hook = await subscribe(as);
    receiver.mode = 'down';
    await priceChange(153, advertId, as);
    await drain();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      clock.advance(2_000);
      await drain();
    }
    const [failed] = await deliveries(hook.webhook_id, as);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, next_attempt_at: null });
    receiver.mode = 'up';
    const retried = await eventsApi.retry<DeliveryView>(app, as, hook.webhook_id, failed!.delivery_id);
    expect(retried.body).toMatchObject({ delivery_id: failed!.delivery_id, status: 'pending', attempts: 0 });
    expect(await drain()).toMatchObject({ delivered: 1 });
    expectError(await eventsApi.retry(app, as, hook.webhook_id, randomUUID()), 404, 'not_found');
    await eventsApi.remove(app, as, hook.webhook_id);
  });

  it('signs with both secrets for 24 hours after a rotation, then with the new one alone', async () => {
    const { as, advertId } = await own('rotation');
    const hook = await subscribe(as);
    const rotated = await eventsApi.rotate<{ secret: string; previous_secret_expires_at: string }>(app, as, hook.webhook_id);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(hook.secret);
    expect(new Date(rotated.body.previous_secret_expires_at).getTime() - clock.now().getTime()).toBe(24 * 3600 * 1000);
    const from = receiver.received.length;
    await priceChange(154, advertId, as);
    await drain();
    const [both] = receivedSince(from);
    expect(both!.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    new Webhook(hook.secret).verify(both!.body, both!.headers);
    new Webhook(rotated.body.secret).verify(both!.body, both!.headers);

    clock.advance(24 * 3600 * 1000 + 1000);
    await priceChange(155, advertId, as);
    await drain();
    const [after] = receivedSince(from + 1);
    const signatures = after!.headers['webhook-signature']!.split(' ');
    expect(signatures).toHaveLength(1);
    const timestamp = new Date(Number(after!.headers['webhook-timestamp']) * 1000);
    expect(signatures[0]).toBe(new Webhook(rotated.body.secret).sign(after!.headers['webhook-id']!, timestamp, after!.body));
    await eventsApi.remove(app, as, hook.webhook_id);
  });

  it(':test sends webhook.test to that subscription alone, also in the feed of a webhooks:manage key', async () => {
    const hook = await subscribe(key, ['advert.bumped']);
    const other = await subscribe(key, ['advert.bumped']);
    const from = receiver.received.length;
    const sent = await eventsApi.test<{ event_id: string; delivery_id: string }>(app, key, hook.webhook_id);
    expect(sent.status).toBe(200);
    await drain();
    const got = receivedSince(from);
    expect(got).toHaveLength(1);
    expect(new Webhook(hook.secret).verify(got[0]!.body, got[0]!.headers)).toMatchObject({ id: sent.body.event_id, type: 'webhook.test', data: { webhook_id: hook.webhook_id } });
    expect(await deliveries(other.webhook_id)).toEqual([]);
    const feed = await readFeed(app, key, null, 'types=webhook.test');
    expect(feed.events.map((e) => e.id)).toContain(sent.body.event_id);
    await eventsApi.remove(app, key, hook.webhook_id);
    await eventsApi.remove(app, key, other.webhook_id);
  });

  it('disables a subscription whose every attempt failed for 5 days; enabling it again resumes', async () => {
    const fedorKey = await issueKey(app.services.database, failing.id);
    const hook = await subscribe(fedorKey, ['advert.updated']);
    receiver.mode = 'down';
    await priceChange(10, fedorAdvert!.id, fedorKey);
    await drain();
    clock.advance(5 * 24 * 3600 * 1000 + 1000);
    await priceChange(11, fedorAdvert!.id, fedorKey);
    await drain();
    const listed = (await eventsApi.list<{ webhooks: WebhookView[] }>(app, fedorKey)).body.webhooks[0];
    expect(listed).toMatchObject({ enabled: false, disabled_reason: 'failing' });
    receiver.mode = 'up';
    expect((await eventsApi.update<WebhookView>(app, fedorKey, hook.webhook_id, { enabled: true })).body).toMatchObject({ enabled: true, disabled_reason: null });
  });
});

describe('the SSRF policy of webhook urls (as for photo downloads)', () => {
  const refused: [string, string][] = [
    ['http://example.com/hook', 'webhook_url_not_allowed'],
    ['ftp://example.com/hook', 'webhook_url_not_allowed'],
    ['not a url', 'webhook_url_not_allowed'],
    ['https://user:secret@example.com/hook', 'webhook_url_not_allowed'],
    ['https://example.com:8443/hook', 'webhook_url_not_allowed'],
    ['https://127.0.0.1/hook', 'webhook_address_not_public'],
    ['https://10.1.2.3/hook', 'webhook_address_not_public'],
    ['https://192.168.0.10/hook', 'webhook_address_not_public'],
    ['https://169.254.169.254/latest/meta-data', 'webhook_address_not_public'],
    ['https://[::1]/hook', 'webhook_address_not_public'],
    ['https://[::ffff:127.0.0.1]/hook', 'webhook_address_not_public'],
    ['https://[fd00::1]/hook', 'webhook_address_not_public'],
    ['https://100.64.0.1/hook', 'webhook_address_not_public'],
    ['https://localhost/hook', 'webhook_address_not_public'],
  ];

  it.each(refused)('refuses %s when saved: %s', async (url, code) => {
    const strictKey = await issueKey(strict.services.database, users.owner.id);
    expectError(await eventsApi.create(strict, strictKey, { url, events: ['advert.updated'] }), 400, code, 'url');
  });

  it('accepts a public https address; a url changed to a private one is refused by PATCH', async () => {
    const strictKey = await issueKey(strict.services.database, users.owner.id);
    const created = await eventsApi.create<WebhookCreated>(strict, strictKey, { url: 'https://93.184.215.14/hook', events: ['advert.updated'] });
    expect(created.status).toBe(200);
    expectError(await eventsApi.update(strict, strictKey, created.body.webhook_id, { url: 'https://127.0.0.1/hook' }), 400, 'webhook_address_not_public', 'url');
    await eventsApi.remove(strict, strictKey, created.body.webhook_id);
  });

  it('checks again at every delivery: a stored private target is never connected to', async () => {
    const strictKey = await issueKey(strict.services.database, users.owner.id);
    const now = new Date();
    // As if saved under other rules (or resolved elsewhere then): the delivery checks for itself.
    for (const url of ['https://127.0.0.1/hooks', 'https://localhost/hooks', receiver.url]) {
      await strict.services.database.db.insert(tables.webhooks).values({
        id: randomUUID(), ownerId: users.owner.id, url, events: ['advert.bumped'], secret: `whsec_${Buffer.alloc(32, 1).toString('base64')}`,
        createdAt: now, updatedAt: now,
      });
    }
    const from = receiver.received.length;
    expect((await owner.bump(strict, strictKey, { selector: { ids: [adverts.oakChair.id] } })).status).toBe(200);
    const report = (await strict.services.drainWebhooks())._unsafeUnwrap();
    expect(report).toMatchObject({ delivered: 0, retried: 3 });
    expect(receiver.received.length).toBe(from);
    const rows = await strict.services.database.db.select().from(tables.webhookDeliveries);
    const errors = rows.map((row) => row.lastError ?? '');
    expect(errors.filter((error) => error.includes('not a public address'))).toHaveLength(2);
    expect(errors.filter((error) => error.includes('must use https'))).toHaveLength(1);
  });
});
