import proxyAddr from '@fastify/proxy-addr';

/** Whether an address is held to the limits per client address. */
export type AddressExemption = (address: string) => boolean;

/**
 * ADDRESS_LIMITS_EXEMPT: addresses and CIDRs that the limits per client address do not count
 * (REST requests, connections, socket events, failed joins, new pars): the operator's own load
 * tests and monitors, or a front end that limits its clients itself. What is counted per
 * connection and per player still holds for them.
 */
export function exemptionOf(addresses: readonly string[]): AddressExemption {
  if (addresses.length === 0) return () => false;
  // proxy-addr's matcher: the same address and CIDR syntax as TRUST_PROXY, IPv4-mapped IPv6 included.
  const matches = proxyAddr.compile([...addresses]);
  return (address) => matches(address, 0);
}
