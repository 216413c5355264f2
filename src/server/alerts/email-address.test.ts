import { describe, expect, it } from 'vitest';
import { EmailAddressSchema, emailAddressProblem, hashEmailAddress } from './email-address.ts';

describe('e-mail addresses', () => {
  it.each([
    'ana@example.com',
    'ana.maria+ofertas@correo.example.es',
    'josé@correo.es',
    `${'a'.repeat(64)}@example.com`,
  ])('accepts %s', (email) => {
    expect(emailAddressProblem(email)).toBeNull();
  });

  it.each([
    ['', 'e-mail address such as'],
    ['ana', 'e-mail address such as'],
    ['ana@', 'e-mail address such as'],
    ['@example.com', 'e-mail address such as'],
    ['ana maria@example.com', 'e-mail address such as'],
    ['ana@localhost', 'e-mail address such as'],
    ['Ana <ana@example.com>', 'e-mail address such as'],
    [`${'a'.repeat(65)}@example.com`, 'at most 64 characters before the @'],
    [
      `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(58)}.es`,
      'at most 254 characters',
    ],
  ])('rejects %j', (email, problem) => {
    expect(emailAddressProblem(email)).toContain(problem);
  });

  it.each([
    [
      'a right-to-left override (shown reversed in a mail client)',
      'ana\u202Emoc.live@example.com',
      'invisible or text-direction',
    ],
    ['a left-to-right isolate', 'ana\u2066x@example.com', 'invisible or text-direction'],
    ['a zero-width space', 'ad\u200Bmin@example.com', 'invisible or text-direction'],
    ['a byte order mark inside', 'ana\uFEFF@example.com', 'invisible or text-direction'],
    ['a soft hyphen', 'an\u00ADa@example.com', 'invisible or text-direction'],
    ['a no-break space', 'ana\u00A0maria@example.com', 'invisible or text-direction'],
    ['a newline inside (header injection)', 'ana\nBcc: x@example.com', 'control characters'],
    ['a carriage return', 'ana\r@example.com', 'control characters'],
    ['an escape', 'ana\u001b[2J@example.com', 'control characters'],
    ['a C1 control', 'ana\u0085@example.com', 'control characters'],
    ['an encoded word', '=?utf-8?q?x?=@example.com', 'encoded word'],
    ['an encoded word in the middle', 'a=?utf-8?b?QUJD?=b@example.com', 'encoded word'],
    ['Cyrillic а among Latin letters', '\u0430dmin@example.com', 'mix Latin letters with Cyrillic or Greek'],
    ['Greek ο among Latin letters', 'g\u03BFogle@example.com', 'mix Latin letters with Cyrillic or Greek'],
    [
      'a Cyrillic letter in a Latin domain label',
      'ana@ex\u0430mple.com',
      'mix Latin letters with Cyrillic or Greek',
    ],
  ])('rejects an address with %s', (_case, email, problem) => {
    expect(emailAddressProblem(email)).toContain(problem);
    expect(EmailAddressSchema.safeParse(email).error?.issues[0]?.message).toContain(problem);
  });

  it.each([
    ['a Cyrillic local part', 'админ@example.com'],
    ['a Greek local part', 'δοκιμή@example.com'],
    ['an IDN domain', 'ana@exämple.com'],
    ['a punycode domain', 'ana@xn--exmple-cua.com'],
    ['a Cyrillic domain', 'ana@пример.рф'],
  ])('accepts %s', (_case, email) => {
    expect(emailAddressProblem(email)).toBeNull();
  });

  it('stores IDN domains in one form, punycode, so both spellings are one address', () => {
    expect(EmailAddressSchema.parse('A@Exämple.com')).toBe('a@xn--exmple-cua.com');
    expect(EmailAddressSchema.parse('a@xn--exmple-cua.com')).toBe('a@xn--exmple-cua.com');
    expect(EmailAddressSchema.parse('ana@пример.рф')).toBe('ana@xn--e1afmkfd.xn--p1ai');
    // Composed and decomposed accents are one local part too.
    expect(EmailAddressSchema.parse('jose\u0301@correo.es')).toBe('jos\u00e9@correo.es');
    expect(hashEmailAddress('a@exämple.com')).toBe(hashEmailAddress('a@xn--exmple-cua.com'));
  });

  it('counts the length limits on the punycode form that is stored and sent', () => {
    // 252 characters as typed, 258 once the "ü" label becomes "xn--tda...".
    const email = `a@${'ü'.repeat(57)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}.es`;
    expect(email).toHaveLength(252);
    expect(emailAddressProblem(email)).toContain('at most 254 characters');
  });

  it('stores addresses trimmed and in lower case, and hashes them the same way', () => {
    expect(EmailAddressSchema.parse('  Ana@Example.COM ')).toBe('ana@example.com');
    expect(hashEmailAddress('Ana@Example.com')).toBe(hashEmailAddress('ana@example.com'));
    expect(hashEmailAddress('ana@example.com')).toMatch(/^[0-9a-f]{64}$/);
  });
});
