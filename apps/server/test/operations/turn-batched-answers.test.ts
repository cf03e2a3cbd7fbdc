import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { TurnBatchedResponse } from '../../src/http-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Answers ended in one turn of the event loop are written at its end, together (decision 0079):
 * what the HTTP server's response class keeps of `end`'s contract, through real sockets.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

let server: Server | null = null;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

/** A server with the batched response class; `handle` gets each request. */
async function listen(handle: (request: IncomingMessage, response: ServerResponse) => void): Promise<number> {
  server = createServer({ ServerResponse: TurnBatchedResponse }, handle);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server!.address() as AddressInfo).port;
}

/** Sends `raw` on one connection and collects everything the server writes until it closes the connection. */
function exchange(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

it('answers pipelined requests of the app on one connection, complete and in their order', async () => {
  const { port } = new URL(app.baseUrl);
  const paths = ['/api/v1/categories?depth=1', '/healthz', '/api/v1/adverts?limit=0', '/nowhere'];
  // The last request asks the server to close the connection after its answer.
  const raw = paths.map((path, i) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${i === paths.length - 1 ? 'Connection: close\r\n' : ''}\r\n`).join('');
  const received = await exchange(Number(port), raw);
  const statuses = [...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));
  expect(statuses).toEqual([200, 200, 400, 404]);
  // Each answer's body is as long as it says, so the next answer starts where it ends.
  const answers = received.split(/(?=HTTP\/1\.1 \d{3})/);
  for (const answer of answers) {
    const [head, body] = answer.split('\r\n\r\n') as [string, string];
    const length = Number(/content-length: (\d+)/i.exec(head)?.[1]);
    expect(Buffer.byteLength(body, 'latin1')).toBe(length);
  }
});

it('answers many parallel requests of one client each with its own answer', async () => {
  const ids = Array.from({ length: 40 }, (_, i) => i);
  const answers = await Promise.all(ids.map((i) => app.get(`/api/v1/adverts?limit=${i === 0 ? 0 : 1}&lang=de`).then(async (r) => ({ i, status: r.status, body: (await r.json()) as Record<string, unknown> }))));
  for (const { i, status, body } of answers) {
    if (i === 0) {
      expect(status).toBe(400);
      expect((body.error as { field: string }).field).toBe('limit');
    } else {
      expect(status).toBe(200);
      expect(body).toHaveProperty('adverts');
    }
  }
});

it("writes nothing until the handler's turn ends, then ends the answer with its callback", async () => {
  const seen: { writtenAtEnd: number; endedAtEnd: boolean; returned: boolean; finishedLater: boolean; calledBack: boolean }[] = [];
  const port = await listen((request, response) => {
    let calledBack = false;
    const returned = response.end('hello', 'latin1', () => (calledBack = true)) === response;
    const entry = { writtenAtEnd: request.socket.bytesWritten, endedAtEnd: response.writableEnded, returned, finishedLater: false, calledBack: false };
    seen.push(entry);
    response.on('finish', () => {
      entry.finishedLater = true;
      setImmediate(() => (entry.calledBack = calledBack));
    });
  });
  const answer = await fetch(`http://127.0.0.1:${port}/`);
  expect(await answer.text()).toBe('hello');
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(seen).toEqual([{ writtenAtEnd: 0, endedAtEnd: false, returned: true, finishedLater: true, calledBack: true }]);
});

/** A server that holds `count` requests, then hands their responses to `answer` in one turn. */
async function holding(count: number, answer: (responses: ServerResponse[]) => void): Promise<number> {
  const held: ServerResponse[] = [];
  return listen((_request, response) => {
    held.push(response);
    if (held.length === count) answer(held.splice(0));
  });
}

/** A request on a connection of its own: its body, or the error that ended it. */
const ask = (port: number, path: string) =>
  fetch(`http://127.0.0.1:${port}${path}`, { headers: { Connection: 'close' } }).then(
    async (r) => ({ body: await r.text() }),
    (error: Error) => ({ error: error.message }),
  );

it('writes the answers ended in one turn together, after the turn', async () => {
  const writtenDuringTurn: number[] = [];
  const port = await holding(3, (responses) => {
    responses.forEach((response, i) => response.end(`answer ${i}`));
    // Every answer of the turn is still unwritten when the last is ended.
    for (const response of responses) writtenDuringTurn.push(response.socket?.bytesWritten ?? -1);
  });
  const answers = await Promise.all([ask(port, '/a'), ask(port, '/b'), ask(port, '/c')]);
  expect(writtenDuringTurn).toEqual([0, 0, 0]);
  expect(answers.map((a) => ('body' in a ? a.body : a.error)).sort()).toEqual(['answer 0', 'answer 1', 'answer 2']);
});

it('skips an answer destroyed before its turn ended and still writes the others', async () => {
  const port = await holding(2, ([first, second]) => {
    first!.end('never sent');
    second!.end('sent');
    first!.destroy();
  });
  const answers = await Promise.all([ask(port, '/first'), ask(port, '/second')]);
  const bodies = answers.flatMap((a) => ('body' in a ? [a.body] : []));
  expect(bodies).toEqual(['sent']);
  expect(answers.filter((a) => 'error' in a)).toHaveLength(1);
});

it('ends only the connection whose end was refused; the rest of the turn is written', async () => {
  const port = await holding(2, ([first, second]) => {
    // A body of a type end() refuses: thrown when the answer is ended at the end of the turn.
    first!.end(12345 as unknown as string);
    second!.end('sent');
  });
  const answers = await Promise.all([ask(port, '/first'), ask(port, '/second')]);
  expect(answers.flatMap((a) => ('body' in a ? [a.body] : []))).toEqual(['sent']);
  expect(answers.filter((a) => 'error' in a)).toHaveLength(1);
});
