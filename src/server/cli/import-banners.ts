import fs from 'node:fs';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../shared/i18n/languages.ts';
import { replaceBanners } from '../banners/banner.repository.ts';
import { runCli, UsageError } from './cli-support.ts';

// npm run import:banners -- FILE.json
// FILE is a JSON array of { "placement": "top" | "bottom", "html": "<a href=...><img ...></a>",
// "language": "es" | "en" | "pt" | "de" | "fr" | "ja" } where language is optional and means "es"
// when absent. It replaces all banners; the HTML is sanitised (image links only, marked sponsored).

const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(', ');

const BannerFileSchema = z.array(
  // Strict: a misspelt "language" key would otherwise file an English banner as Spanish unnoticed.
  z.strictObject(
    {
      placement: z.enum(['top', 'bottom'], { message: 'placement must be "top" or "bottom"' }),
      html: z
        .string({ message: 'html must be the banner code as text' })
        .min(1, 'html must not be empty')
        .max(10_000, 'html is longer than 10,000 characters'),
      language: z
        .enum(LANGUAGES, {
          message: `language must be one of ${quoted(LANGUAGES)} (leave it out for "${DEFAULT_LANGUAGE}")`,
        })
        .optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `unknown field ${quoted(issue.keys)}; a banner has "placement", "html" and optionally "language"`
          : 'each banner must be an object with "placement", "html" and optionally "language"',
    },
  ),
  { message: 'the file must hold a JSON array of banners' },
);

await runCli(async ({ db }) => {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) throw new UsageError('Usage: npm run import:banners -- FILE.json');
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  const result = BannerFileSchema.safeParse(parsed);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const [entry, ...field] = issue.path;
      const where = typeof entry === 'number' ? `banner ${entry + 1}` : 'file';
      return `  ${where}${field.length > 0 ? ` ${field.join('.')}` : ''}: ${issue.message}`;
    });
    throw new UsageError(`${file} is not a valid banner file; nothing was changed:\n${lines.join('\n')}`);
  }
  const { stored, refused } = await replaceBanners(db, result.data);
  const perLanguage = new Map<string, number>();
  result.data.forEach((banner, index) => {
    if (refused.includes(index + 1)) return;
    const language = banner.language ?? DEFAULT_LANGUAGE;
    perLanguage.set(language, (perLanguage.get(language) ?? 0) + 1);
  });
  const counts = [...perLanguage].map(([language, count]) => `${language}: ${count}`).join(', ');
  console.log(`Banners stored: ${stored}${counts === '' ? '' : ` (${counts})`}.`);
  if (refused.length > 0) {
    console.log(`Refused (no image link left after removing unsafe HTML): banner ${refused.join(', ')}.`);
  }
  return 0;
});
