import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { NotificationRecord } from '@marketplace/core';
import { DEMO_OWNER_EMAIL, seedDemoIfEmpty } from '@marketplace/demo-data';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '@marketplace/testkit';
import { startNotificationDrainer, systemClock } from '../../src/index.js';
import { issueKey } from '../support/api-keys.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { owner as ownerHttp } from '../owner/support/owner-http.js';
import { notificationMarket } from './support/market.js';
import { afterDrainRounds, metric, until } from './support/waiting.js';

/**
 * Price drops through the real HTTP API reach the savers as email through a real SMTP server on
 * loopback, with the drainer running in the test's process over a real PostgreSQL.
 */

const market = notificationMarket();
const { adverts, savers } = market;
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const quietLog = { info: () => {}, error: () => {} };



describe('price-drop emails', () => {
  let smtp: TestSmtpServer;
  let app: TestApp;
  let key: string;
  let drainer: { stop(): Promise<void> };
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    app = await startTestApp(market.data, {
      clock: systemClock,
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Marketplace <noreply@market.test>', NOTIFY_INTERVAL_MS: '100', NOTIFY_RETRY_BASE_MS: '200' },
    });
    key = await issueKey(app.services.database, market.owner.id, { scopes: ['adverts:write', 'adverts:read'] });
    drainer = startNotificationDrainer(app.services, quietLog);
  });
  afterAll(async () => {
    await drainer?.stop();
    await app?.close();
    await smtp?.close();
  });
  afterEach(() => smtp.start());

  const mailTo = (mails: ReceivedMail[], email: string) => mails.filter((m) => m.to.includes(email));
  const rowsOf = async (advertId: string): Promise<NotificationRecord[]> =>
    (await app.services.notificationOutbox.list({ limit: 100 }))._unsafeUnwrap().filter((r) => r.advertId === advertId);

  it('a -10% update with three savers sends three emails, each in its saver language with prices and link', async () => {
    smtp.received.length = 0; // the mails of a test that ran before are not this update's
    const answer = await ownerHttp.update(app, key, { selector: { ids: [adverts.oakChair.id] }, rule: { percent: -10 } });
    expect(answer.status).toBe(200);
    const mails = await smtp.waitFor(3);
    const link = `https://market.test/adverts/${adverts.oakChair.id}?utm_source=email`;

    const [de] = mailTo(mails, savers.dieter.email!);
    expect(de?.subject).toBe('Preis gesenkt: Eichenstuhl');
    expect(spaces(de!.text)).toContain('Vorher: 100,00 €\nJetzt: 90,00 € (10 % günstiger)');
    expect(de!.html).toContain(`<a href="${link}">Anzeige ansehen</a>`);

    // No stored Russian title and no translator configured: the original title, never invented.
    const [ru] = mailTo(mails, savers.ivan.email!);
    expect(ru?.subject).toBe('Цена снижена: Oak chair');
    expect(spaces(ru!.text)).toContain('Было: 100,00 €\nСейчас: 90,00 € (скидка 10%)');
    expect(ru!.text).toContain(link);

    const [sr] = mailTo(mails, savers.milica.email!);
    expect(sr?.subject).toBe('Cena snižena: Hrastova stolica');
    expect(spaces(sr!.text)).toContain('Ranije: 100,00 €\nSada: 90,00 € (10% jeftinije)');

    expect(new Set(mails.map((m) => m.messageId)).size).toBe(3);
    const rows = await until(async () => {
      const r = await rowsOf(adverts.oakChair.id);
      return r.every((row) => row.status === 'delivered') && r;
    }, 'the rows to be marked delivered');
    expect(rows.map((r) => `<price-drop-${r.id}@market.test>`).sort()).toEqual(mails.map((m) => m.messageId).sort());

    const metrics = await (await app.get('/metrics')).text();
    expect(metric(metrics, 'notifications_total{outcome="delivered"}')).toBeGreaterThanOrEqual(3);
    expect(metric(metrics, 'notifications_queue_depth{status="pending"}')).toBe(0);
    expect(metric(metrics, 'notifications_oldest_pending_age_seconds')).toBe(0);
  });

  it('with the SMTP server down for a while, retries, then delivers everything once it is back, nothing twice', async () => {
    smtp.received.length = 0;
    await smtp.stop();
    // Two drops before any delivery: one message per saver, from the first price to the latest.
    expect((await ownerHttp.update(app, key, { selector: { ids: [adverts.lamp.id] }, rule: { percent: -10 } })).status).toBe(200);
    expect((await ownerHttp.update(app, key, { selector: { ids: [adverts.lamp.id] }, rule: { percent: -10 } })).status).toBe(200);
    const failing = await until(async () => {
      const rows = await rowsOf(adverts.lamp.id);
      return rows.length === 4 && rows.every((r) => r.attempts >= 2 && r.lastError !== null && r.status === 'pending') && rows;
    }, 'two failed attempts of each row');
    expect(failing[0]!.lastError).toMatch(/ECONNREFUSED|connect/i);
    const metrics = await (await app.get('/metrics')).text();
    expect(metric(metrics, 'notifications_queue_depth{status="pending"}')).toBe(4);
    expect(metric(metrics, 'notifications_total{outcome="retried"}')).toBeGreaterThanOrEqual(2);
    expect(metric(metrics, 'notifications_oldest_pending_age_seconds')).toBeGreaterThan(0);

    await smtp.start();
    const mails = await smtp.waitFor(2);
    await until(async () => (await rowsOf(adverts.lamp.id)).every((r) => r.status === 'delivered'), 'every row delivered');
    // Several more rounds of the drainer: nothing else arrives.
    await afterDrainRounds([async () => (await app.get('/metrics')).text()]);
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.to).sort()).toEqual(['"Dieter" <dieter@example.test>', '"Ivan" <ivan@example.test>']);
    const [de] = mailTo(mails, savers.dieter.email!);
    expect(spaces(de!.text)).toContain('Vorher: 5.000,00 RSD\nJetzt: 4.050,00 RSD (19 % günstiger)');
  });
});

