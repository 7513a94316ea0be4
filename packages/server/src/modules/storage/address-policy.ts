import { BlockList, isIP } from 'node:net';

/**
 * Which addresses a server-side fetch (link previews) may connect to: public unicast
 * only. Everything a request could use to reach this host, its network or special
 * infrastructure is refused.
 */
const blockedV4 = new BlockList();
const v4: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];
for (const [network, prefix] of v4) blockedV4.addSubnet(network, prefix, 'ipv4');

// Separate lists: a BlockList checks IPv4 addresses against IPv6 rules in mapped form.
const blockedV6 = new BlockList();

const v6: [string, number][] = [
  ['::', 8], // unspecified, loopback, IPv4-compatible and IPv4-mapped
  ['64:ff9b::', 96], // NAT64 (embeds an IPv4 address)
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, benchmarking, ORCHID…)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds an IPv4 address)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];
for (const [network, prefix] of v6) blockedV6.addSubnet(network, prefix, 'ipv6');

const globalUnicastV6 = new BlockList();
globalUnicastV6.addSubnet('2000::', 3, 'ipv6');

/** Strips the brackets of an IPv6 URL host and any zone id. */
export function bareAddress(host: string): string {
  return host.replace(/^\[/, '').replace(/\]$/, '').replace(/%.*$/, '');
}

/** True only for a public unicast IPv4 or IPv6 address; false for names and garbage. */
export function isPublicAddress(input: string): boolean {
  const address = bareAddress(input);
  const family = isIP(address);
  if (family === 4) return !blockedV4.check(address, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return false;
    return globalUnicastV6.check(address, 'ipv6') && !blockedV6.check(address, 'ipv6');
  }
  return false;
}
