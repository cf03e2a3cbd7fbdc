import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import { Worker } from 'node:worker_threads';
import { STARTING_RETRY_AFTER_S } from './starting.js';

/**
 * The listening socket during a start (decision 0065). A thread of its own binds the port and
 * answers /healthz and /readyz (`503 starting`) at once however long the main thread is held (by
 * loading the code, PGlite's WebAssembly, migrations, the demo data); every other request goes to
 * `upstream`, the main thread's server on a loopback port, and is answered as soon as that thread
 * is free. `handOver` makes `server` listen on the same socket and retires the thread.
 */
export interface StartResponder {
  readonly port: number;
  /** What /readyz answers from now on (the app's answer: `search_index_loading` while the index loads). */
  answerReadyz(answer: ResponderAnswer): void;
  /** `server` takes the connections from now on; resolves once the thread accepts none. */
  handOver(server: Server): Promise<void>;
  /** A stop while starting: the socket closes (nothing listens on it but this thread). */
  close(): Promise<void>;
}

type FromThread =
  | { type: 'listening'; port: number; fd: number }
  | { type: 'error'; code?: string; message: string }
  | { type: 'parked' }
  | { type: 'closed' };

export interface ResponderAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

const answer = (status: number, body: unknown, headers: Record<string, string> = {}): ResponderAnswer => ({
  status,
  headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  body: JSON.stringify(body),
});

/** The header in which the thread passes on the client's address: `<token> <family> <address>`. */
const PEER_HEADER = 'x-start-responder-peer';

/**
 * Makes a request that the thread passed on look, to what reads its socket (the limits without
 * a key, through `getConnInfo`), as if it came from the client: the thread's connection to
 * `upstream` is its own, one per request. A header without this start's token is dropped, never
 * believed (another process on this host could reach the loopback port).
 */
function takesPeerFromThread(upstream: Server, token: string): void {
  upstream.prependListener('request', (request: IncomingMessage) => {
    const value = request.headers[PEER_HEADER];
    delete request.headers[PEER_HEADER];
    const [given, family, address] = typeof value === 'string' ? value.split(' ') : [];
    if (given !== token || !address) return;
    Object.defineProperty(request.socket, 'remoteAddress', { value: address, configurable: true });
    Object.defineProperty(request.socket, 'remoteFamily', { value: family, configurable: true });
  });
}

/** Rejects as `listen` would (EADDRINUSE, EACCES) if the port cannot be bound. */
export async function startStartResponder(options: { host: string; port: number; upstream: Server; upstreamPort: number }): Promise<StartResponder> {
  const peerToken = randomBytes(16).toString('hex');
  takesPeerFromThread(options.upstream, peerToken);
  const thread = new Worker(new URL('./start-responder.worker.mjs', import.meta.url), {
    // Plain JavaScript: no loader hooks (tsx) to start in this thread.
    execArgv: [],
    workerData: {
      host: options.host,
      port: options.port,
      upstreamPort: options.upstreamPort,
      peerHeader: PEER_HEADER,
      peerToken,
      parked: new Int32Array(new SharedArrayBuffer(4)),
      answers: {
        healthz: answer(200, { status: 'ok' }),
        readyz: answer(503, { status: 'starting' }, { 'Retry-After': String(STARTING_RETRY_AFTER_S) }),
      },
    },
  });
  // Parked for good after the hand-over: the process's exit ends it.
  thread.unref();
  const next = (type: FromThread['type']) =>
    new Promise<FromThread>((resolve, reject) => {
      const onMessage = (message: FromThread) => {
        if (message.type !== type && message.type !== 'error') return;
        thread.off('message', onMessage);
        if (message.type === 'error') reject(Object.assign(new Error(message.message), { code: message.code }));
        else resolve(message);
      };
      thread.on('message', onMessage);
    });
  const listening = (await next('listening')) as Extract<FromThread, { type: 'listening' }>;
  return {
    port: listening.port,
    answerReadyz: (readyz) => thread.postMessage({ type: 'readyz', answer: readyz }),
    handOver: async (server) => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen({ fd: listening.fd }, () => {
          server.off('error', reject);
          resolve();
        });
      });
      const parked = next('parked');
      thread.postMessage({ type: 'hand-over' });
      await parked;
    },
    close: async () => {
      const closed = next('closed');
      thread.postMessage({ type: 'close' });
      await closed;
      await thread.terminate();
    },
  };
}
