import { createHash } from 'node:crypto';
import { domainToASCII, domainToUnicode } from 'node:url';
import isEmail from 'validator/lib/isEmail.js';
import { z } from 'zod';

// E-mail addresses as visitors type them, checked by validator.js (a well-kept library) plus the
// length limits of RFC 5321: at most 64 characters before the @, at most 254 in all (a path is at
// most 256 characters including its angle brackets). The address goes raw into the To: header of
// our mails and is shown to whoever reads them, so what validator.js lets through in a UTF-8 local
// part but a mail client would act on or show misleadingly is refused here.

export const MAX_LOCAL_PART_LENGTH = 64;
export const MAX_EMAIL_LENGTH = 254;

const NOT_AN_ADDRESS = 'email must be an e-mail address such as ana@example.com';

// C0 and C1 controls and DEL: a line break starts a new mail header.
const CONTROL_CHARACTERS = /\p{Cc}/u;
// Characters that show nothing or reorder what follows (after U+202E the rest of the address reads
// backwards): format characters (bidi controls, zero-width ones, the BOM, soft hyphen, tags) and
// the other default-ignorable ones (fillers, variation selectors), line and paragraph separators,
// and spaces other than the ASCII one.
const INVISIBLE_CHARACTERS =
  /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Zl}\p{Zp}\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/u;
// RFC 2047 encoded words ("=?utf-8?q?...?="): mail clients decode them in headers, so the address
// shown would not be the one we checked.
const ENCODED_WORD_START = '=?';

const LATIN = /\p{Script=Latin}/u;
const LOOK_ALIKE_SCRIPTS = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;

// "аdmin" with a Cyrillic "а" looks like "admin"; a real name is written in one script.
function mixesLookAlikeScripts(text: string): boolean {
  return LATIN.test(text) && LOOK_ALIKE_SCRIPTS.test(text);
}

export function emailAddressProblem(value: string): string | null {
  const typed = value.trim();
  if (CONTROL_CHARACTERS.test(typed))
    return 'email must not contain control characters (line breaks, tabs, escapes)';
  if (INVISIBLE_CHARACTERS.test(typed))
    return 'email must not contain invisible or text-direction characters (such as U+200B or U+202E)';
  if (typed.includes(ENCODED_WORD_START)) return 'email must not contain an encoded word ("=?...?=")';
  // Limits apply to the address we store and send, with its domain in punycode.
  const address = normalizeEmailAddress(typed);
  const at = address.lastIndexOf('@');
  if (at <= 0) return NOT_AN_ADDRESS;
  const domain = address.slice(at + 1);
  // domainToASCII gives up on what cannot be a domain name.
  if (!/^[\x21-\x7e]+$/.test(domain)) return NOT_AN_ADDRESS;
  if (address.length > MAX_EMAIL_LENGTH) return `email may have at most ${MAX_EMAIL_LENGTH} characters`;
  if (at > MAX_LOCAL_PART_LENGTH)
    return `email may have at most ${MAX_LOCAL_PART_LENGTH} characters before the @`;
  if (
    mixesLookAlikeScripts(address.slice(0, at)) ||
    domainToUnicode(domain).split('.').some(mixesLookAlikeScripts)
  )
    return 'email must not mix Latin letters with Cyrillic or Greek ones, which look alike (Cyrillic "а" and Latin "a")';
  if (
    !isEmail(address, {
      allow_display_name: false,
      require_tld: true,
      allow_ip_domain: false,
      allow_utf8_local_part: true,
    })
  )
    return NOT_AN_ADDRESS;
  return null;
}

// One mailbox, one stored form: visitors type addresses in any case, and practically every mail
// server ignores case before the @ too, so we store them in lower case; accents composed (NFC);
// and an internationalised domain in punycode, as it goes on the wire ("exämple.com" and
// "xn--exmple-cua.com" are one domain). A domain that is no domain name is kept as typed, for
// emailAddressProblem to refuse.
export function normalizeEmailAddress(value: string): string {
  const address = value.trim().normalize('NFC');
  const at = address.lastIndexOf('@');
  if (at < 0) return address.toLowerCase();
  const domain = address.slice(at + 1);
  return `${address.slice(0, at).toLowerCase()}@${domainToASCII(domain) || domain.toLowerCase()}`;
}

// Checked as typed (a character a mail client would hide may vanish in normalising), then stored
// normalised.
export const EmailAddressSchema = z
  .string({ message: 'email is required' })
  .superRefine((value, ctx) => {
    const problem = emailAddressProblem(value);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(normalizeEmailAddress);

// Counters that must not hold the address itself key on this: the same normalisation as the
// stored address, so both spellings of a domain count as one.
export function hashEmailAddress(email: string): string {
  return createHash('sha256').update(normalizeEmailAddress(email)).digest('hex');
}
