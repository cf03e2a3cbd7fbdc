import { expect } from 'vitest';
import type { TestApp } from '../support/test-app.js';

/** The spec's Error shape, as a client reads it. */
export interface ErrorBody {
  error: { code: string; message?: string; field?: string; retry_after?: number };
}

export interface Answer<T> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: T;
}

/** GET through the real HTTP server; the body parsed as JSON (every answer of the API is JSON). */
export async function getJson<T>(app: TestApp, path: string, init?: RequestInit): Promise<Answer<T>> {
  const response = await app.get(`/api/v1${path}`, init);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
}

/** Asserts a failure answer: status, code, the field when one is named, and the Error shape. */
export function expectError(answer: Answer<unknown>, status: number, code: string, field?: string): void {
  expect({ status: answer.status, code: (answer.body as ErrorBody).error?.code }).toEqual({ status, code });
  const error = (answer.body as ErrorBody).error;
  expect(typeof error.message).toBe('string');
  if (field !== undefined) expect(error.field).toBe(field);
  expect(Object.keys(answer.body as object)).toEqual(['error']);
}

/** A query string from pairs, repeated names allowed (`queries=a&queries=b`). */
export const qs = (...pairs: [string, string | number | boolean][]): string =>
  `?${new URLSearchParams(pairs.map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
