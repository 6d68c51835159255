/**
 * The redeem rules of spec §1, §5 and §9, pure and in integer cents:
 * - a chosen value over the split limit (150) becomes several cards, none over the limit and none
 *   under the product's minimum;
 * - the balance is spent card by card in the order the cards were added;
 * - price to pay = order total − the sum of payments (the cards' balances), never below 0.
 */

/** Spec §9: "Redeem values over 150 are split across several cards" (in the storefront's currency). */
export const REDEEM_SPLIT_LIMIT_CENTS = 15_000;

/**
 * The card values a chosen amount becomes: as many cards of the limit as fit, then the rest. A rest
 * under the product's minimum takes from the card before it (so 151 with a minimum of 5 is 146 + 5).
 */
export function splitRedeemAmount(amountCents: number, minimumCents: number, limitCents = REDEEM_SPLIT_LIMIT_CENTS): number[] {
  if (!Number.isInteger(amountCents) || amountCents <= 0) return [];
  if (amountCents <= limitCents) return [amountCents];
  const pieces: number[] = [];
  let rest = amountCents;
  while (rest > limitCents) {
    pieces.push(limitCents);
    rest -= limitCents;
  }
  if (rest > 0) {
    if (rest < minimumCents && pieces.length > 0) {
      const moved = minimumCents - rest;
      pieces[pieces.length - 1] = (pieces[pieces.length - 1] as number) - moved;
      rest = minimumCents;
    }
    pieces.push(rest);
  }
  return pieces;
}

export interface SpendableCard {
  id: string;
  availableCents: number;
}

export interface Allocation {
  cardId: string;
  cents: number;
}

/** How much of each card a total takes, in the cards' order; what the cards cannot cover is the top-up. */
export function allocateBalances(cards: readonly SpendableCard[], totalCents: number): { allocations: Allocation[]; usedCents: number; topUpCents: number } {
  const allocations: Allocation[] = [];
  let rest = Math.max(0, totalCents);
  for (const card of cards) {
    if (rest === 0) break;
    const cents = Math.min(rest, Math.max(0, card.availableCents));
    if (cents > 0) {
      allocations.push({ cardId: card.id, cents });
      rest -= cents;
    }
  }
  const usedCents = allocations.reduce((sum, a) => sum + a.cents, 0);
  return { allocations, usedCents, topUpCents: priceToPay(totalCents, usedCents) };
}

/** The largest minimum remaining balance of the chosen cards (0: none asks one); the rule is the shared one (`leavesMinimumRemaining`). */
export function requiredRemainingCents(minimums: readonly number[]): number {
  return minimums.reduce((max, cents) => Math.max(max, cents), 0);
}

/** Spec §5: order total minus the sum of payments, never below 0 (cents are already two decimals). */
export function priceToPay(totalCents: number, paymentsCents: number): number {
  return Math.max(0, totalCents - paymentsCents);
}

/** The mask a card number is shown with once checked: the last four digits only. */
export function maskCardNumber(number: string): string {
  return `•••• ${number.slice(-4)}`;
}
