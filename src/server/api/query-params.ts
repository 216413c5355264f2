import { z } from 'zod';

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
