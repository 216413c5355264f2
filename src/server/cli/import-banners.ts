import fs from 'node:fs';
import { z } from 'zod';
import { replaceBanners } from '../banners/banner.repository.ts';
import { runCli, UsageError } from './cli-support.ts';

// npm run import:banners -- FILE.json
// FILE is a JSON array of { "placement": "top" | "bottom", "html": "<a href=...><img ...></a>" }.
// It replaces all banners; the HTML is sanitised (image links only, marked sponsored).

const BannerFileSchema = z.array(
  z.object({
    placement: z.enum(['top', 'bottom'], { message: 'placement must be "top" or "bottom"' }),
    html: z.string().min(1, 'html must not be empty').max(10_000, 'html is longer than 10,000 characters'),
  }),
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
    const lines = result.error.issues.map(
      (issue) =>
        `  banner ${typeof issue.path[0] === 'number' ? issue.path[0] + 1 : ''} ${issue.path.slice(1).join('.')}: ${issue.message}`,
    );
    throw new UsageError(`${file} is not a valid banner file; nothing was changed:\n${lines.join('\n')}`);
  }
  const { stored, refused } = await replaceBanners(db, result.data);
  console.log(`Banners stored: ${stored}.`);
  if (refused.length > 0) {
    console.log(`Refused (no image link left after removing unsafe HTML): banner ${refused.join(', ')}.`);
  }
  return 0;
});
