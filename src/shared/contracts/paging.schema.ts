import { z } from 'zod';
import { MAX_PAGE, MAX_PAGE_SIZE } from './paging.ts';

// A whole-number query parameter with one clear message for every way it can be wrong
// ("page must be a whole number from 1 to 10000"), and its default when absent.
export function wholeNumberParam(name: string, range: { min: number; max: number; default: number }) {
  const message = `${name} must be a whole number from ${range.min} to ${range.max}`;
  return z.coerce
    .number({ message })
    .int(message)
    .min(range.min, message)
    .max(range.max, message)
    .default(range.default);
}

export const pageParam = wholeNumberParam('page', { min: 1, max: MAX_PAGE, default: 1 });

export function limitParam(defaultSize: number) {
  return wholeNumberParam('limit', { min: 1, max: MAX_PAGE_SIZE, default: defaultSize });
}

// A text parameter given at most once ("q=a&q=b" is an error, not a list), of bounded length.
export function textParam(name: string, maxLength: number) {
  return z
    .string({ message: `${name} must be given once, as text` })
    .max(maxLength, `${name} must be at most ${maxLength} characters`);
}
