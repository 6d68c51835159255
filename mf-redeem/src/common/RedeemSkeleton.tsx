import { Skeleton } from '@shop/shared/skeleton';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/**
 * A redeem screen (or a part of one) while its data loads: the shape of what comes in the screen's own
 * classes, busy, with the team's one "Loading…" for screen readers (issue 35: instead of an empty
 * busy paragraph).
 */
export function RedeemSkeleton({ className, testId = 'redeem-skeleton', children }: { className?: string; testId?: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Skeleton label={intl.formatMessage({ id: 'redeem.loading', defaultMessage: 'Loading…' })} className={className} testId={testId}>
      {children}
    </Skeleton>
  );
}
