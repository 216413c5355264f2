// How much cheaper a price is than a reference, in whole percent: one formula for the deal rule
// (in cents, at import) and the web's price tags (in euros, from the API). It is a ratio, so the
// unit does not matter; callers decide first whether there is a reduction at all.
export function discountPercentOf(reference: number, price: number): number {
  return Math.round(((reference - price) / reference) * 100);
}
