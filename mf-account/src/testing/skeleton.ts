import { screen, within } from '@testing-library/react';

/**
 * An account page's loading state (issue 35): the region of `testId` is busy, holds the shapes of what
 * comes (`shop-skeleton`) and the page's (or dialog's) one polite status text, the account's
 * "Wird geladen …". The region, for a test to count the shapes it expects.
 */
export function expectAccountSkeleton(testId = 'account-skeleton'): HTMLElement {
  const region = screen.getByTestId(testId);
  expect(region).toHaveAttribute('aria-busy', 'true');
  expect(within(region).getByRole('status')).toHaveTextContent('Wird geladen …');
  expect(within(region.closest('section, dialog') as HTMLElement).getAllByRole('status')).toHaveLength(1);
  expect(region.querySelectorAll('.shop-skeleton').length).toBeGreaterThan(0);
  return region;
}
