import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { describeSource } from '../ingest/feed-source.ts';

// The feeds configuration file (FEEDS_FILE, ./feeds.json by default): which feeds the scheduler
// imports, and optionally where the partner-shop directory comes from. It is read again before each
// scheduled run, so an edit takes effect without a restart. See feeds.example.json.
//
//   { "feeds": [{ "name": "tecnomercado", "source": "https://... or ./feeds/tecnomercado.csv.gz" }],
//     "shops": "optional path or URL of the partner-shop directory" }
//
// Feed URLs carry the publisher's API key: error messages show them through describeSource().

export type FeedEntry = { name: string; source: string };
export type FeedsConfig = { file: string; feeds: FeedEntry[]; shops: string | null };

export class FeedsFileError extends Error {
  override name = 'FeedsFileError';
}

// Our wording when the value is not an object at all; zod's own for unknown keys ("Unrecognized key").
const onlyForWrongType = (message: string) => (issue: { code?: string }) =>
  issue.code === 'invalid_type' ? message : undefined;

const FEED_NAME_PATTERN = /^[a-z0-9][a-z0-9._-]*$/i;

// A source is an http(s) URL or a file path; paths are relative to the feeds file's folder.
const sourceSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined
        ? 'missing: expected a URL or a file path'
        : 'expected a URL or a file path (text)',
  })
  .trim()
  .min(1, 'expected a URL or a file path, got an empty text')
  .superRefine((value, ctx) => {
    const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(value)?.[1];
    if (scheme === undefined) return;
    if (!/^https?$/i.test(scheme)) {
      ctx.addIssue({
        code: 'custom',
        message: `"${scheme}://" sources are not supported: expected an http(s) URL or a file path`,
      });
      return;
    }
    try {
      new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'is not a valid URL' });
    }
  });

const FeedEntrySchema = z.strictObject(
  {
    name: z
      .string({
        error: (issue) =>
          issue.input === undefined
            ? 'missing: expected a short name, e.g. "tecnomercado"'
            : 'expected a short name (text), e.g. "tecnomercado"',
      })
      .trim()
      .min(1, 'expected a short name, e.g. "tecnomercado"')
      .max(64, 'expected a name of at most 64 characters')
      .regex(FEED_NAME_PATTERN, 'expected letters, digits, ".", "_" or "-" (e.g. "tecnomercado")'),
    source: sourceSchema,
  },
  { error: onlyForWrongType('expected an object like { "name": "tecnomercado", "source": "https://..." }') },
);

export const FeedsFileSchema = z
  .strictObject(
    {
      feeds: z.array(FeedEntrySchema, { message: 'expected a list of feeds' }),
      shops: sourceSchema.optional(),
    },
    { error: onlyForWrongType('expected an object like { "feeds": [ ... ] }') },
  )
  .superRefine((value, ctx) => {
    const seen = new Map<string, number>();
    value.feeds.forEach((feed, index) => {
      const key = feed.name.toLowerCase();
      const first = seen.get(key);
      if (first !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['feeds', index, 'name'],
          message: `"${feed.name}" is already the name of feeds[${first}]; names must be unique`,
        });
      else seen.set(key, index);
    });
  });

export type FeedsFile = z.infer<typeof FeedsFileSchema>;

// "feeds[1] (pixelplaza).source" for an issue at ['feeds', 1, 'source'].
function describeIssuePath(issuePath: readonly PropertyKey[], raw: unknown): string {
  if (issuePath.length === 0) return '(the whole file)';
  let text = '';
  let node: unknown = raw;
  for (const key of issuePath) {
    node =
      node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    if (typeof key === 'number') {
      text += `[${key}]`;
      const name = (node as { name?: unknown } | undefined)?.name;
      if (typeof name === 'string' && name.trim() !== '') text += ` (${name.trim()})`;
    } else text += `${text === '' ? '' : '.'}${String(key)}`;
  }
  return text;
}

export function parseFeedsFile(text: string, file: string): FeedsConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new FeedsFileError(`Feeds file ${file} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = FeedsFileSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${describeIssuePath(issue.path, raw)}: ${issue.message}`,
    );
    throw new FeedsFileError(`Feeds file ${file} is invalid:\n${lines.join('\n')}`);
  }
  const folder = path.dirname(file);
  const resolve = (source: string) => (/^https?:\/\//i.test(source) ? source : path.resolve(folder, source));
  return {
    file,
    feeds: parsed.data.feeds.map((feed) => ({ name: feed.name, source: resolve(feed.source) })),
    shops: parsed.data.shops === undefined ? null : resolve(parsed.data.shops),
  };
}

// null when the file does not exist: then nothing is scheduled (or the demo is kept fresh).
export async function loadFeedsFile(file: string): Promise<FeedsConfig | null> {
  let text: string;
  try {
    text = await fs.promises.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new FeedsFileError(`Cannot read feeds file ${file}: ${(error as Error).message}`);
  }
  return parseFeedsFile(text, file);
}

// For logs and status output: never the API key a feed URL carries.
export function describeFeed(feed: FeedEntry): string {
  return `${feed.name} (${describeSource(feed.source)})`;
}
