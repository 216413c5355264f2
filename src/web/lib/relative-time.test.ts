import { describe, expect, it } from 'vitest';
import { formatAgo } from './relative-time.ts';

describe('formatAgo', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  it('says how long ago, in the language', () => {
    expect(formatAgo('2026-11-21T10:00:00Z', 'es-ES', now)).toBe('hace 2 h');
    expect(formatAgo('2026-11-19T12:00:00Z', 'es-ES', now)).toBe('anteayer');
    expect(formatAgo('2026-11-21T11:59:30Z', 'en-US', now)).toBe('this minute');
  });
});
