import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { okAsync, ResultAsync } from 'neverthrow';
import {
  WEBHOOK_ANSWER_KEPT_BYTES,
  WEBHOOK_TIMEOUT_MS,
  type WebhookAttempt,
  type WebhookRequest,
  type WebhookSender,
  type WebhookUrlRefusal,
} from '@marketplace/core';
import { signatureHeader } from './signature.js';

/** Which addresses a delivery may connect to (the photo downloads' policy, handed in by the composition root). */
export interface AddressPolicy {
  allows(address: string): boolean;
}

export interface HttpWebhookSenderOptions {
  /**
   * The sockets' DNS lookup: resolves once, refuses any address the policy refuses and pins the
   * connection to the checked addresses (adapters-photos' `photoDownloadLookup`).
   */
  readonly lookup: LookupFunction;
  readonly policy: AddressPolicy;
  /** Every address a name resolves to, for the check when a url is saved. */
  readonly resolve: (hostname: string) => Promise<readonly LookupAddress[]>;
  /**
   * WEBHOOK_ALLOW_PRIVATE_TARGETS (development and tests only): http and any port are allowed;
   * the policy handed in then allows private and loopback addresses too.
   */
  readonly allowPrivateTargets: boolean;
  readonly timeoutMs?: number;
  readonly keptBytes?: number;
  readonly userAgent?: string;
}

const refusal = (code: WebhookUrlRefusal['code'], message: string): WebhookUrlRefusal => ({ code, message });
const bare = (hostname: string) => (hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname);

/**
 * Delivers webhooks over HTTP(S) under the photo downloads' SSRF policy: https on the default
 * port, every address public (checked in the socket's lookup, so the address checked is the one
 * connected to: no DNS rebinding), no proxy, no keep-alive, no redirects followed. One deadline
 * covers connecting, sending and the answer; at most `keptBytes` of the answer are read, the rest
 * is dropped with the connection, so a slow or huge answer holds a worker no longer than that.
 */
export class HttpWebhookSender implements WebhookSender {
  private readonly timeoutMs: number;
  private readonly keptBytes: number;

  constructor(private readonly options: HttpWebhookSenderOptions) {
    this.timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
    this.keptBytes = options.keptBytes ?? WEBHOOK_ANSWER_KEPT_BYTES;
  }

  /** What can be told from the url alone: scheme, credentials, port, a literal address. */
  private refusedByForm(text: string): { url: URL } | { refused: WebhookUrlRefusal } {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return { refused: refusal('webhook_url_not_allowed', 'the url is not an absolute url') };
    }
    const schemes = this.options.allowPrivateTargets ? ['https:', 'http:'] : ['https:'];
    if (!schemes.includes(url.protocol)) return { refused: refusal('webhook_url_not_allowed', 'the url must use https') };
    if (url.username || url.password) return { refused: refusal('webhook_url_not_allowed', 'the url may not carry a user name or password') };
    if (!this.options.allowPrivateTargets && url.port !== '') {
      return { refused: refusal('webhook_url_not_allowed', 'the url must use the default https port (443)') };
    }
    const literal = bare(url.hostname);
    if (isIP(literal) && !this.options.policy.allows(literal)) {
      return { refused: refusal('webhook_address_not_public', `${literal} is not a public address`) };
    }
    return { url };
  }

  check(text: string): ResultAsync<WebhookUrlRefusal | null, never> {
    const form = this.refusedByForm(text);
    if ('refused' in form) return okAsync(form.refused);
    const host = bare(form.url.hostname);
    if (isIP(host)) return okAsync(null);
    return ResultAsync.fromSafePromise(
      this.options.resolve(host).then(
        (addresses) => {
          if (addresses.length === 0) return refusal('webhook_host_not_found', `${host} does not resolve`);
          const refused = addresses.find((a) => !this.options.policy.allows(a.address));
          return refused ? refusal('webhook_address_not_public', `${host} resolves to ${refused.address}, which is not a public address`) : null;
        },
        () => refusal('webhook_host_not_found', `${host} does not resolve`),
      ),
    );
  }

  send(delivery: WebhookRequest): ResultAsync<WebhookAttempt, never> {
    const form = this.refusedByForm(delivery.url);
    if ('refused' in form) return okAsync({ delivered: false, statusCode: null, error: form.refused.message });
    return ResultAsync.fromSafePromise(this.post(form.url, delivery));
  }

  private post(url: URL, delivery: WebhookRequest): Promise<WebhookAttempt> {
    return new Promise((resolve) => {
      let settled = false;
      const finish = (attempt: WebhookAttempt) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        resolve(attempt);
      };
      const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
        method: 'POST',
        agent: false,
        lookup: this.options.lookup,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(delivery.body),
          'user-agent': this.options.userAgent ?? 'marketplace-webhooks/1',
          'webhook-id': delivery.eventId,
          'webhook-timestamp': String(delivery.timestamp),
          'webhook-signature': signatureHeader(delivery.secrets, delivery.eventId, delivery.timestamp, delivery.body),
        },
      });
      const deadline = setTimeout(() => {
        finish({ delivered: false, statusCode: null, error: `no answer within ${this.timeoutMs / 1000} s` });
        request.destroy();
      }, this.timeoutMs);
      request.on('error', (error) => finish({ delivered: false, statusCode: null, error: describe(error) }));
      request.on('response', (response: IncomingMessage) => this.readAnswer(response, request, finish));
      request.end(delivery.body);
    });
  }

  /** Keeps at most `keptBytes` of the answer, then closes the connection: the rest is never read. */
  private readAnswer(response: IncomingMessage, request: { destroy(): void }, finish: (attempt: WebhookAttempt) => void) {
    const status = response.statusCode ?? 0;
    const chunks: Buffer[] = [];
    let kept = 0;
    const done = () => {
      const text = Buffer.concat(chunks).subarray(0, this.keptBytes).toString('utf8');
      if (status >= 200 && status < 300) finish({ delivered: true, statusCode: status });
      else if (status >= 300 && status < 400) finish({ delivered: false, statusCode: status, error: `the receiver answered ${status} (redirects are not followed)` });
      else finish({ delivered: false, statusCode: status, error: `the receiver answered ${status}${text ? `: ${text}` : ''}` });
      request.destroy();
    };
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      kept += chunk.length;
      if (kept >= this.keptBytes) done();
    });
    response.on('end', done);
    response.on('error', done);
  }
}

function describe(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code && !error.message.includes(code) ? `${error.message} (${code})` : error.message;
}
