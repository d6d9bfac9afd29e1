import { isIPv4, isIPv6 } from 'node:net';

/**
 * Whose budget a request spends: an IPv4 address as it is, an IPv6 address by its /64. One IPv6
 * subscriber is usually given a whole /64 (RFC 6177), so keying on the full address would let one
 * client rotate through 2^64 addresses, each with a fresh budget. IPv4-mapped addresses count as IPv4.
 */
export function clientKeyOf(address: string): string {
  const bare = address.split('%')[0];
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(bare)) return bare;
  const [head, tail] = bare.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  // An embedded IPv4 tail (64:ff9b::1.2.3.4) takes two groups' room.
  const width = (parts: string[]) => parts.reduce((sum, part) => sum + (part.includes('.') ? 2 : 1), 0);
  const full = tail === undefined ? groups(head) : [...groups(head), ...Array<string>(8 - width(groups(head)) - width(groups(tail))).fill('0'), ...groups(tail)];
  return `${full.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}
