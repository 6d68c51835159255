/**
 * The media drawings (issue 35 item 13, ADR 0054), on the seed's own rows: every brand's card is its
 * own (several compositions and typographies, chosen by the brand alone, so the same in every
 * storefront), every text of every card reads on what is behind it (≥ 4.5:1), everything is escaped,
 * well-formed XML, deterministic and a few kB at most.
 */
import { validateXML } from 'xmllint-wasm';
import type { MediaAssetRow } from '../db/catalogue-schema';
import { seedContent } from '../db/seed';
import { contrastRatio } from '../domains/store-data/contrast';
import { COMPOSITIONS, MIN_TEXT_CONTRAST, designBrandCard, inkOn, monogramOf } from './brand-card';
import { type RenderableAsset, RENDERER_VERSION, renderSvg } from './svg';

type Row = RenderableAsset & { id: string };

const { rows } = seedContent();
const cards = rows.media.filter((m) => m.kind === 'card') as Row[];
const brandCards = cards.filter((m) => m.brandId);
/** One card row per brand (a brand's rows in several storefronts are drawn alike: see below). */
const byBrand = new Map<string, Row>();
for (const card of brandCards) if (!byBrand.has(card.brandId as string)) byBrand.set(card.brandId as string, card);

const designOf = (row: RenderableAsset) =>
  designBrandCard({
    brandId: row.brandId as string,
    name: row.label,
    width: row.width,
    height: row.height,
    primary: row.background,
    secondary: row.foreground,
    accent: row.accent,
    motif: row.motif,
  });
/** Well-formedness only: libxml2 without a schema. */
const wellFormed = (files: Array<{ fileName: string; contents: string }>) => validateXML({ xml: files } as unknown as Parameters<typeof validateXML>[0]);
const withoutTitle = (svg: string) => svg.replace(/<title>[^<]*<\/title>/, '');
const cardRow = (id: string) => {
  const row = cards.find((m) => m.id === id);
  if (!row) throw new Error(`no card ${id}`);
  return row;
};

