// Text from outside (feed values quoted in a report, shop and feed names, error messages) reaches
// the operator's terminal through the command-line tools and the worker's log. A terminal obeys
// escape sequences and control bytes instead of showing them: a feed could retitle the window,
// clear the screen, rewrite a line with a carriage return or plant a hyperlink. Everything such
// a tool prints that can come from outside goes through stripTerminalControls.

// Whole sequences first, so their parameters do not remain as litter: CSI (ESC [ or 8-bit CSI,
// parameters, intermediates, final byte); OSC, DCS, SOS, PM and APC strings up to BEL or ST
// (ESC \ or 8-bit ST); any other escape (ESC, intermediates, final byte). An unterminated string
// loses only its introducer: its text stays visible and harmless.
const ESCAPE_SEQUENCE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
  /(?:\u001b\[|\u009b)[\u0030-\u003f]*[\u0020-\u002f]*[\u0040-\u007e]|(?:\u001b[\]PX^_]|[\u0090\u0098\u009d\u009e\u009f])[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)|\u001b[\u0020-\u002f]*[\u0030-\u007e]?/g;

// C0 controls but newline and tab, DEL, and the C1 controls (U+0080-U+009F).
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

// Most text is clean; testing once is cheaper than replacing twice.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const NEEDS_STRIPPING = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

export function stripTerminalControls(text: string): string {
  if (!NEEDS_STRIPPING.test(text)) return text;
  return text.replace(ESCAPE_SEQUENCE, '').replace(CONTROL_CHARACTERS, '');
}

// For structured log details: every string inside, errors included (their message and stack are
// what log formatters print).
export function stripTerminalControlsFromDetails(value: unknown): unknown {
  if (typeof value === 'string') return stripTerminalControls(value);
  if (value instanceof Error) {
    const error = new Error(stripTerminalControls(value.message));
    error.name = stripTerminalControls(value.name);
    if (value.stack !== undefined) error.stack = stripTerminalControls(value.stack);
    return error;
  }
  if (Array.isArray(value)) return value.map(stripTerminalControlsFromDetails);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, stripTerminalControlsFromDetails(item)]),
    );
  return value;
}
