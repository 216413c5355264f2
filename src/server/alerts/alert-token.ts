import { createHash, randomBytes } from 'node:crypto';

// Links in alert e-mails carry a random token of 256 bits; the database keeps only its SHA-256,
// so a copy of the database cannot confirm or cancel anybody's alerts.

export const CONFIRM_TOKEN_TTL_MS = 48 * 60 * 60_000;

export function createToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// Anything else in a link's token parameter is certainly not one of ours.
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
