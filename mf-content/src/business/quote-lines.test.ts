import { QUOTE_LINES_MAX, QUOTE_MESSAGES } from '@shop/shared/validation';
import { addLine, amountRanges, type BusinessProduct, checkLine, lineKey, requestableProducts } from './quote-lines';

const money = (value: number) => ({ value, currency: 'EUR' });
const product = (configs: Partial<Pick<BusinessProduct, 'digitalVariationConfig' | 'physicalVariationConfig' | 'inStock'>>): BusinessProduct => ({
  id: 'p-1',
  title: 'Karte',
  slug: 'karte',
  path: '/geschenkkarten/karte/',
  backgroundColor: '#fff',
  showShadow: false,
  inStock: true,
  image: { url: { href: '/card.svg' }, alt: '', width: 1, height: 1 },
  digitalVariationConfig: null,
  physicalVariationConfig: null,
  ...configs,
});

describe('quote lines', () => {
  const card = product({ digitalVariationConfig: { minPrice: money(5), maxPrice: money(50) }, physicalVariationConfig: { minPrice: money(100), maxPrice: money(200) } });

  it('takes the ranges of the variations, or the storefront’s business range', () => {
    expect(amountRanges(card, 'CBDE')).toEqual([{ min: 500, max: 5000 }, { min: 10_000, max: 20_000 }]);
    expect(amountRanges(card, 'CBPL')).toEqual([{ min: 5000, max: 200_000 }]);
    expect(requestableProducts([card, product({ inStock: false }), product({})], 'CBDE')).toEqual([card]);
  });

  it('accepts an amount within one of the ranges, as the API does, and names the widest range otherwise', () => {
    expect(checkLine({ productId: 'p-1', amount: '150', quantity: '3' }, card, 'CBDE')).toEqual({ ok: true, line: { productId: 'p-1', amountPerCardCents: 15_000, quantity: 3 } });
    expect(checkLine({ productId: 'p-1', amount: '75', quantity: '3' }, card, 'CBDE')).toEqual({
      ok: false,
      issues: { amountPerCardCents: { id: QUOTE_MESSAGES.amountInvalid.id, range: { min: 5, max: 200 } } },
    });
    expect(checkLine({ productId: 'p-1', amount: '49', quantity: '1' }, card, 'CBPL')).toMatchObject({ ok: false });
    expect(checkLine({ productId: 'p-1', amount: '50', quantity: '1' }, card, 'CBPL')).toMatchObject({ ok: true });
    expect(checkLine({ productId: '', amount: '7,5', quantity: '0' }, undefined, 'CBDE')).toEqual({
      ok: false,
      issues: {
        productId: { id: QUOTE_MESSAGES.productRequired.id },
        quantity: { id: QUOTE_MESSAGES.cardCountInvalid.id },
        amountPerCardCents: { id: QUOTE_MESSAGES.amountInvalid.id, range: { min: 1, max: 10_000 } },
      },
    });
  });

  it('joins cards of the same product and amount, and refuses more lines than a request may have', () => {
    const first = addLine([], { productId: 'p-1', amountPerCardCents: 2500, quantity: 10 });
    expect(first.ok && first.lines.map(({ key: _key, ...line }) => line)).toEqual([{ productId: 'p-1', amount: '25', quantity: '10' }]);
    const joined = first.ok ? addLine(first.lines, { productId: 'p-1', amountPerCardCents: 2500, quantity: 5 }) : first;
    expect(joined.ok && joined.lines.map((line) => line.quantity)).toEqual(['15']);
    const full = Array.from({ length: QUOTE_LINES_MAX }, (_, i) => ({ key: lineKey(), productId: `p-${i}`, amount: '10', quantity: '1' }));
    expect(addLine(full, { productId: 'p-new', amountPerCardCents: 1000, quantity: 1 })).toEqual({ ok: false, issue: { id: QUOTE_MESSAGES.linesTooMany.id } });
  });
});
