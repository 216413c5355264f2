import { AWIN_DEFAULT_COLUMNS } from '../../src/server/ingest/awin-columns.ts';

// Builds Awin-style CSV feeds for tests: any column order, any subset, proper quoting.

export type FeedRow = Record<string, string | number | null | undefined>;

function quote(value: string): string {
  return /[",\r\n;|\t]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function buildFeed(
  columns: readonly string[],
  rows: readonly FeedRow[],
  options: { eol?: string; bom?: boolean } = {},
): string {
  const eol = options.eol ?? '\n';
  const lines = [columns.join(',')];
  for (const row of rows) lines.push(columns.map((column) => quote(String(row[column] ?? ''))).join(','));
  return `${options.bom ? '\uFEFF' : ''}${lines.join(eol)}${eol}`;
}

// A valid EAN-13 from a 12-digit stem (the check digit is computed).
export function ean13(stem: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(stem[i]) * (i % 2 === 0 ? 1 : 3);
  return `${stem}${(10 - (sum % 10)) % 10}`;
}

// Awin's default columns up to category_name, then the few more the tests' rows fill.
export const STANDARD_COLUMNS = [
  ...AWIN_DEFAULT_COLUMNS.slice(0, AWIN_DEFAULT_COLUMNS.indexOf('category_name') + 1),
  'currency',
  'delivery_cost',
  'brand_name',
  'ean',
  'in_stock',
  'condition',
] as const;

export function offerRow(overrides: FeedRow & { merchant_product_id: string }): FeedRow {
  const id = overrides.merchant_product_id;
  return {
    aw_deep_link: `https://www.awin1.com/pclick.php?p=${encodeURIComponent(id)}&a=000000&m=${overrides.merchant_id ?? '1001'}`,
    product_name: `Producto ${id}`,
    aw_product_id: `aw-${id}`,
    merchant_image_url: `https://img.example/${id}.jpg`,
    description: `Descripción de ${id}`,
    merchant_category: 'Informática > Portátiles',
    search_price: '100.00',
    merchant_name: 'Tienda Uno',
    merchant_id: '1001',
    category_name: 'Laptops',
    currency: 'EUR',
    delivery_cost: '0',
    brand_name: 'Lenovo',
    in_stock: '1',
    condition: 'new',
    ...overrides,
  };
}
