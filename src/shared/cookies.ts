// One cookie's value from a Cookie header, or null.
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        // A malformed escape is not a value the site ever set.
        return null;
      }
    }
  }
  return null;
}
