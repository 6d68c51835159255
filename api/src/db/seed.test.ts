import { eq, sql } from 'drizzle-orm';
import { openTestDatabase } from '../testing/test-server';
import { FOLD_FROM, FOLD_TO, fold, foldSql, slugify } from '../text/fold';
import type { DatabaseHandle } from '.';
import { appMeta, products } from './catalogue-schema';
import { buildCatalogue } from './catalogue-seed/build';
import { ensureSeeded, SEED_CHANGED_HINT, seedContent, seedDatabase, seedSummary } from './seed';
import { defaultLanguageOf, STOREFRONT_SEEDS } from './seed-data';

describe('the catalogue seed (built in memory)', () => {
  const rows = seedContent().rows;

  it('is deterministic: the same rows on every build', () => {
    expect(JSON.stringify(buildCatalogue(STOREFRONT_SEEDS))).toBe(JSON.stringify(rows));
  });

  it('gives the German storefront 200+ gift cards in 12+ categories, the choice card, packs and donations', () => {
    const cbde = rows.products.filter((p) => p.storefrontKey === 'CBDE');
    expect(cbde.filter((p) => p.productType === 'GIFT_CARD').length).toBeGreaterThan(200);
    expect(cbde.filter((p) => p.productType === 'BLANK_CARD_PACK')).toHaveLength(3);
    expect(cbde.filter((p) => p.productType === 'DONATION').length).toBeGreaterThanOrEqual(3);
    const choice = rows.productTranslations.find((t) => t.productId === 'cbde-all-in-1' && t.language === 'de');
    expect(choice?.path).toBe('/geschenkkarten/all-in-1-geschenkkarte/');
    const categories = rows.categories.filter((c) => c.storefrontKey === 'CBDE');
    expect(categories.length).toBeGreaterThanOrEqual(12);
    const titles = rows.categoryTranslations.filter((t) => t.storefrontKey === 'CBDE' && t.language === 'de').map((t) => t.title);
    expect(titles).toEqual(expect.arrayContaining(['Restaurants', 'Wein']));
    expect(rows.occasions.filter((o) => o.storefrontKey === 'CBDE').length).toBeGreaterThanOrEqual(10);
  });

  it('spreads more than 1,000 shops over German cities', () => {
    const german = rows.locations.filter((l) => l.countryCode === 'DE');
    expect(german.length).toBeGreaterThan(1000);
    expect(new Set(german.map((l) => l.city)).size).toBeGreaterThan(60);
    for (const l of german) expect(l.latitude).toMatch(/^\d{2}\.\d{5}$/);
  });

  it('gives the Dutch storefront its own range and the keuze card', () => {
    const choice = rows.productTranslations.find((t) => t.productId === 'cb-all-in-1' && t.language === 'nl');
    expect(choice).toMatchObject({ title: 'Keuze Cadeaukaart', path: '/cadeaubonnen/cadeaubonnl-keuze-cadeaukaart/' });
    const titles = rows.productTranslations.filter((t) => t.storefrontKey === 'CB' && t.language === 'nl').map((t) => t.title);
    expect(titles.length).toBeGreaterThan(60);
    expect(titles.every((t) => !t.includes('Geschenkkarte'))).toBe(true);
  });

  it('makes every storefront complete: texts in each of its languages, prices in its currency, a preset', () => {
    for (const seed of STOREFRONT_SEEDS) {
      const languages = seed.languages.map(([code]) => code);
      const own = rows.products.filter((p) => p.storefrontKey === seed.key);
      expect(own.length).toBeGreaterThanOrEqual(5);
      for (const p of own) {
        expect(rows.productTranslations.filter((t) => t.productId === p.id).map((t) => t.language).sort()).toEqual([...languages].sort());
        const variations = rows.variations.filter((v) => v.productId === p.id);
        expect(variations.length).toBeGreaterThan(0);
        for (const v of variations) {
          expect(v.currency).toBe(seed.languages[0]?.[1]);
          expect(Object.keys(v.titles).sort()).toEqual([...languages].sort());
        }
      }
      expect(rows.branding.filter((b) => b.storefrontKey === seed.key)).toHaveLength(1);
      expect(rows.menus.filter((m) => m.storefrontKey === seed.key)).toHaveLength(languages.length * 2);
      expect(rows.categories.filter((c) => c.storefrontKey === seed.key).length).toBeGreaterThanOrEqual(3);
      expect(rows.occasions.filter((o) => o.storefrontKey === seed.key).length).toBeGreaterThanOrEqual(3);
      const paths = rows.pageMetadata.filter((m) => m.storefrontKey === seed.key).map((m) => m.path);
      expect(new Set(paths).size).toBe(paths.length);
      const home = rows.pageMetadata.find((m) => m.storefrontKey === seed.key && m.pageKey === 'route:home' && m.language === defaultLanguageOf(seed));
      expect(home?.path).toBe('/');
    }
  });

  it('keeps custom amounts whole and fixed prices inside their range', () => {
    for (const v of rows.variations) {
      expect(v.minPriceCents).toBeLessThanOrEqual(v.maxPriceCents);
      for (const cents of v.pricesToShowCents) {
        expect(cents).toBeGreaterThanOrEqual(v.minPriceCents);
        expect(cents).toBeLessThanOrEqual(v.maxPriceCents);
      }
      if (!v.hasFixedPrices) expect([v.minPriceCents % 100, v.maxPriceCents % 100]).toEqual([0, 0]);
      else expect(v.pricesToShowCents).toContain(v.defaultPriceCents);
    }
  });
});

