import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The layers of src/, lowest first (README, "Layers"). A module may import from its own area and
// from areas of lower layers, never from an area of its own layer or above: that keeps each
// change's reach downward (a search change never changes a migration; the catalog never waits
// for the importer). Tests and fixtures are consumers and may import anything.
const LAYERS: readonly (readonly string[])[] = [
  ['shared'],
  ['server/lib', 'server/config'],
  ['server/db'],
  ['server/deals', 'server/banners', 'server/mail'],
  ['server/catalog'],
  ['server/search', 'server/matching'],
  ['server/ingest'],
  ['server/enrichment'],
  ['server/alerts', 'server/demo'],
  ['server/scheduler'],
  ['server/http'],
  ['server/api', 'web'],
  // Entry points: they put the rest together, and nothing imports them back.
  ['server/entry'],
];

const SRC = path.resolve(import.meta.dirname, '../../src');
const ENTRY_FILES = new Set([
  'app',
  'prepare-database',
  'start-server',
  'web-processes',
  'main',
  'dev',
  'production-server',
]);

// "server/search/search.service.ts" -> "server/search"; the server's own top-level files and its
// command-line tools are entry points.
function areaOf(file: string): string {
  const parts = path.relative(SRC, file).split(path.sep);
  if (parts[0] !== 'server') return parts[0]!;
  if (parts.length === 2) {
    const name = parts[1]!.replace(/\.tsx?$/, '');
    return ENTRY_FILES.has(name) ? 'server/entry' : `server/${name}`;
  }
  return parts[1] === 'cli' ? 'server/entry' : `server/${parts[1]}`;
}

function layerOf(area: string): number {
  const index = LAYERS.findIndex((layer) => layer.includes(area));
  if (index === -1) throw new Error(`${area} is in no layer: add it to LAYERS and to the README`);
  return index;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|fixture)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// Static imports and re-exports, type-only ones included, and dynamic import()s.
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

function upwardImports(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const area = areaOf(file);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = path.resolve(path.dirname(file), match[1]!);
      if (!target.startsWith(SRC)) continue;
      const targetArea = areaOf(target);
      if (targetArea === area) continue;
      if (layerOf(targetArea) >= layerOf(area)) {
        found.push(
          `${path.relative(SRC, file)} imports ${path.relative(SRC, target)} (${area} -> ${targetArea})`,
        );
      }
    }
  }
  return found;
}

describe('layers', () => {
  it('puts every folder of src/ in a layer', () => {
    for (const file of sourceFiles(SRC)) expect(() => layerOf(areaOf(file)), file).not.toThrow();
  });

  it('has no module importing from its own layer or a layer above', () => {
    expect(upwardImports()).toEqual([]);
  });

  it('keeps each migration as it shipped: its SQL is its own, it imports nothing of the app but the dialect check', () => {
    const dir = path.join(SRC, 'server/db/migrations');
    const found: string[] = [];
    for (const file of sourceFiles(dir)) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
        if (match[1] !== '../database.ts') found.push(`${path.basename(file)} imports ${match[1]}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('would see an upward import', () => {
    // The check itself: a catalog module importing the importer is the kind of import it exists for.
    expect(layerOf('server/ingest')).toBeGreaterThan(layerOf('server/catalog'));
    expect(areaOf(path.join(SRC, 'server/cli/import-feeds.ts'))).toBe('server/entry');
    expect(areaOf(path.join(SRC, 'server/search/search.service.ts'))).toBe('server/search');
    expect(areaOf(path.join(SRC, 'web/routes/home.tsx'))).toBe('web');
  });
});
