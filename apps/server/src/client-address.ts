import { isIPv6 } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import ipaddr from 'ipaddr.js';
import { requestHeader } from '@marketplace/rest/http';

/** The /64 network of an IPv6 address, written `a:b:c:d::/64` (the size one subscriber gets). */
export function ipv6Network(address: string): string {
  const groups = ipaddr.IPv6.parse(address).parts.slice(0, 4);
  return `${groups.map((group) => group.toString(16)).join(':')}::/64`;
}

/**
 * The budget an address counts against: an IPv4 address (also as Node reports it on a dual-stack
 * socket, ::ffff:1.2.3.4) as itself; an IPv6 address by its /64, since one subscriber holds a
 * whole /64 and could otherwise rotate through it.
 */
function plain(address: string): string {
  if (!isIPv6(address)) return address;
  const parsed = ipaddr.IPv6.parse(address);
  return parsed.isIPv4MappedAddress() ? parsed.toIPv4Address().toString() : ipv6Network(address);
}

/**
 * The client's address for the limits without a key. The socket's peer, unless `trustProxy`
 * proxies stand in front: each appends the address it saw to X-Forwarded-For, so the entry
 * `trustProxy` places from the right of [...X-Forwarded-For, socket] is the address the outermost
 * trusted proxy saw. Entries further left were written by the client and are never believed: a
 * spoofed header cannot pick the address a request counts against.
 */
export function clientAddressOf(socket: string | undefined, forwardedFor: string | undefined, trustProxy: number): string {
  const chain = [
    ...(trustProxy > 0 && forwardedFor ? forwardedFor.split(',').map((entry) => entry.trim()) : []),
    socket ?? 'unknown',
  ].filter((entry) => entry !== '');
  return plain(chain[Math.max(0, chain.length - 1 - trustProxy)] ?? 'unknown');
}

/** The client address of a request served by @hono/node-server. */
export const clientAddress =
  (trustProxy: number) =>
  (c: Context): string => {
    let socket: string | undefined;
    try {
      socket = getConnInfo(c).remote.address;
    } catch {
      // Not served from a socket (app.request() in a test): one shared 'unknown' budget.
      socket = undefined;
    }
    return clientAddressOf(socket, requestHeader(c, 'x-forwarded-for'), trustProxy);
  };