describe('a brand’s own card', () => {
  it('is on every brand’s products, and the shop’s own cards keep the shop’s drawing', () => {
    const brandOf = new Map(rows.products.map((p) => [p.imageId, p.brandId ?? null]));
    for (const card of cards) {
      if (!brandOf.has(card.id)) continue;
      expect([card.id, card.brandId ?? null]).toEqual([card.id, brandOf.get(card.id)]);
    }
    expect(byBrand.size).toBe(rows.brands.length);
    // No storefront's label on a brand's card; the shop's own cards carry theirs.
    expect(brandCards.every((card) => card.sublabel === '')).toBe(true);
    const choice = renderSvg(cardRow('card/cbde-all-in-1'));
    expect(choice).toContain('>CardBon</text>');
    expect(choice).toContain('<title>All-in-1 Geschenkkarte</title>');
  });

  it('is the same in every storefront: the same brand, the same drawing (only the alt text is the storefront’s)', () => {
    const german = renderSvg(cardRow('card/cbde-apple'));
    const dutch = renderSvg(cardRow('card/cb-apple'));
    expect(german).toContain('<title>Apple Geschenkkarte</title>');
    expect(dutch).toContain('<title>Apple Cadeaukaart</title>');
    expect(withoutTitle(german)).toBe(withoutTitle(dutch));
    // So for every brand sold in several storefronts.
    let shared = 0;
    for (const card of brandCards) {
      const first = byBrand.get(card.brandId as string) as Row;
      if (first.id === card.id) continue;
      shared += 1;
      expect([card.id, withoutTitle(renderSvg(card))]).toEqual([card.id, withoutTitle(renderSvg(first))]);
    }
    expect(shared).toBeGreaterThan(50);
  });

  it('differs between brands: every composition in use, none for more than a quarter of the brands, three kinds of lettering', () => {
    const designs = [...byBrand.values()].map(designOf);
    const compositions = new Map<string, number>();
    for (const d of designs) compositions.set(d.composition, (compositions.get(d.composition) ?? 0) + 1);
    expect([...compositions.keys()].sort()).toEqual([...COMPOSITIONS].sort());
    for (const count of compositions.values()) expect(count).toBeLessThan(designs.length / 4);
    expect(new Set(designs.map((d) => d.typography.family))).toEqual(new Set(['sans', 'serif', 'mono']));
    expect(new Set(designs.map((d) => d.typography.letterCase)).size).toBe(3);
    expect(new Set(designs.map((d) => `${d.composition}/${d.variant}`)).size).toBeGreaterThanOrEqual(40);
    // Two brands side by side in a list: different compositions, different pictures.
    const apple = designOf(cardRow('card/cbde-apple'));
    const netflix = designOf(cardRow('card/cbde-netflix'));
    expect(apple.composition).not.toBe(netflix.composition);
    expect(withoutTitle(renderSvg(cardRow('card/cbde-apple')))).not.toBe(withoutTitle(renderSvg(cardRow('card/cbde-netflix'))));
    // No two brands share a drawing (their names aside: the picture without its texts).
    const shapes = new Set([...byBrand.values()].map((row) => designOf(row).body.replace(/<text[^>]*>[^<]*<\/text>/g, '')));
    expect(shapes.size).toBe(byBrand.size);
  });

  it('is drawn from the brand alone: its id chooses the identity, its name is the wordmark', () => {
    const row = cardRow('card/cbde-apple');
    const design = designOf(row);
    expect(designOf({ ...row, slug: 'elsewhere', alt: 'Anything' })).toEqual(design);
    expect(design.texts.find((t) => t.role === 'wordmark')?.text).toMatch(/^apple$/i);
    expect(designOf({ ...row, brandId: 'another-brand' })).not.toEqual(design);
  });

  it('sets every text of every seeded brand in an ink with at least 4.5:1 against the solid colour behind it', () => {
    let checked = 0;
    for (const row of byBrand.values()) {
      const design = designOf(row);
      expect(design.texts.some((t) => t.role === 'wordmark')).toBe(true);
      const svg = renderSvg(row);
      for (const text of design.texts) {
        expect([row.brandId, text.role, text.ink, text.ground, contrastRatio(text.ink, text.ground) >= MIN_TEXT_CONTRAST]).toEqual([
          row.brandId,
          text.role,
          text.ink,
          text.ground,
          true,
        ]);
        // The ground is really drawn, the ink really used.
        expect(svg).toContain(`fill="${text.ground}"`);
        expect(svg).toContain(`fill="${text.ink}"`);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(byBrand.size);
  });

  it('picks black or white when neither brand colour reads, always at least 4.58:1', () => {
    expect(inkOn('#777777', ['#888888', '#666666'])).toBe('#000000');
    expect(contrastRatio(inkOn('#767676', []), '#767676')).toBeGreaterThanOrEqual(4.58);
    expect(inkOn('#1d1d1f', ['#f5f5f7'])).toBe('#f5f5f7');
    for (let grey = 0; grey < 256; grey += 5) {
      const hex = `#${grey.toString(16).padStart(2, '0').repeat(3)}`;
      expect(contrastRatio(inkOn(hex), hex)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('makes a monogram of the first letters of the name’s words, connectors aside', () => {
    expect(monogramOf('Burgerwerk')).toBe('B');
    expect(monogramOf('Zum Goldenen Hirsch')).toBe('ZG');
    expect(monogramOf('Curry & Co.')).toBe('C');
    expect(monogramOf('E-Book Welt')).toBe('EB');
    expect(monogramOf('Modehuis van der Berg')).toBe('MB');
    expect(monogramOf('Œuvre äpfel')).toBe('ŒÄ');
  });
});

describe('every card', () => {
  const shopCards = cards.filter((m) => !m.brandId);

  it('is deterministic, a few kB at most, and well-formed XML', async () => {
    const all = [...byBrand.values(), ...shopCards];
    const svgs = all.map((row) => renderSvg(row));
    expect(all.map((row) => renderSvg(row))).toEqual(svgs);
    const largest = Math.max(...svgs.map((svg) => Buffer.byteLength(svg)));
    expect(largest).toBeLessThan(3 * 1024);
    const result = await wellFormed(svgs.map((contents, i) => ({ fileName: `${all[i]?.slug}.svg`, contents })));
    expect(result.errors).toEqual([]);
    expect(RENDERER_VERSION).toBe('3');
  });

  it('of the shop’s own has its texts in an ink that reads on its colour and its translucent circles', () => {
    for (const row of shopCards) {
      const svg = renderSvg(row);
      const ink = /<text [^>]*fill="(#[0-9a-f]{6})"/.exec(svg)?.[1] as string;
      expect([row.id, contrastRatio(ink, row.background) >= MIN_TEXT_CONTRAST]).toEqual([row.id, true]);
    }
  });

  it('escapes every text: a brand’s name, a shop card’s label, the alt text', async () => {
    const hostile = '<script>alert("x")</script> & Co\'s';
    const base: RenderableAsset = {
      kind: 'card',
      slug: 'x',
      width: 320,
      height: 200,
      label: hostile,
      sublabel: '</text><script>1</script>',
      motif: 'gift',
      background: '#000000',
      foreground: '#ffffff',
      accent: '#ff0000',
      alt: 'A & B <i>',
      brandId: null,
    };
    const brandIds = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p'];
    const svgs = [renderSvg(base), ...brandIds.map((brandId) => renderSvg({ ...base, brandId }))];
    for (const svg of svgs) {
      expect(svg).not.toContain('<script>');
      expect(svg).not.toContain('<i>');
      expect(svg).toContain('<title>A &amp; B &lt;i&gt;</title>');
    }
    expect(svgs.join('')).toContain('&lt;script&gt;');
    const result = await wellFormed(svgs.map((contents, i) => ({ fileName: `${i}.svg`, contents })));
    expect(result.errors).toEqual([]);
  });

  it('keeps the other kinds as they were drawn (their revision and bytes do not depend on brands)', () => {
    const logo = rows.media.find((m) => m.id === 'logo/cbde-main') as MediaAssetRow;
    expect(logo.brandId ?? null).toBeNull();
    expect(renderSvg(logo as RenderableAsset)).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+"/);
  });
});
