import { Agent as HttpsAgent } from 'node:https';
import got, { type Got } from 'got';
import { err, errAsync, ok, ResultAsync, type Result } from 'neverthrow';
import { PHOTO_LIMITS, photoRejected, type FetchedPhoto, type PhotoFetcher, type PhotoRejected } from '@marketplace/core';
import { literalAddress, publicAddressesOnly, publicOrLoopback, type PhotoDownloadPolicy } from './photo-download-policy.js';
import { PhotoAddressNotPublic, photoDownloadLookup, systemResolver, type Resolver } from './photo-download-lookup.js';

/** Settings only tests pass: never read from the environment, so production cannot enable them. */
export interface FetcherTestOnlyOptions {
  /** Allows loopback addresses (a server the test starts) besides public ones. */
  readonly allowLoopback: true;
  /** PEM of the test CA the loopback server's certificate is signed by. */
  readonly certificateAuthority: string;
  /** The loopback server's port, accepted as if it were the default https port. */
  readonly defaultPort: number;
}

export interface GotPhotoFetcherOptions {
  readonly resolver?: Resolver;
  readonly timeoutMs?: number;
  readonly maxBytes?: number;
  readonly maxRedirects?: number;
  readonly testOnly?: FetcherTestOnlyOptions;
}

/** A url refused before any connection: scheme, port or a literal address. */
class UrlRefused extends Error {
  constructor(readonly rejection: PhotoRejected) {
    super(rejection.message);
  }
}

/** The first error of a kind in an error's cause chain. */
function causeOf<T>(error: unknown, kind: new (...args: never[]) => T): T | null {
  for (let e = error; e instanceof Error; e = e.cause) if (e instanceof kind) return e;
  return null;
}

const codeOf = (error: unknown): string | undefined => {
  for (let e = error; e instanceof Error; e = e.cause) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code && code !== 'ERR_GOT_REQUEST_ERROR') return code;
  }
  return undefined;
};

/**
 * Downloads a photo with got, safe against SSRF: https only, the default port only, every
 * address the host resolves to public (checked by the socket's own lookup, so the checked
 * address is the one connected to), each of at most 3 redirects checked the same way, one
 * deadline over everything, and the size counted on the (decompressed) stream, never trusted
 * from Content-Length. No proxy from the environment is used.
 */
export class GotPhotoFetcher implements PhotoFetcher {
  private readonly client: Got;
  private readonly policy: PhotoDownloadPolicy;
  private readonly defaultPort: number;
  private readonly timeoutMs: number;
  private readonly maxBytes: number;

  constructor(options: GotPhotoFetcherOptions = {}) {
    this.policy = options.testOnly?.allowLoopback ? publicOrLoopback : publicAddressesOnly;
    this.defaultPort = options.testOnly?.defaultPort ?? 443;
    this.timeoutMs = options.timeoutMs ?? PHOTO_LIMITS.timeoutMs;
    this.maxBytes = options.maxBytes ?? PHOTO_LIMITS.maxBytes;
    const lookup = photoDownloadLookup(options.resolver ?? systemResolver, this.policy);
    this.client = got.extend({
      // No keep-alive: every connection goes through the photo-download lookup of its own request.
      agent: { https: new HttpsAgent({ keepAlive: false }) },
      dnsLookup: lookup as never,
      https: options.testOnly ? { certificateAuthority: options.testOnly.certificateAuthority } : {},
      followRedirect: true,
      maxRedirects: options.maxRedirects ?? PHOTO_LIMITS.maxRedirects,
      retry: { limit: 0 },
      throwHttpErrors: true,
      headers: { 'user-agent': 'marketplace-photo-fetcher/1', accept: 'image/jpeg, image/png, image/webp, image/gif' },
      hooks: {
        beforeRedirect: [
          (updated) => {
            const next = updated.url instanceof URL ? updated.url : new URL(String(updated.url));
            const refused = this.refusal(next);
            if (refused) throw new UrlRefused(refused);
          },
        ],
      },
    });
  }

  /** Why a url may not be requested before connecting, or null. */
  private refusal(url: URL): PhotoRejected | null {
    if (url.protocol !== 'https:') return photoRejected('photo_url_not_https', url.protocol);
    // URL drops an explicit :443 from https urls, so an empty port is the default one.
    const port = url.port === '' ? this.defaultPort : Number(url.port);
    if (port !== this.defaultPort) return photoRejected('photo_port_not_allowed', `port ${port}`);
    if (url.username || url.password) return photoRejected('photo_url_not_https', 'credentials in the url');
    // Sockets skip the lookup for IP literals: check them here.
    const literal = literalAddress(url.hostname);
    if (literal !== null && !this.policy.allows(literal)) return photoRejected('photo_address_not_public');
    return null;
  }

  /** A url with the default port made explicit for the test server (tests only). */
  private target(url: URL): URL {
    if (this.defaultPort === 443 || url.port !== '') return url;
    const copy = new URL(url);
    copy.port = String(this.defaultPort);
    return copy;
  }

  fetch(raw: string): ResultAsync<FetchedPhoto, PhotoRejected> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return errAsync(photoRejected('photo_fetch_failed', 'not a url'));
    }
    const refused = this.refusal(url);
    if (refused) return errAsync(refused);
    return new ResultAsync(this.download(this.target(url)));
  }

  private async download(url: URL): Promise<Result<FetchedPhoto, PhotoRejected>> {
    const abort = new AbortController();
    let timedOut = false;
    const deadline = setTimeout(() => {
      timedOut = true;
      abort.abort();
    }, this.timeoutMs);
    const chunks: Buffer[] = [];
    let total = 0;
    try {
      const stream = this.client.stream(url, { signal: abort.signal });
      stream.on('response', (response: { headers: Record<string, string | undefined> }) => {
        // A declared size may refuse early; it is never trusted to accept.
        if (Number(response.headers['content-length'] ?? 0) > this.maxBytes) abort.abort();
      });
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > this.maxBytes) {
          stream.destroy();
          return err(photoRejected('photo_too_large'));
        }
        chunks.push(chunk);
      }
      return ok({ bytes: new Uint8Array(Buffer.concat(chunks)) });
    } catch (error) {
      return err(this.rejectionOf(error, timedOut, total));
    } finally {
      clearTimeout(deadline);
    }
  }

  private rejectionOf(error: unknown, timedOut: boolean, received: number): PhotoRejected {
    const refused = causeOf(error, UrlRefused);
    if (refused) return refused.rejection;
    // The address the host resolved to is not named (see photo.ts), nor told apart from no address.
    if (causeOf(error, PhotoAddressNotPublic)) return photoRejected('photo_address_not_public');
    if (timedOut) return photoRejected('photo_timeout');
    const code = codeOf(error);
    if (code === 'ABORT_ERR' || code === 'ERR_ABORTED' || (error instanceof Error && error.name === 'AbortError')) {
      // Aborted before the deadline: only the declared size does that.
      return photoRejected('photo_too_large', 'Content-Length');
    }
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA') return photoRejected('photo_address_not_public');
    if (code === 'ERR_TOO_MANY_REDIRECTS') return photoRejected('photo_too_many_redirects');
    if (code === 'ETIMEDOUT') return photoRejected('photo_timeout');
    if (code === 'ERR_NON_2XX_3XX_RESPONSE') {
      const status = (error as { response?: { statusCode?: number } }).response?.statusCode;
      return photoRejected('photo_fetch_failed', `HTTP ${status ?? '?'}`);
    }
    return photoRejected('photo_fetch_failed', code ?? (received > 0 ? 'connection closed' : 'no answer'));
  }
}
