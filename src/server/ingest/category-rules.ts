// The category mapping rules, read once from category-rules.tsv when the process starts (format and
// matching are described at the top of that file; map-category.ts applies them). Loading at import
// time is what makes the server, its scheduler thread and every import tool refuse to start on a
// broken file, with the file, line and mistake, instead of misfiling products later.
//
// The file is found next to the code that reads it: from sources (tsx, vitest, the scheduler
// thread in development) that is this folder; in the production build, where this module is
// bundled into build/server/*.js, scripts/build.mjs copies the file into build/server.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CategoryRule, CategoryRulesError, parseCategoryRules } from './category-rules-parser.ts';

export type { CategoryRule } from './category-rules-parser.ts';

export const CATEGORY_RULES_FILE = fileURLToPath(new URL('./category-rules.tsv', import.meta.url));
const BUNDLED = !import.meta.url.endsWith('.ts');
const SOURCE_FILE = 'src/server/ingest/category-rules.tsv';

export const CATEGORY_RULES: readonly CategoryRule[] = loadCategoryRules(CATEGORY_RULES_FILE);

export function loadCategoryRules(file: string): CategoryRule[] {
  const shownName = showPath(file);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new CategoryRulesError(
      `cannot read the category rules file ${shownName}: ${(error as Error).message}` +
        (BUNDLED ? ` (npm run build copies it there from ${SOURCE_FILE})` : ''),
    );
  }
  try {
    return parseCategoryRules(text, shownName);
  } catch (error) {
    // A fix made to the build's copy would be lost at the next build.
    if (!BUNDLED || !(error instanceof CategoryRulesError)) throw error;
    throw new CategoryRulesError(
      `${error.message}\n(npm run build copied this file from ${SOURCE_FILE}: fix it there; npm start rebuilds)`,
    );
  }
}

// Relative to the working directory when inside it: short enough to read, and a terminal or
// editor can open "src/server/ingest/category-rules.tsv:41" directly.
function showPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}