describe('the saver language', () => {
  let smtp: TestSmtpServer;
  let app: TestApp;
  let drainer: { stop(): Promise<void> };
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    app = await startTestApp(market.data, { clock: systemClock, env: { SMTP_URL: smtp.url, NOTIFY_INTERVAL_MS: '100' } });
    drainer = startNotificationDrainer(app.services, quietLog);
  });
  afterAll(async () => {
    await drainer?.stop();
    await app?.close();
    await smtp?.close();
  });

  it('is the one the saver last asked for with their key; a request naming none changes nothing', async () => {
    const ivanKey = await issueKey(app.services.database, savers.ivan.id, { scopes: ['adverts:read'] });
    const dieterKey = await issueKey(app.services.database, savers.dieter.id, { scopes: ['adverts:read'] });
    expect((await app.get('/api/v1/categories?lang=uk', { headers: { Authorization: `Bearer ${ivanKey}` } })).status).toBe(200);
    expect((await app.get('/api/v1/categories', { headers: { Authorization: `Bearer ${dieterKey}`, 'Accept-Language': '*' } })).status).toBe(200);
    // Anonymous requests name no user.
    expect((await app.get('/api/v1/categories?lang=hu')).status).toBe(200);

    const ownerKey = await issueKey(app.services.database, market.owner.id, { scopes: ['adverts:write'] });
    expect((await ownerHttp.update(app, ownerKey, { selector: { ids: [adverts.oakChair.id] }, rule: { percent: -10 } })).status).toBe(200);
    const mails = await smtp.waitFor(3);
    expect(mails.find((m) => m.to.includes(savers.ivan.email!))?.subject).toBe('Ціну знижено: Oak chair');
    expect(mails.find((m) => m.to.includes(savers.dieter.email!))?.subject).toBe('Preis gesenkt: Eichenstuhl');
  });
});

describe('the demo data', () => {
  let smtp: TestSmtpServer;
  let app: TestApp;
  let drainer: { stop(): Promise<void> };
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    app = await startTestApp({}, { clock: systemClock, env: { SMTP_URL: smtp.url, NOTIFY_INTERVAL_MS: '100' } });
    await seedDemoIfEmpty(app.services.database, { adverts: 30, seed: 1, now: new Date() });
    drainer = startNotificationDrainer(app.services, quietLog);
  });
  afterAll(async () => {
    await drainer?.stop();
    await app?.close();
    await smtp?.close();
  });

  it('has savers on the demo owner adverts: the documented -10% on the Dell XPS sends them email', async () => {
    const [demo] = await app.services.database.query<{ id: string }>(sql`select id from users where email = ${DEMO_OWNER_EMAIL}`);
    const key = await issueKey(app.services.database, demo!.id, { scopes: ['adverts:write'] });
    const answer = await ownerHttp.update(app, key, { selector: { query: 'XPS' }, rule: { percent: -10 } });
    expect(answer.body).toEqual({ applied: 1, failed: 0, failures: [] });
    const mails = await smtp.waitFor(3);
    expect(mails.every((m) => m.text.includes('Dell XPS 13') && /850[.,]00/.test(m.text) && /765[.,]00/.test(m.text))).toBe(true);
  });
});

describe('without SMTP_URL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(market.data, { clock: systemClock });
  });
  afterAll(() => app?.close());

  it('does not drain: the rows wait and the queue metric counts them', async () => {
    expect(app.services.drainOutbox).toBeNull();
    const key = await issueKey(app.services.database, market.owner.id, { scopes: ['adverts:write'] });
    expect((await ownerHttp.update(app, key, { selector: { ids: [adverts.oakChair.id] }, rule: { percent: -10 } })).status).toBe(200);
    const drainer = startNotificationDrainer(app.services, quietLog);
    await drainer.stop();
    const metrics = await (await app.get('/metrics')).text();
    expect(metric(metrics, 'notifications_queue_depth{status="pending"}')).toBe(3);
    expect((await app.services.notificationOutbox.list({ status: 'pending', limit: 10 }))._unsafeUnwrap()).toHaveLength(3);
  });
});
