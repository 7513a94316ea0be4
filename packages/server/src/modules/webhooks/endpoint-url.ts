import { BlockList, isIP } from 'node:net';
import { WEBHOOK_MESSAGES } from '@convene/contract';
import { AppError } from '../../lib/app-error';

/** The machine's own addresses: plain http allowed there when the installation says so. */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Addresses a webhook never goes to: private, link-local, unspecified (a server's neighbours). */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6');
}

function kindOf(hostname: string): 'loopback' | 'internal' | 'public' {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return 'loopback';
  const family = isIP(host);
  if (!family) return 'public';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (LOOPBACK.check(host, type)) return 'loopback';
  return INTERNAL.check(host, type) ? 'internal' : 'public';
}

/**
 * The URL an endpoint may have (400 on `url` otherwise): https to a public host; on the
 * loopback (http or https) only when `loopbackAllowed` (WEBHOOKS_LOOPBACK); never private
 * or link-local address literals, nor credentials in the URL.
 */
export function checkEndpointUrl(value: string, loopbackAllowed: boolean): string {
  const refuse = (message: string = WEBHOOK_MESSAGES.badUrl) =>
    new AppError('VALIDATION', message, { field: 'url' });
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse();
  }
  if (url.username || url.password) throw refuse('The URL must not hold a user name or password');
  const kind = kindOf(url.hostname);
  if (kind === 'loopback' && loopbackAllowed) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse();
    return url.toString();
  }
  if (url.protocol !== 'https:' || kind !== 'public') throw refuse();
  return url.toString();
}
