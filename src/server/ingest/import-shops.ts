import fs from 'node:fs';
import { toSafeImageUrl } from '../../shared/image-url.ts';
import type { Db } from '../db/database.ts';
import { normalizeHeader } from './awin-columns.ts';
import { CsvRecordParser } from './csv-parser.ts';
import { decodeUtf8 } from './feed-encoding.ts';

// Imports the partner-shop directory: a semicolon-separated file with the header
// advertiserId;programmeName;descriptionShort;logoUrl;displayUrl (spec, Stores screen). Shops are
// matched to feeds by advertiser id, which is the merchant_id of their Awin feed.

export type ShopDirectoryEntry = {
  advertiserId: string;
  programmeName: string;
  descriptionShort: string | null;
  logoUrl: string | null;
  displayUrl: string;
  trackingUrl: string;
};

export type ShopDirectoryReport = {
  rowsRead: number;
  added: number;
  updated: number;
  droppedNetworkRows: number;
  rejected: Array<{ line: number; reason: string }>;
};

const REQUIRED_HEADERS = [
  'advertiserid',
  'programmename',
  'descriptionshort',
  'logourl',
  'displayurl',
] as const;

// "www.shop.es" -> "https://www.shop.es/"; keeps an explicit scheme and path.
export function normalizeDisplayUrl(displayUrl: string): string | null {
  const trimmed = displayUrl.trim();
  if (trimmed === '') return null;
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (!url.hostname.includes('.')) return null;
  const text = url.toString();
  return text.endsWith('/') ? text : `${text}/`;
}

// An Awin tracking link that lands on the shop's home page.
export function buildShopTrackingUrl(advertiserId: string, landingUrl: string, publisherId: string): string {
  return `https://www.awin1.com/cread.php?awinmid=${encodeURIComponent(advertiserId)}&awinaffid=${encodeURIComponent(publisherId)}&ued=${encodeURIComponent(landingUrl)}`;
}

export function parseShopDirectory(
  text: string,
  options: { publisherId: string; networkName: string },
): { entries: ShopDirectoryEntry[]; report: ShopDirectoryReport } {
  const parser = new CsvRecordParser({ delimiter: ';' });
  const records = parser.end(parser.push(text));
  const report: ShopDirectoryReport = {
    rowsRead: 0,
    added: 0,
    updated: 0,
    droppedNetworkRows: 0,
    rejected: [],
  };
  const [header, ...rows] = records;
  if (!header) throw new Error('the shop directory is empty');
  const headers = header.fields.map((field) => normalizeHeader(field).replace(/_/g, ''));
  const missing = REQUIRED_HEADERS.filter((name) => !headers.includes(name));
  if (missing.length > 0) {
    throw new Error(
      `the shop directory header must be advertiserId;programmeName;descriptionShort;logoUrl;displayUrl (missing: ${missing.join(', ')})`,
    );
  }
  const at = (fields: string[], name: (typeof REQUIRED_HEADERS)[number]) =>
    (fields[headers.indexOf(name)] ?? '').trim();
  const entries = new Map<string, ShopDirectoryEntry>();
  for (const row of rows) {
    report.rowsRead++;
    if (row.fields.length !== headers.length) {
      report.rejected.push({
        line: row.line,
        reason: `${row.fields.length} fields where the header has ${headers.length} (an unquoted ";" in a value?)`,
      });
      continue;
    }
    const advertiserId = at(row.fields, 'advertiserid');
    const programmeName = at(row.fields, 'programmename');
    if (programmeName.toLowerCase() === options.networkName.toLowerCase()) {
      report.droppedNetworkRows++;
      continue;
    }
    if (!/^\d{1,12}$/.test(advertiserId)) {
      report.rejected.push({
        line: row.line,
        reason: `advertiserId "${advertiserId.slice(0, 20)}" is not a number`,
      });
      continue;
    }
    if (programmeName === '') {
      report.rejected.push({ line: row.line, reason: 'programmeName is empty' });
      continue;
    }
    const displayUrl = normalizeDisplayUrl(at(row.fields, 'displayurl'));
    if (!displayUrl) {
      report.rejected.push({ line: row.line, reason: 'displayUrl is not a web address' });
      continue;
    }
    entries.set(advertiserId, {
      advertiserId,
      programmeName,
      descriptionShort: at(row.fields, 'descriptionshort') || null,
      // Logos are shown like product images: the same rule (shared/image-url.ts).
      logoUrl: toSafeImageUrl(at(row.fields, 'logourl')),
      displayUrl,
      trackingUrl: buildShopTrackingUrl(advertiserId, displayUrl, options.publisherId),
    });
  }
  return { entries: [...entries.values()], report };
}

export async function importShopDirectory(
  db: Db,
  text: string,
  options: { publisherId: string; networkName: string; now?: Date },
): Promise<ShopDirectoryReport> {
  const { entries, report } = parseShopDirectory(text, options);
  const now = (options.now ?? new Date()).toISOString();
  await db.transaction().execute(async (trx) => {
    for (const entry of entries) {
      const existing = await trx
        .selectFrom('shop')
        .select('id')
        .where('advertiser_id', '=', entry.advertiserId)
        .executeTakeFirst();
      const values = {
        name: entry.programmeName,
        description: entry.descriptionShort,
        logo_url: entry.logoUrl,
        display_url: entry.displayUrl,
        tracking_url: entry.trackingUrl,
        in_directory: 1 as const,
        updated_at: now,
      };
      if (existing) {
        await trx.updateTable('shop').set(values).where('id', '=', existing.id).execute();
        report.updated++;
      } else {
        await trx
          .insertInto('shop')
          .values({ ...values, advertiser_id: entry.advertiserId, created_at: now })
          .execute();
        report.added++;
      }
    }
  });
  return report;
}

export async function readShopDirectoryFile(filePath: string): Promise<string> {
  let text = '';
  for await (const chunk of decodeUtf8(fs.createReadStream(filePath))) text += chunk;
  return text;
}
