import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aSeller } from '@marketplace/core/testing';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { issueKey } from '../support/api-keys.js';

/**
 * Requests HTTP itself refuses, sent as raw bytes over a TCP socket to a real server: the answer
 * is a complete HTTP/1.1 response in the Error shape, and the connection is closed
 * (decision 0039-protocol-errors).
 */

let app: TestApp;
let port: number;
beforeAll(async () => {
  app = await startTestApp();
  port = Number(new URL(app.baseUrl).port);
});
afterAll(async () => {
  await app.close();
});

interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
  /** The server closed the connection after its answer. */
  readonly closed: boolean;
}

/** Writes `request` as is and reads until the server closes (or 5 s pass, then `closed` is false). */
function sendRaw(request: Buffer | string, to: number = port): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(to, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    let closed = false;
    const finish = () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      if (split < 0) return reject(new Error(`no HTTP answer: ${JSON.stringify(text)}`));
      const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine?.split(' ')[1]), headers, body: text.slice(split + 4), closed });
    };
    const timer = setTimeout(() => {
      socket.destroy();
      finish();
    }, 5000);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => {
      closed = true;
      finish();
    });
    socket.on('error', () => undefined);
  });
}

function expectErrorAnswer(answer: RawAnswer, status: number, code: string): void {
  expect({ status: answer.status, closed: answer.closed }).toEqual({ status, closed: true });
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  const body = JSON.parse(answer.body) as { error: { code: string; message: string } };
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe('string');
}

const head = (requestLine: string, ...headers: string[]) => `${requestLine}\r\n${[...headers, ''].join('\r\n')}\r\n`;

describe('answers to requests HTTP refuses', () => {
  it('a 100 KB query string: 431 request_header_too_large', async () => {
    const answer = await sendRaw(head(`GET /api/v1/adverts?city=${'a'.repeat(100_000)} HTTP/1.1`, 'Host: localhost'));
    expectErrorAnswer(answer, 431, 'request_header_too_large');
  });

  it('a request without Host: 400 bad_request', async () => {
    expectErrorAnswer(await sendRaw(head('GET /api/v1/adverts HTTP/1.1')), 400, 'bad_request');
  });

  it('both Content-Length and Transfer-Encoding: 400 bad_request', async () => {
    const request = head('POST /api/v1/my/drafts HTTP/1.1', 'Host: localhost', 'Content-Type: application/json', 'Content-Length: 2', 'Transfer-Encoding: chunked');
    expectErrorAnswer(await sendRaw(`${request}2\r\n{}\r\n0\r\n\r\n`), 400, 'bad_request');
  });

  it('an unknown method: 501 method_not_implemented', async () => {
    expectErrorAnswer(await sendRaw(head('FOO /api/v1/adverts HTTP/1.1', 'Host: localhost')), 501, 'method_not_implemented');
  });

  it('a backslash in the path: 400 bad_request', async () => {
    expectErrorAnswer(await sendRaw(head('GET /api/v1\\adverts HTTP/1.1', 'Host: localhost')), 400, 'bad_request');
  });

  it('raw UTF-8 in the query: 400 bad_request telling to percent-encode', async () => {
    const request = Buffer.concat([Buffer.from('GET /api/v1/adverts?city='), Buffer.from('Београд', 'utf8'), Buffer.from(' HTTP/1.1\r\nHost: localhost\r\n\r\n')]);
    const answer = await sendRaw(request);
    expectErrorAnswer(answer, 400, 'bad_request');
    expect(JSON.parse(answer.body).error.message).toMatch(/percent-encoded/);
  });

  it('garbage instead of a request line: 400 or 501 in the Error shape', async () => {
    const answer = await sendRaw('\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n');
    expect([400, 501]).toContain(answer.status);
    expectErrorAnswer(answer, answer.status, answer.status === 400 ? 'bad_request' : 'method_not_implemented');
  });

  it('CONNECT (a proxy tunnel): 501 method_not_implemented, not a closed connection', async () => {
    const answer = await sendRaw(head('CONNECT internal.example:443 HTTP/1.1', 'Host: internal.example:443'));
    expectErrorAnswer(answer, 501, 'method_not_implemented');
    expect(JSON.parse(answer.body).error.message).toMatch(/CONNECT/);
  });

  it('a body that stalls: 408 request_timeout once REQUEST_TIMEOUT_SECONDS pass, not after Node\'s 300 s', async () => {
    const seller = aSeller();
    const impatient = await startTestApp({ users: [seller] }, { env: { REQUEST_TIMEOUT_SECONDS: '1' } });
    try {
      const key = await issueKey(impatient.services.database, seller.id);
      // 2 of 100 promised bytes, then nothing: sendRaw waits 5 s for the answer.
      const request = head('POST /api/v1/my/drafts HTTP/1.1', 'Host: localhost', `Authorization: Bearer ${key}`, 'Content-Type: application/json', 'Content-Length: 100');
      const answer = await sendRaw(`${request}{"`, Number(new URL(impatient.baseUrl).port));
      expectErrorAnswer(answer, 408, 'request_timeout');
    } finally {
      await impatient.close();
    }
  });

  it('the same city percent-encoded as UTF-8 is served', async () => {
    const answer = await sendRaw(head(`GET /api/v1/adverts?city=${encodeURIComponent('Београд')} HTTP/1.1`, 'Host: localhost', 'Connection: close'));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ total: 0, adverts: [] });
  });
});
