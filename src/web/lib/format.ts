// Prices on cards are euros formatted for es-ES whatever the interface language (spec section 9);
// other text follows the language's locale.
const EURO = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });

export function formatEuros(value: number): string {
  return EURO.format(value);
}

const WHOLE_EURO = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

// Chart axes: whole euros, so labels stay short.
export function formatWholeEuros(value: number): string {
  return WHOLE_EURO.format(value);
}
