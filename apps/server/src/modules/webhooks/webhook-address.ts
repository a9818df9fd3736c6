import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { unprocessable } from '../../errors.ts';

/**
 * Addresses a webhook may not reach unless the operator allows it: private, loopback, link-local, CGNAT,
 * multicast, reserved and unspecified IPv4, and IPv6 loopback, unspecified, unique-local, link-local,
 * multicast, IPv4-mapped and -compatible and NAT64 (each of which can lead back into a private network).
 */
const REFUSED_IPV4 = new BlockList();
// A list of its own: one BlockList checks IPv4 addresses against IPv6 rules as mapped (::ffff:a.b.c.d).
const REFUSED_IPV6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  REFUSED_IPV4.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 96],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  REFUSED_IPV6.addSubnet(network, prefix, 'ipv6');

export function isRefusedWebhookAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return family === 4 ? REFUSED_IPV4.check(address, 'ipv4') : REFUSED_IPV6.check(address, 'ipv6');
}

/** The address a delivery connects to: the one checked, so a second lookup cannot swap it (DNS rebinding). */
export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * Looks the URL's host up and answers the address to connect to; 422 when the host is not found or any of its
 * addresses is refused (unless `allowPrivate`), so a name that resolves to both a public and a private address
 * cannot slip through.
 */
export async function checkWebhookHost(
  url: URL,
  options: { allowPrivate: boolean },
): Promise<CheckedAddress> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let found: Array<{ address: string; family: number }>;
  try {
    found = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true });
  } catch {
    throw unprocessable([`URL's host ${host} could not be found`]);
  }
  const first = found[0];
  if (!first) throw unprocessable([`URL's host ${host} could not be found`]);
  const refused = found.find((entry) => isRefusedWebhookAddress(entry.address));
  if (refused && !options.allowPrivate) {
    throw unprocessable([
      `URL must lead to a public internet address: ${host} is ${refused.address === host ? 'a' : `${refused.address}, a`} private or local address`,
    ]);
  }
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