describe('text folding', () => {
  it('maps character for character in SQL and TypeScript', () => {
    expect([...FOLD_FROM]).toHaveLength([...FOLD_TO].length);
    expect(fold('Bücher Straße ÆRØ Łódź Çava')).toBe('bucher strasse aero lodz cava');
    expect(slugify('Bücher & Spiele: Über 100!')).toBe('buecher-spiele-ueber-100');
    expect(slugify('Curry & Co.')).toBe('curry-co');
  });
});

/**
 * Seeding from scratch runs on every test run: the Jest global setup migrates and seeds an empty PGlite
 * for the run's template (global-setup.ts), and a failure there fails the run; postgres.test.ts seeds
 * an empty PostgreSQL database through ensureSeeded, seeds it again and compares its summary with
 * PGlite's. Here: what that template holds, and a re-seed of a copy of it (db:seed on a shop whose seed
 * changed), without a seed from scratch of our own.
 */
describe('the seeded database and a re-seed of it (PGlite, a copy of the run\'s template)', () => {
  let handle: DatabaseHandle;
  /** The template's summary and product ids, as the seed from scratch left them. */
  let seeded: Awaited<ReturnType<typeof seedSummary>>;
  let seededIds: string[];
  const productIds = async () => (await handle.db.select({ id: products.id }).from(products).orderBy(products.id)).map((p) => p.id);

  beforeAll(async () => {
    handle = await openTestDatabase();
    seeded = await seedSummary(handle.db);
    seededIds = await productIds();
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('holds every storefront and every product of the seed', () => {
    const cbde = seeded.find((s) => s.key === 'CBDE');
    expect(cbde).toMatchObject({ storeId: 60, languages: 'de,en' });
    expect(cbde?.giftCards).toBeGreaterThan(200);
    expect(cbde?.locations).toBeGreaterThan(1000);
    expect(seeded).toHaveLength(33);
    const { rows } = seedContent();
    expect(seeded.reduce((sum, s) => sum + s.products, 0)).toBe(rows.products.length);
    expect(seededIds).toEqual(rows.products.map((p) => p.id).sort());
  });

  it('never re-seeds a seeded database on start: a changed seed only logs a hint; db:seed applies it idempotently', async () => {
    const hints: string[] = [];
    const log = (line: string) => hints.push(line);
    expect(await ensureSeeded(handle.db, log)).toBe(false);
    expect(hints).toEqual([]);
    await handle.db.execute(sql`insert into products (id, storefront_key, product_key, product_type, image_id, background_color,
      foreground_color, position) values ('cbde-stale', 'CBDE', 'stale', 'GIFT_CARD', 'card/cbde-apple', '#000000', '#ffffff', 999)`);
    await handle.db.update(appMeta).set({ value: 'older' }).where(eq(appMeta.key, 'seed_fingerprint'));
    expect(await ensureSeeded(handle.db, log)).toBe(false);
    expect(hints).toEqual([SEED_CHANGED_HINT]);
    const stale = async () => (await handle.db.select().from(products).where(eq(products.id, 'cbde-stale')))[0];
    expect(await stale()).toMatchObject({ retiredAt: null, isListed: true });

    // The explicit seed (db:seed) applies it: the same catalogue as the seed from scratch, ids kept,
    // what left the seed retired (never deleted).
    const again = await seedDatabase(handle.db);
    // Printed, not asserted: a timed test fails on a busy machine (the figure belongs in a benchmark).
    console.info(`re-seed on PGlite: ${again.milliseconds} ms (${again.products} products, ${again.locations} locations)`);
    expect(again.products).toBe(seedContent().rows.products.length);
    expect(await seedSummary(handle.db)).toEqual(seeded);
    expect(await ensureSeeded(handle.db, log)).toBe(false);
    expect(hints).toHaveLength(1);
    expect(await stale()).toMatchObject({ retiredAt: expect.any(Date), isListed: false });
    expect(await productIds()).toEqual([...seededIds, 'cbde-stale'].sort());
    const [apple] = await handle.db.select({ id: products.id }).from(products).where(eq(products.id, 'cbde-apple'));
    expect(apple?.id).toBe('cbde-apple');
  });

  it('folds in SQL exactly like TypeScript', async () => {
    const sample = 'Ärzte Öl Über Straße Æble Œuvre Çà Łódź Zürich';
    const result = (await handle.db.execute(sql`select ${foldSql(sql`${sample}::text`)} as folded`)) as unknown as { rows: Array<{ folded: string }> };
    expect(result.rows[0]?.folded).toBe(fold(sample));
  });
});
