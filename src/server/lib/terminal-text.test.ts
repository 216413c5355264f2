import { describe, expect, it } from 'vitest';
import { stripTerminalControls, stripTerminalControlsFromDetails } from './terminal-text.ts';

// Bytes a terminal obeys instead of showing: a feed must not be able to retitle the operator's
// window, clear the screen, rewrite a line or plant a hyperlink.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const TERMINAL_BYTES = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

describe('stripTerminalControls', () => {
  it.each([
    ['an OSC title ended by BEL', 'Portátil \u001b]0;pwned\u0007Nebula', 'Portátil Nebula'],
    ['an OSC ended by ST', 'a\u001b]8;;https://evil.example\u001b\\link\u001b]8;;\u001b\\b', 'alinkb'],
    ['a CSI clear screen', 'x\u001b[2Jy', 'xy'],
    ['a CSI with parameters', '\u001b[1;31mrojo\u001b[0m', 'rojo'],
    ['a private CSI', '\u001b[?25lhidden cursor', 'hidden cursor'],
    ['a two-byte escape (reset)', 'a\u001bcb', 'ab'],
    ['a charset designation', 'a\u001b(0b', 'ab'],
    ['8-bit CSI and OSC', 'a\u009b2Jb\u009d0;t\u0007c', 'abc'],
    ['bell, backspace, carriage return and DEL', 'a\u0007b\bc\rd\u007fe', 'abcde'],
    ['other C1 controls', 'a\u0085b\u008ec', 'abc'],
    ['a lone escape at the end', 'abc\u001b', 'abc'],
    ['an unterminated OSC, whose text stays visible', 'a\u001b]0;pwned', 'a0;pwned'],
  ])('removes %s', (_case, input, output) => {
    expect(stripTerminalControls(input)).toBe(output);
    expect(stripTerminalControls(input)).not.toMatch(TERMINAL_BYTES);
  });

  it('keeps newlines, tabs and every printable character', () => {
    const text = 'línea 1\n\tGeräte 日本語 — 12,50 € [ok] ~\\';
    expect(stripTerminalControls(text)).toBe(text);
  });
});

describe('stripTerminalControlsFromDetails', () => {
  it('cleans the strings of log details at any depth, and errors', () => {
    const error = new Error('bad \u001b[2Jvalue');
    const cleaned = stripTerminalControlsFromDetails({
      feed: 'uno\u001b]0;x\u0007',
      count: 3,
      shops: ['a\u0085b', null],
      nested: { message: '\u001b[31mred' },
      err: error,
    }) as Record<string, unknown>;
    expect(cleaned).toMatchObject({
      feed: 'uno',
      count: 3,
      shops: ['ab', null],
      nested: { message: 'red' },
      err: { message: 'bad value' },
    });
    expect(cleaned.err).toBeInstanceOf(Error);
    expect(JSON.stringify(cleaned)).not.toMatch(/\\u001b|\\u0007/);
  });
});
