// The key brands are grouped and looked up by: "Hewlett-Packard", "hewlett packard" and
// "HEWLETT·PACKARD" are one brand row.
export function normalizeBrandKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
