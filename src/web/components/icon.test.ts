import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from './icon.tsx';

// The names are listed twice, in icon.tsx for the type checker and in the generator for the CSS:
// a name missing from the CSS would draw a filled square in the text's colour.
describe('Icon', () => {
  it('has a rule in icons.css for every name', () => {
    const css = fs.readFileSync(new URL('../icons.css', import.meta.url), 'utf8');
    const missing = ICON_NAMES.filter((name) => !css.includes(`\n.icon-${name} {\n  mask-image: url(`));
    expect(missing).toEqual([]);
  });
});
