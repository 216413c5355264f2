import { describe, expect, it } from 'vitest';
import { RecentKeys } from './recent-keys.ts';

describe('RecentKeys', () => {
  it('counts a key once per window, again after it', () => {
    let now = 0;
    const keys = new RecentKeys(1000, 10, () => now);
    expect(keys.firstSeen('a')).toBe(true);
    expect(keys.firstSeen('a')).toBe(false);
    now = 999;
    expect(keys.firstSeen('a')).toBe(false);
    now = 1000;
    expect(keys.firstSeen('a')).toBe(true);
  });

  it('forgets the oldest keys beyond its bound', () => {
    const keys = new RecentKeys(60_000, 2, () => 0);
    keys.firstSeen('a');
    keys.firstSeen('b');
    keys.firstSeen('c');
    expect(keys.firstSeen('a')).toBe(true);
    expect(keys.firstSeen('c')).toBe(false);
  });
});
