// Every price the site shows, in every language and in e-mails, goes through here (decision 012):
// euros written the Spanish way (spec section 9), with a thousands separator from 1,000 on
// ("1.362,88 €"), as Spanish shops write their prices. es-ES in Intl leaves four-digit amounts
// ungrouped ("1362,88 €"), which read as a different format next to "12.345,67 €".

const EURO = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', useGrouping: 'always' });

const WHOLE_EURO = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  useGrouping: 'always',
  maximumFractionDigits: 0,
});

export function formatEuros(value: number): string {
  return EURO.format(value);
}

export function formatCents(cents: number): string {
  return EURO.format(cents / 100);
}

// Chart axes: whole euros, so labels stay short.
export function formatWholeEuros(value: number): string {
  return WHOLE_EURO.format(value);
}
