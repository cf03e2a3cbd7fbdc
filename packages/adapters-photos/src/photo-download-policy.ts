import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which network addresses a photo may be downloaded from: globally routable unicast only
 * (decision 0034-ssrf-ipv6). ipaddr.js names the special ranges of the IANA registries
 * (loopback, private, link-local with the cloud metadata address, CGNAT, multicast, reserved,
 * documentation, benchmarking, discard, ORCHID, unique-local, …); anything it does not call
 * `unicast` is refused. IPv6 must moreover lie in 2000::/3, the only space IANA allocates for
 * global unicast, which refuses the deprecated IPv4-compatible `::/96` (`[::127.0.0.1]`, `[::2]`)
 * and the rest of `::/8`. Three IPv6 forms carry an IPv4 address a relay or translator connects
 * to, so that address must pass the IPv4 rules: NAT64's well-known prefix 64:ff9b::/96, 6to4
 * (2002::/16) and Teredo (2001::/32, server and client, the client XOR-obfuscated). IPv4-mapped
 * and -translated forms and NAT64's local-use 64:ff9b:1::/48 (where the IPv4 sits depends on the
 * operator's prefix length) are refused whole.
 */
export interface PhotoDownloadPolicy {
  allows(address: string): boolean;
}

const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');

const publicV4 = (address: ipaddr.IPv4): boolean => address.range() === 'unicast';

/** The IPv4 address in 16-bit groups `high`/`low` of an IPv6 address, XORed with `mask`. */
function embeddedV4(parts: number[], high: number, mask = 0): ipaddr.IPv4 {
  const value = ((((parts[high] ?? 0) << 16) | (parts[high + 1] ?? 0)) ^ mask) >>> 0;
  return new ipaddr.IPv4([value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);
}

function publicV6(address: ipaddr.IPv6): boolean {
  const { parts } = address;
  switch (address.range()) {
    case 'unicast':
      return address.match(GLOBAL_UNICAST);
    case 'rfc6052':
      return address.match(NAT64_WELL_KNOWN) && publicV4(embeddedV4(parts, 6));
    case '6to4':
      return publicV4(embeddedV4(parts, 1));
    case 'teredo':
      return publicV4(embeddedV4(parts, 2)) && publicV4(embeddedV4(parts, 6, 0xffffffff));
    default:
      return false;
  }
}

const isPublic = (address: string): boolean => {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  return parsed.kind() === 'ipv4' ? publicV4(parsed as ipaddr.IPv4) : publicV6(parsed as ipaddr.IPv6);
};

export const publicAddressesOnly: PhotoDownloadPolicy = { allows: isPublic };

/** Tests only: loopback as well, for a server the test starts itself. */
export const publicOrLoopback: PhotoDownloadPolicy = {
  allows: (address) => isPublic(address) || (ipaddr.isValid(address) && ipaddr.parse(address).range() === 'loopback'),
};

/** The host of a url as an address when it is an IP literal (`[::1]` unbracketed), else null. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) ? bare : null;
}
