import { Skeleton, SkeletonGrid } from '@shop/shared/skeleton';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/**
 * A catalogue screen (or a part of one) while its data loads: the shape of what comes, in the page's own
 * layout classes, busy, with the catalogue's one "Loading…" for screen readers (issue 35: no spinner).
 */
export function CatalogueSkeleton({ className, testId = 'catalogue-skeleton', children }: { className?: string; testId?: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Skeleton label={intl.formatMessage({ id: 'catalogue.loading', defaultMessage: 'Loading…' })} className={className} testId={testId}>
      {children}
    </Skeleton>
  );
}

/** Product cards to come: tiles (card art, title, price) in the product grid's own columns. */
export function ProductGridSkeleton({ count, className }: { count: number; className?: string }) {
  return <SkeletonGrid count={count} className={className ? `catalogue-grid ${className}` : 'catalogue-grid'} />;
}
