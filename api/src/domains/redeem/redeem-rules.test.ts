import { allocateBalances, maskCardNumber, priceToPay, splitRedeemAmount } from './redeem-rules';

describe('splitRedeemAmount (spec §9: values over 150 are split)', () => {
  it('keeps a value up to the limit as one card', () => {
    expect(splitRedeemAmount(15_000, 500)).toEqual([15_000]);
    expect(splitRedeemAmount(5_000, 500)).toEqual([5_000]);
  });

  it('splits 175 into 150 and 25', () => {
    expect(splitRedeemAmount(17_500, 500)).toEqual([15_000, 2_500]);
  });

  it('splits 400 into 150, 150 and 100', () => {
    expect(splitRedeemAmount(40_000, 500)).toEqual([15_000, 15_000, 10_000]);
  });

  it('never leaves a card under the minimum', () => {
    expect(splitRedeemAmount(15_100, 500)).toEqual([14_600, 500]);
    for (const pieces of [splitRedeemAmount(30_050, 1_000), splitRedeemAmount(15_001, 2_000)]) {
      expect(Math.min(...pieces)).toBeGreaterThanOrEqual(1_000);
      expect(Math.max(...pieces)).toBeLessThanOrEqual(15_000);
    }
  });

  it('rejects nonsense', () => {
    expect(splitRedeemAmount(0, 500)).toEqual([]);
    expect(splitRedeemAmount(-100, 500)).toEqual([]);
    expect(splitRedeemAmount(1.5, 500)).toEqual([]);
  });
});

describe('allocateBalances', () => {
  const cards = [
    { id: 'a', availableCents: 5_000 },
    { id: 'b', availableCents: 3_000 },
  ];

  it('spends the cards in order and stops when the total is covered', () => {
    expect(allocateBalances(cards, 6_000)).toEqual({
      allocations: [
        { cardId: 'a', cents: 5_000 },
        { cardId: 'b', cents: 1_000 },
      ],
      usedCents: 6_000,
      topUpCents: 0,
    });
  });

  it('leaves what the cards cannot cover as the top-up', () => {
    expect(allocateBalances(cards, 10_000)).toMatchObject({ usedCents: 8_000, topUpCents: 2_000 });
  });

  it('ignores empty cards', () => {
    expect(allocateBalances([{ id: 'x', availableCents: 0 }, ...cards], 100).allocations).toEqual([{ cardId: 'a', cents: 100 }]);
  });
});

describe('priceToPay (spec §5)', () => {
  it('is the total minus the payments, never below 0', () => {
    expect(priceToPay(22_500, 20_000)).toBe(2_500);
    expect(priceToPay(10_000, 20_000)).toBe(0);
  });
});

it('masks card numbers to their last four digits', () => {
  expect(maskCardNumber('6037060123456789012')).toBe('•••• 9012');
});
