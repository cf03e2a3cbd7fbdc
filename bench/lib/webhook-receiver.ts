/**
 * A webhook receiver on loopback for `pnpm bench:webhooks`: answers 204 at once, keeps each
 * event's first arrival time (performance.now(), the bench process's clock) and checks every
 * delivery's signature with the independent `standardwebhooks` package. Each subscription posts
 * to a path of its own (`/hooks/<name>`), whose secret is given once the subscription exists.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Webhook } from 'standardwebhooks';

export interface Arrival {
  readonly at: number;
  readonly path: string;
  readonly type: string;
  readonly data: Record<string, unknown>;
}

export async function startWebhookReceiver() {
  /** By event id (webhook-id): the first arrival; repeats are counted apart. */
  const arrivals = new Map<string, Arrival>();
  const verifiers = new Map<string, Webhook>();
  const counts = { requests: 0, repeats: 0, verified: 0, badSignatures: 0, unknownPath: 0 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = performance.now();
      counts.requests += 1;
      const body = Buffer.concat(chunks).toString('utf8');
      const path = request.url ?? '';
      const verifier = verifiers.get(path);
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      let event: { type: string; data: Record<string, unknown> } | null = null;
      if (!verifier) counts.unknownPath += 1;
      else {
        try {
          event = verifier.verify(body, headers) as { type: string; data: Record<string, unknown> };
          counts.verified += 1;
        } catch {
          counts.badSignatures += 1;
        }
      }
      const id = headers['webhook-id'] ?? '';
      if (arrivals.has(id)) counts.repeats += 1;
      else if (event) arrivals.set(id, { at, path, type: event.type, data: event.data });
      response.writeHead(204);
      response.end();
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The url a subscription named `name` posts to. */
    urlFor: (name: string) => `http://127.0.0.1:${port}/hooks/${name}`,
    /** Deliveries to `/hooks/<name>` are verified with this secret from now on. */
    expect: (name: string, secret: string) => void verifiers.set(`/hooks/${name}`, new Webhook(secret)),
    arrivals,
    counts,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
