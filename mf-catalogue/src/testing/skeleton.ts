import { screen, within } from '@testing-library/react';

/**
 * A catalogue screen's loading state (issue 35): the region of `testId` is busy, holds the shapes of what
 * comes (`shop-skeleton`) and the page's one polite status text, the catalogue's "Loading…". The
 * region, for a test to count the shapes it expects.
 */
export function expectCatalogueSkeleton(testId: string, text = 'Wird geladen …'): HTMLElement {
  const region = screen.getByTestId(testId);
  expect(region).toHaveAttribute('aria-busy', 'true');
  expect(screen.getAllByRole('status')).toHaveLength(1);
  expect(within(region).getByRole('status')).toHaveTextContent(text);
  expect(region.querySelectorAll('.shop-skeleton').length).toBeGreaterThan(0);
  return region;
}
