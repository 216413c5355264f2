import net from 'node:net';
import { anonymizeIp } from './anonymize-ip.ts';

// How the server tells clients apart for load protection: the address (for IPv6 its /64, which a
// single customer gets whole), and the network around it (IPv4 /24, IPv6 /48: what one party can
// easily rent or own). Kept only in memory, never logged.
export type ClientKeys = { address: string; network: string };

export function clientKeysOf(ip: string | undefined): ClientKeys {
  const network = anonymizeIp(ip);
  const plain = ip?.startsWith('::ffff:') && net.isIPv4(ip.slice(7)) ? ip.slice(7) : (ip ?? '');
  if (net.isIPv6(plain)) return { address: ipv6Slash64(plain), network };
  return { address: net.isIPv4(plain) ? plain : 'unknown', network };
}

function ipv6Slash64(address: string): string {
  const [head = '', tail] = address.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, '').toLowerCase())
    .join(':')}::/64`;
}
