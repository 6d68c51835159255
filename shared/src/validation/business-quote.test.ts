import { quoteLineRanges, widestWholeRange, withinRanges } from './business-quote';

describe('the amount rule of a business quote line', () => {
  const variations = [
    { min: 500, max: 5000 },
    { min: 10_000, max: 20_000 },
    { min: 3000, max: 1000 },
  ];

  it('takes the product’s variation ranges (an empty one left out), the Polish storefront’s 50–2000 zł instead', () => {
    expect(quoteLineRanges('CBDE', variations)).toEqual([{ min: 500, max: 5000 }, { min: 10_000, max: 20_000 }]);
    expect(quoteLineRanges('CBPL', variations)).toEqual([{ min: 5000, max: 200_000 }]);
  });

  it('accepts an amount within one of the ranges, not in the gap between them', () => {
    const ranges = quoteLineRanges('CBDE', variations);
    expect([500, 5000, 10_000, 20_000].map((cents) => withinRanges(cents, ranges))).toEqual([true, true, true, true]);
    expect([499, 5001, 9999, 20_001].map((cents) => withinRanges(cents, ranges))).toEqual([false, false, false, false]);
  });

  it('names the widest range in whole units, rounded inwards', () => {
    expect(widestWholeRange([{ min: 550, max: 4999 }, { min: 10_000, max: 20_000 }])).toEqual({ min: 6, max: 200 });
    expect(widestWholeRange([])).toBeNull();
  });
});
