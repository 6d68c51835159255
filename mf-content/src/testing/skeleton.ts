import { screen, within } from '@testing-library/react';

/**
 * A content page's loading state (issue 35): the region of `testId` is busy, holds the shapes of what
 * comes (`shop-skeleton`) and the page's one polite status text, the team's "Wird geladen …" (or the
 * Dutch text). The region, for a test to count the shapes it expects.
 */
export function expectContentSkeleton(testId: string, text = 'Wird geladen …'): HTMLElement {
  const region = screen.getByTestId(testId);
  expect(region).toHaveAttribute('aria-busy', 'true');
  expect(within(region).getByRole('status')).toHaveTextContent(text);
  expect(within(region.closest('[data-boundary]') as HTMLElement).getAllByRole('status')).toHaveLength(1);
  expect(region.querySelectorAll('.shop-skeleton').length).toBeGreaterThan(0);
  return region;
}
