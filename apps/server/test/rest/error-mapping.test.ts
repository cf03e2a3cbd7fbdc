import { afterEach, describe, expect, it, vi } from 'vitest';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { ERROR_CODES, PHOTO_REJECTION_CODES, type DomainError, type ErrorCode } from '@marketplace/core';
import { createRestApp, OPERATIONS, type RestDeps } from '@marketplace/rest';
import type { ErrorBody } from './http.js';

/**
 * The one error table and the handling of bugs. These failures cannot be provoked through the
 * database on demand, so the use cases are replaced by functions that fail the chosen way and the
 * app is called through its fetch handler (the same one the server runs). The fakes fail with any
 * code, also ones a real use case's type does not allow: the table must map every code.
 */

const fail = (error: DomainError) => () => errAsync(error);
const unused = () => okAsync({ total: 0, adverts: [] });
const unusedOwner = fail({ code: 'not_found', message: 'unused' });

/** Every use case and service the app needs, untyped (each one's optionality kept). */
type Fakes = { readonly [Name in keyof RestDeps]: unknown };

/** The name of the service an operation's module asks for (its `useCase` reads exactly one). */
const serviceOf = (operation: (typeof OPERATIONS)[number]): string => {
  let name = '';
  operation.useCase(new Proxy({}, { get: (_, key) => ((name = String(key)), undefined) }) as never);
  return name;
};
/** A use case for every operation of the list, failing not_found: a new operation needs no edit here. */
const everyUseCase = Object.fromEntries(OPERATIONS.map((operation) => [serviceOf(operation), unusedOwner]));

function appWith(overrides: Partial<Fakes>) {
  const deps = {
    ...everyUseCase,
    searchAdverts: unused,
    getCategories: () => okAsync({ categories: [] }),
    authenticate: fail({ code: 'invalid_api_key', message: 'unused' }),
    linkBases: { webBaseUrl: 'https://market.test', publicBaseUrl: 'https://api.market.test' },
    ...overrides,
  };
  return createRestApp(deps as unknown as RestDeps);
}

const read = async (overrides: Partial<Fakes>, path = '/adverts') => {
  const response = await appWith(overrides).request(path);
  return { status: response.status, headers: response.headers, body: (await response.json()) as ErrorBody };
};

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Each code's status where it is fixed, not a copy of the table: the spec's Errors and
 * Authentication sections, the design brief's answers to the spec's gaps, and for the codes the
 * spec never names, the decision that gave them (docs/decisions). The table must agree with all.
 */
const FIXED_BY_SPEC = {
  invalid_arguments: 400,
  unauthorized: 401,
  invalid_api_key: 401,
  scope_required: 403,
  not_found: 404,
  rate_limited: 429,
} as const;
/** Design brief, "Answers to the spec's gaps": the state conflicts 409, currency_required 400; not_configured 503. */
const FIXED_BY_DESIGN = {
  draft_incomplete: 409,
  advert_limit_reached: 409,
  advert_has_deal: 409,
  currency_required: 400,
  not_configured: 503,
} as const;
const WEBHOOK_URL_REFUSALS = ['webhook_url_not_allowed', 'webhook_address_not_public', 'webhook_host_not_found'] as const;
const FIXED_BY_DECISION = {
  // 0012-photo-upload: "each rejection has its own code, all 400" (the spec's operation-specific 400s).
  ...Object.fromEntries(PHOTO_REJECTION_CODES.map((code) => [code, 400])),
  // 0062-webhook-management: a refused url is 400 like a refused photo source; the 11th subscription 409.
  ...Object.fromEntries(WEBHOOK_URL_REFUSALS.map((code) => [code, 400])),
  webhook_limit_reached: 409,
  // 0060-owner-event-log: a cursor past retention is 410 Gone.
  cursor_expired: 410,
  // 0005-errors: the database cannot serve now.
  unavailable: 503,
} as Record<ErrorCode, number>;
const EXPECTED: Record<ErrorCode, number> = { ...FIXED_BY_DECISION, ...FIXED_BY_DESIGN, ...FIXED_BY_SPEC };

describe('the error table', () => {
  it('knows where each code\'s status is fixed, in one place each', () => {
    const sources = [FIXED_BY_SPEC, FIXED_BY_DESIGN, FIXED_BY_DECISION].flatMap((source) => Object.keys(source));
    expect([...sources].sort()).toEqual([...ERROR_CODES].sort());
  });

  it.each(ERROR_CODES.map((code) => [code, EXPECTED[code]] as const))('answers %s with %i', async (code, status) => {
    const answer = await read({ searchAdverts: fail({ code, message: `failed with ${code}`, field: 'rule.currency' }) });
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ error: { code, message: `failed with ${code}`, field: 'rule.currency' } });
  });

  it('gives rate_limited a Retry-After header and retry_after in whole seconds', async () => {
    const answer = await read({ searchAdverts: fail({ code: 'rate_limited', message: 'slow down', retryAfter: 12.2 }) });
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('13');
    expect(answer.body).toEqual({ error: { code: 'rate_limited', message: 'slow down', retry_after: 13 } });
  });

  it('gives retry_after to no other code', async () => {
    const answer = await read({ searchAdverts: fail({ code: 'not_configured', message: 'no provider', retryAfter: 5 }) });
    expect(answer.headers.get('retry-after')).toBeNull();
    expect(answer.body.error.retry_after).toBeUndefined();
  });

  it('gives a 503 unavailable (an outage) a short Retry-After header, and no retry_after', async () => {
    const answer = await read({ searchAdverts: fail({ code: 'unavailable', message: 'down', retryAfter: 5 }) });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('2');
    expect(answer.body.error.retry_after).toBeUndefined();
  });

  it('leaves out an empty field', async () => {
    const answer = await read({ searchAdverts: fail({ code: 'invalid_arguments', message: 'bad', field: '' }) });
    expect(answer.body).toEqual({ error: { code: 'invalid_arguments', message: 'bad' } });
  });

  it('maps a failure of the key lookup (database down) to 503 unavailable', async () => {
    const response = await appWith({ authenticate: fail({ code: 'unavailable', message: 'database down' }) }).request(
      '/categories',
      { headers: { Authorization: `Bearer mk_${'a'.repeat(40)}` } },
    );
    expect(response.status).toBe(503);
    expect(((await response.json()) as ErrorBody).error.code).toBe('unavailable');
  });
});

describe('bugs', () => {
  const secret = 'select * from api_keys where fingerprint = 42';

  it('answers a thrown exception with 500 internal, without its text, and logs it to stderr', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bug = new Error(secret);
    const answer = await read({
      searchAdverts: () => {
        throw bug;
      },
    });
    expect(answer.status).toBe(500);
    expect(answer.body.error.code).toBe('internal');
    expect(JSON.stringify(answer.body)).not.toContain('select');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('GET /adverts'), bug);
  });

  it('answers a rejected result (a bug inside an adapter) with 500, never a 4xx', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await read(
      { getAdvert: () => new ResultAsync(Promise.reject(new TypeError(secret))) },
      '/adverts/7d6a2c1e-3b4f-4e5a-9c8d-0f1e2d3c4b5a',
    );
    expect(answer.status).toBe(500);
    expect(answer.body.error.code).toBe('internal');
    expect(JSON.stringify(answer.body)).not.toContain(secret);
  });

  it('answers a bug in the key lookup with 500', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await appWith({
      authenticate: () => {
        throw new Error(secret);
      },
    }).request('/categories', { headers: { Authorization: `Bearer mk_${'a'.repeat(40)}` } });
    expect(response.status).toBe(500);
  });
});
