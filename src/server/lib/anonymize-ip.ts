import net from 'node:net';

// Logs and consent records keep only the network part of an address (the last IPv4 octet, or all
// but the first 48 bits of IPv6, set to zero), which is enough to spot abuse and is not personal data
// on its own.
export function anonymizeIp(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const address = ip.startsWith('::ffff:') && net.isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (net.isIPv4(address)) return address.replace(/\.\d+$/, '.0');
  if (net.isIPv6(address)) {
    const [head = ''] = address.split('::');
    const groups = head.split(':').filter(Boolean).slice(0, 3);
    return `${groups.join(':')}::`;
  }
  return 'unknown';
}
