import { describe, expect, it } from 'vitest';
import { detectLanguage, languageFromAcceptLanguage, matchLanguage } from './languages.ts';

describe('language detection', () => {
  it('matches exactly, then by the part before the dash', () => {
    expect(matchLanguage('ja')).toBe('ja');
    expect(matchLanguage('pt-BR')).toBe('pt');
    expect(matchLanguage('it-IT')).toBeNull();
  });

  it('follows the browser preference order and weights', () => {
    expect(languageFromAcceptLanguage('it-IT,it;q=0.9,fr;q=0.8,en;q=0.7')).toBe('fr');
    expect(languageFromAcceptLanguage('en;q=0.5,de')).toBe('de');
  });

  it('prefers the remembered cookie, falls back to English, and serves Spanish to clients that name no language', () => {
    expect(detectLanguage('de', 'es-ES')).toBe('de');
    expect(detectLanguage('xx', 'es-ES,es;q=0.9')).toBe('es');
    expect(detectLanguage(undefined, 'it-IT,nl;q=0.5')).toBe('en');
    expect(detectLanguage(undefined, undefined)).toBe('es');
  });
});
