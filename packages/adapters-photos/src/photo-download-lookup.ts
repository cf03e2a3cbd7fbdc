import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress, LookupOptions } from 'node:dns';
import type { PhotoDownloadPolicy } from './photo-download-policy.js';

/** Resolves a host name to every address it has (tests inject their own). */
export type Resolver = (hostname: string) => Promise<readonly LookupAddress[]>;

export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** Thrown from the lookup when a host resolves to an address the policy refuses: `photo_address_not_public`. */
export class PhotoAddressNotPublic extends Error {
  constructor(
    readonly hostname: string,
    readonly address: string,
  ) {
    super(`${hostname} resolves to ${address}, which is not a public address`);
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The DNS lookup of the photo downloads' sockets (the SSRF guard): it resolves once, checks every
 * address, and hands exactly the checked addresses to the connect: there is no second resolution
 * a rebinding DNS server could answer differently (the address is pinned between check and connect).
 */
export function photoDownloadLookup(resolve: Resolver, policy: PhotoDownloadPolicy) {
  return (hostname: string, options: LookupOptions | LookupCallback, maybeCallback?: LookupCallback): void => {
    const callback = (typeof options === 'function' ? options : maybeCallback) as LookupCallback;
    const opts: LookupOptions = typeof options === 'function' ? {} : options;
    resolve(hostname).then(
      (found) => {
        const addresses = found.filter((a) => !opts.family || a.family === opts.family);
        if (addresses.length === 0) {
          const error: NodeJS.ErrnoException = new Error(`${hostname} does not resolve`);
          error.code = 'ENOTFOUND';
          callback(error, '');
          return;
        }
        const refused = addresses.find((a) => !policy.allows(a.address));
        if (refused) {
          callback(new PhotoAddressNotPublic(hostname, refused.address), '');
          return;
        }
        if (opts.all) callback(null, addresses.map((a) => ({ address: a.address, family: a.family })));
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}
