import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('loadConfig', () => {
  it('takes a variable set to the empty string as unset', () => {
    const config = loadConfig({ RECOGNIZER_BASE_URL: '', RECOGNIZER_MODEL: '', RECOGNIZER_API_KEY: '', APERTIUM_URL: '', PORT: '' });
    expect(config.recognizer).toBeNull();
    expect(config.translator.providers).toEqual([]);
    expect(config.port).toBe(8080);
  });

  it('names the variable that is invalid', () => {
    expect(() => loadConfig({ RECOGNIZER_BASE_URL: 'not a url' })).toThrow(ConfigError);
    expect(() => loadConfig({ RECOGNIZER_BASE_URL: 'not a url' })).toThrow(/RECOGNIZER_BASE_URL/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('runs several server processes only over PostgreSQL and with a shared rate-limit store', () => {
    const pg = { DATABASE_URL: 'postgres://db/market' };
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY: more than 1 needs DATABASE_URL/);
    expect(() => loadConfig({ ...pg, WEB_CONCURRENCY: '2' })).toThrow(/RATE_LIMIT_STORE=postgres or redis/);
    expect(loadConfig({ ...pg, WEB_CONCURRENCY: '2', RATE_LIMIT_STORE: 'postgres' }).webConcurrency).toBe(2);
    expect(loadConfig({ ...pg, WEB_CONCURRENCY: '2', RATE_LIMITS: 'off' }).webConcurrency).toBe(2);
    expect(() => loadConfig({ ...pg, WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });

  it('reads the search index lag past which /readyz answers 503: whole seconds, 1 to a day, 30 by default', () => {
    expect(loadConfig({}).searchIndexMaxLagSeconds).toBe(30);
    expect(loadConfig({ SEARCH_INDEX_MAX_LAG_SECONDS: '5' }).searchIndexMaxLagSeconds).toBe(5);
    for (const wrong of ['0', '-1', '1.5', 'soon', '86401']) {
      expect(() => loadConfig({ SEARCH_INDEX_MAX_LAG_SECONDS: wrong })).toThrow(/SEARCH_INDEX_MAX_LAG_SECONDS/);
    }
  });

  it('reads the SMTP settings of the price-drop emails; unset SMTP_URL means no email', () => {
    expect(loadConfig({}).notifications.smtp).toBeNull();
    expect(loadConfig({ SMTP_URL: 'smtps://user:pass@smtp.example:465', MAIL_FROM: 'Shop <shop@example.com>' }).notifications).toMatchObject({
      smtp: { url: 'smtps://user:pass@smtp.example:465', from: 'Shop <shop@example.com>' },
      maxAttempts: 8,
      retentionDays: 30,
    });
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.example' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ NOTIFY_MAX_ATTEMPTS: '0' })).toThrow(/NOTIFY_MAX_ATTEMPTS/);
  });
});
