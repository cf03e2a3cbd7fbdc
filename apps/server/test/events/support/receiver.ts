import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** How the receiver answers: 204, 503 with a long body, or not at all until it is told. */
export type ReceiverMode = 'up' | 'down' | 'silent';

/**
 * A webhook receiver on loopback for the tests (reached with WEBHOOK_ALLOW_PRIVATE_TARGETS=true):
 * it keeps every request it got, and answers as its mode says.
 */
export async function startReceiver() {
  const received: ReceivedDelivery[] = [];
  const held: ServerResponse[] = [];
  let mode: ReceiverMode = 'up';
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      received.push({ headers, body: Buffer.concat(chunks).toString('utf8') });
      if (mode === 'silent') {
        held.push(response);
        return;
      }
      if (mode === 'down') {
        response.writeHead(503, { 'content-type': 'text/plain' });
        response.end(`maintenance ${'x'.repeat(8000)}`);
        return;
      }
      response.writeHead(204);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/marketplace`,
    port,
    received,
    set mode(next: ReceiverMode) {
      mode = next;
    },
    close: async () => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
