import { createHash, randomUUID } from 'node:crypto';
import { DOUBLER_MAX_PRIZE_CENTS, doublerPrize, drawOrder, entriesHash, pickWinner } from './doubler-rules';

/**
 * The verification rule of a published draw (ADR 0025). The expected values were computed apart from
 * this code (Python's hashlib and hmac), so the rule as documented is what the function does.
 */
describe('pickWinner: the draw anyone can recompute', () => {
  const references = [
    '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    '0A1B2C3D-0000-4000-8000-000000000001',
    'ffffffff-ffff-4fff-bfff-ffffffffffff',
    '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  ];
  const ordered = [
    '0a1b2c3d-0000-4000-8000-000000000001',
    '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    'ffffffff-ffff-4fff-bfff-ffffffffffff',
  ];

  it('hashes the references in lower case, sorted, joined by a newline', () => {
    expect(drawOrder(references)).toEqual(ordered);
    expect(entriesHash(ordered)).toBe('7e41179febec432a46b8a33883b816888e22e684d028e3136cc8b9996f1ef0f6');
    expect(entriesHash(ordered)).toBe(createHash('sha256').update(ordered.join('\n')).digest('hex'));
  });

  it('picks BigInt(HMAC-SHA256(seed, entriesHash)) mod n, whatever order the list comes in', () => {
    const picked = pickWinner('a5'.repeat(32), references);
    expect(picked).toEqual({
      ordered,
      entriesHash: '7e41179febec432a46b8a33883b816888e22e684d028e3136cc8b9996f1ef0f6',
      index: 2,
      winner: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    });
    expect(pickWinner('a5'.repeat(32), [...references].reverse()).winner).toBe(picked.winner);
    expect(pickWinner('0123456789abcdef'.repeat(4), references)).toMatchObject({ index: 3, winner: 'ffffffff-ffff-4fff-bfff-ffffffffffff' });
  });

  it('draws every entry about equally often over many seeds', () => {
    const list = Array.from({ length: 5 }, () => randomUUID());
    const wins = new Map<string, number>();
    for (let i = 0; i < 5_000; i += 1) {
      const { winner } = pickWinner(createHash('sha256').update(String(i)).digest('hex'), list);
      wins.set(winner, (wins.get(winner) ?? 0) + 1);
    }
    expect(wins.size).toBe(5);
    for (const count of wins.values()) expect(count).toBeGreaterThan(850);
  });

  it('refuses a malformed seed, an empty list, a reference that is no uuid or listed twice', () => {
    expect(() => pickWinner('A5'.repeat(32), references)).toThrow(/seed/);
    expect(() => pickWinner('a5'.repeat(31), references)).toThrow(/seed/);
    expect(() => pickWinner('a5'.repeat(32), [])).toThrow(/no entries/);
    expect(() => pickWinner('a5'.repeat(32), ['not-a-uuid'])).toThrow(/reference/);
    expect(() => pickWinner('a5'.repeat(32), [ordered[0] as string, (ordered[0] as string).toUpperCase()])).toThrow(/twice/);
  });
});

describe('doublerPrize', () => {
  it('doubles the balance, up to the cap of 250.00', () => {
    expect(DOUBLER_MAX_PRIZE_CENTS).toBe(25_000);
    expect(doublerPrize(4_000)).toBe(4_000);
    expect(doublerPrize(25_000)).toBe(25_000);
    expect(doublerPrize(40_000)).toBe(25_000);
    expect(doublerPrize(0)).toBe(0);
  });
});
