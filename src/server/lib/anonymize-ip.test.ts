import { describe, expect, it } from 'vitest';
import { anonymizeIp } from './anonymize-ip.ts';

describe('anonymizeIp', () => {
  it('drops the host part of IPv4 and IPv4-mapped addresses', () => {
    expect(anonymizeIp('83.45.120.77')).toBe('83.45.120.0');
    expect(anonymizeIp('::ffff:83.45.120.77')).toBe('83.45.120.0');
  });
  it('keeps only the first 48 bits of IPv6', () => {
    expect(anonymizeIp('2a02:9130:84a1:12:ab:cd:ef:1')).toBe('2a02:9130:84a1::');
    expect(anonymizeIp('2a02:9130::1')).toBe('2a02:9130::');
  });
  it('never echoes something that is not an address', () => {
    expect(anonymizeIp('user@example.com')).toBe('unknown');
    expect(anonymizeIp(undefined)).toBe('unknown');
  });
});
