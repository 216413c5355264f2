// The feed's specifications field, as the product page and the product's dialog and window show
// it. Feeds write it as "Chip: Apple M2 Pro; Memoria: 16GB" or one "Name: value" per line, so both
// separators count. A part without a name (no colon before its text) is kept whole; a name whose
// value the feed left empty ("Peso:") is not shown, like any other empty field.

export type SpecificationRow = { label: string | null; value: string };

export function parseSpecifications(text: string | null): SpecificationRow[] {
  if (!text) return [];
  return text
    .split(/[;\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .flatMap((part): SpecificationRow[] => {
      const colon = part.indexOf(':');
      if (colon <= 0) return [{ label: null, value: part }];
      const value = part.slice(colon + 1).trim();
      return value === '' ? [] : [{ label: part.slice(0, colon).trim(), value }];
    });
}
