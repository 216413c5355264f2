import { createHash } from 'node:crypto';
import isEmail from 'validator/lib/isEmail.js';
import { z } from 'zod';

// E-mail addresses as visitors type them, checked by validator.js (a well-kept library) plus the
// length limits of RFC 5321: at most 64 characters before the @, at most 254 in all (a path is at
// most 256 characters including its angle brackets).

export const MAX_LOCAL_PART_LENGTH = 64;
export const MAX_EMAIL_LENGTH = 254;

export function emailAddressProblem(value: string): string | null {
  const at = value.lastIndexOf('@');
  if (at <= 0) return 'email must be an e-mail address such as ana@example.com';
  if (value.length > MAX_EMAIL_LENGTH) return `email may have at most ${MAX_EMAIL_LENGTH} characters`;
  if (at > MAX_LOCAL_PART_LENGTH)
    return `email may have at most ${MAX_LOCAL_PART_LENGTH} characters before the @`;
  if (
    !isEmail(value, {
      allow_display_name: false,
      require_tld: true,
      allow_ip_domain: false,
      allow_utf8_local_part: true,
    })
  )
    return 'email must be an e-mail address such as ana@example.com';
  return null;
}

// Visitors type addresses in any case, and practically every mail server ignores case before the
// @ too, so we store them in lower case: one subscriber per mailbox.
export function normalizeEmailAddress(value: string): string {
  return value.trim().toLowerCase();
}

export const EmailAddressSchema = z
  .string({ message: 'email is required' })
  .transform(normalizeEmailAddress)
  .superRefine((value, ctx) => {
    const problem = emailAddressProblem(value);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  });

// Counters that must not hold the address itself key on this.
export function hashEmailAddress(email: string): string {
  return createHash('sha256').update(normalizeEmailAddress(email)).digest('hex');
}
