import { screen, within } from '@testing-library/react';

/**
 * A redeem screen's loading state (issue 35): the region of `testId` is busy, holds the shapes of what
 * comes (`shop-skeleton`) and one polite status text, the team's "Wird geladen …" (or the
 * Dutch text). The region, for a test to count the shapes it expects.
 */
export function expectRedeemSkeleton(testId: string, text = 'Wird geladen …'): HTMLElement {
  const region = screen.getByTestId(testId);
  expect(region).toHaveAttribute('aria-busy', 'true');
  expect(within(region).getByRole('status')).toHaveTextContent(text);
  // Said once on the screen (other statuses, such as "check your balance first", are other messages).
  expect(within(region.closest('[data-boundary]') as HTMLElement).getAllByText(text)).toHaveLength(1);
  expect(region.querySelectorAll('.shop-skeleton').length).toBeGreaterThan(0);
  return region;
}
