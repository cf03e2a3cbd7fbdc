import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which network addresses a photo may be downloaded from: public unicast only. ipaddr.js names
 * every special range (loopback, private, link-local with the cloud metadata address, CGNAT,
 * multicast, unspecified, broadcast, reserved, unique-local, IPv4-mapped and translated IPv6,
 * 6to4, Teredo, documentation, benchmarking); anything but `unicast` is refused. Mapped and
 * embedding IPv6 forms are refused whole rather than decoded, so no IPv4 range hides inside.
 */
export interface AddressPolicy {
  allows(address: string): boolean;
}

export const publicAddressesOnly: AddressPolicy = {
  allows: (address) => ipaddr.isValid(address) && ipaddr.parse(address).range() === 'unicast',
};

/** Tests only: loopback as well, for a server the test starts itself. */
export const publicOrLoopback: AddressPolicy = {
  allows: (address) => publicAddressesOnly.allows(address) || (ipaddr.isValid(address) && ipaddr.parse(address).range() === 'loopback'),
};

/** The host of a url as an address when it is an IP literal (`[::1]` unbracketed), else null. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) ? bare : null;
}
