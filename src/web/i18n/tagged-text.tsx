import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

// A translated sentence with marked words, "Acepto … la <privacy>política de privacidad</privacy>",
// rendered with each marked part inside the element given for its tag (a link, say), so
// translators keep the whole sentence in its own word order. Unknown tags show as their text.
export function TaggedText({
  text,
  elements,
}: {
  text: string;
  elements: Record<string, ReactElement<{ children?: ReactNode }>>;
}) {
  const parts: ReactNode[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const [whole, tag, inner] = match as unknown as [string, string, string];
    parts.push(text.slice(last, match.index));
    const element = elements[tag];
    parts.push(element ? cloneElement(element, { key: parts.length }, inner) : inner);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
