import { networkInterfaces } from 'node:os';

/**
 * An address of this machine that is not loopback, as a URL host (IPv6 in brackets), or null.
 * Browsers treat localhost as a secure context whatever the scheme; a page served over plain
 * http is only seen as a phone on the LAN sees it from such an address. IPv4 first; IPv6
 * link-local addresses need a zone in a URL, so they are left out.
 */
export function lanHost(): string | null {
  const addresses = Object.values(networkInterfaces())
    .flat()
    .filter((address) => address !== undefined && !address.internal);
  const v4 = addresses.find((address) => address?.family === 'IPv4');
  if (v4) return v4.address;
  const v6 = addresses.find((address) => address?.family === 'IPv6' && !address.address.toLowerCase().startsWith('fe80:'));
  return v6 ? `[${v6.address}]` : null;
}

/**
 * The LAN host for the tests that need one. In CI its absence fails the run; elsewhere the
 * tests are left out with a message nobody can miss.
 */
export function lanHostForTests(): string | null {
  const host = lanHost();
  if (host) return host;
  const why = 'this machine has no network address but loopback (os.networkInterfaces())';
  if (process.env.CI === 'true') throw new Error(`The plain-http-from-another-address browser test needs one, but ${why}.`);
  console.warn(
    `\n!!! Browser test over plain http from a non-loopback address SKIPPED: ${why}.\n` +
      '!!! Give the machine a network interface (or a veth pair in a network namespace) to run it.\n',
  );
  return null;
}
