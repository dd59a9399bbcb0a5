import ipaddr from 'ipaddr.js';

/**
 * The key a client address is counted under by the limits per address. An IPv6 client is
 * usually given a whole /64 (its provider hands out prefixes, and a host picks any address
 * in it, often a new one each day for privacy), so one IPv6 client is its /64: counted by
 * address, it could take a fresh budget with every request. IPv4, and IPv4 mapped into IPv6
 * (`::ffff:192.0.2.7`, how a dual-stack socket sees an IPv4 client), is its own address.
 */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const groups = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${groups.join(':')}::/64`;
}
