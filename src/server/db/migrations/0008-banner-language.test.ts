import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../../../tests/support/each-dialect.ts';
import { findBannerGroups } from '../../banners/banner.repository.ts';
import { down, up } from './0008-banner-language.ts';

// Banners imported before banners had a language were written for the Spanish site: after the
// upgrade they are the Spanish banners, and every other language falls back to them.

describeEachDialect('migration 0008: banner language', (context) => {
  it('makes the banners stored before it Spanish', async () => {
    const { db } = context();
    const migrating = db as unknown as Kysely<unknown>;
    await down(migrating);
    await db
      .insertInto('banner')
      .values({
        placement: 'top',
        html: '<a href="https://shop.example/"><img src="https://cdn.example/old.png" alt="Old"></a>',
        position: 0,
        created_at: new Date().toISOString(),
      })
      .execute();
    await up(migrating);

    const stored = await db.selectFrom('banner').select('language').execute();
    expect(stored).toEqual([{ language: 'es' }]);
    for (const language of ['es', 'ja'] as const) {
      const groups = await findBannerGroups(db, language);
      expect(groups.top.map((banner) => banner.html).join('')).toContain('old.png');
    }
  });
});
