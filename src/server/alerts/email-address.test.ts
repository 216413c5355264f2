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

  it('stores addresses trimmed and in lower case, and hashes them the same way', () => {
    expect(EmailAddressSchema.parse('  Ana@Example.COM ')).toBe('ana@example.com');
    expect(hashEmailAddress('Ana@Example.com')).toBe(hashEmailAddress('ana@example.com'));
    expect(hashEmailAddress('ana@example.com')).toMatch(/^[0-9a-f]{64}$/);
  });
});
