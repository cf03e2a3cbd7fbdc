// The start responder's thread (decision 0065): it owns the listening socket while the main
// thread starts the service (loading the code, opening PGlite, migrating, seeding: work that
// holds the main thread for seconds). It answers /healthz and /readyz itself, at once, and passes
// every other request to the main thread's internal server, which answers as soon as it is free.
// Plain JavaScript with node:http only: it starts in milliseconds, under tsx and in the bundle
// alike (scripts/build.mjs copies it beside dist/bin/server.js).
import { request as forward, createServer } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ host: string; port: number; upstreamPort: number; peerHeader: string; peerToken: string; parked: Int32Array; answers: Record<'healthz' | 'readyz', { status: number; headers: Record<string, string>; body: string }> }} */
const { host, port, upstreamPort, peerHeader, peerToken, parked, answers } = workerData;
const port_ = parentPort;
if (!port_) throw new Error('start-responder.worker.mjs runs as a worker thread');

let handingOver = false;
const open = new Set();

const server = createServer({ requireHostHeader: false }, (request, response) => {
  // Every answer closes its connection: no client keeps one to this thread past the hand-over.
  response.shouldKeepAlive = false;
  const path = (request.url ?? '/').split('?')[0];
  const answer = request.method !== 'GET' && request.method !== 'HEAD' ? undefined : path === '/healthz' ? answers.healthz : path === '/readyz' ? answers.readyz : undefined;
  if (answer) {
    response.writeHead(answer.status, { ...answer.headers, 'Content-Length': Buffer.byteLength(answer.body) });
    response.end(request.method === 'HEAD' ? undefined : answer.body);
    return;
  }
  const upstream = forward(
    {
      host: '127.0.0.1',
      port: upstreamPort,
      method: request.method,
      path: request.url,
      // The client's address goes with the request (the main thread sees this thread's), under a
      // token of this start, so that the limits without a key still count per client.
      headers: { ...endToEnd(request.headers), [peerHeader]: `${peerToken} ${request.socket.remoteFamily ?? ''} ${request.socket.remoteAddress ?? ''}` },
      agent: false,
    },
    (answered) => {
      response.writeHead(answered.statusCode ?? 502, endToEnd(answered.headers));
      answered.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(503, { ...answers.readyz.headers });
    response.end();
  });
  request.pipe(upstream);
});

/** The headers of a hop (RFC 9110 7.6.1) stay on it: the connection is this thread's, not the client's. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);
function endToEnd(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && name !== peerHeader));
}

server.on('connection', (socket) => {
  open.add(socket);
  socket.on('close', () => {
    open.delete(socket);
    parkIfIdle();
  });
});

/**
 * Once the main thread listens on the same socket, this thread stops taking connections. A
 * thread cannot stop accepting on a socket without closing it (the main thread's too): it
 * finishes the connections it has, then blocks for good, so that it never polls the socket again.
 * The process's exit ends it.
 */
function parkIfIdle() {
  if (!handingOver || open.size > 0) return;
  port_.postMessage({ type: 'parked' });
  Atomics.wait(parked, 0, 0);
}

server.on('error', (error) => port_.postMessage({ type: 'error', code: error.code, message: error.message }));
server.listen(port, host, () => {
  const address = server.address();
  // _handle.fd: the socket's descriptor, for the main thread to listen on as well.
  port_.postMessage({ type: 'listening', port: address.port, fd: server._handle.fd });
});

port_.on('message', (message) => {
  if (message.type === 'readyz') {
    answers.readyz = message.answer;
  } else if (message.type === 'hand-over') {
    handingOver = true;
    parkIfIdle();
  } else if (message.type === 'close') {
    // A stop while starting: this thread alone listens, so closing the socket stops the process's accepting.
    server.close(() => port_.postMessage({ type: 'closed' }));
  }
});
