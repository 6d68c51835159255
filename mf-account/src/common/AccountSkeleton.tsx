import { Skeleton, SkeletonBlock, SkeletonLines } from '@shop/shared/skeleton';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/**
 * An account page (or a part of one) while the visitor or their data loads: the shape of what comes in
 * the page's own classes, busy, with the account's one "Loading …" for screen readers (issue 35: no
 * "Loading …" paragraph).
 */
export function AccountSkeleton({ className, testId = 'account-skeleton', children }: { className?: string; testId?: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Skeleton label={intl.formatMessage({ id: 'account.loading', defaultMessage: 'Loading …' })} className={className} testId={testId}>
      {children}
    </Skeleton>
  );
}

/** A card of the account pages (a section, an order, a receiver): its heading, lines and buttons. */
export function AccountCardSkeleton({ className = 'account-card', lines = 2, buttons = 0 }: { className?: string; lines?: number; buttons?: number }) {
  return (
    <div className={className}>
      <SkeletonBlock width="45%" height="22px" />
      <SkeletonLines count={lines} />
      {buttons > 0 && <AccountButtonsSkeleton count={buttons} />}
    </div>
  );
}

/** A row of buttons (the account's `account-actions`). */
export function AccountButtonsSkeleton({ count }: { count: number }) {
  return (
    <div className="account-actions">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <SkeletonBlock key={i} width="150px" height="44px" radius="999px" />
      ))}
    </div>
  );
}

/** The line of text under a page's heading (the greeting, a lead). */
export function AccountLeadSkeleton() {
  return <SkeletonBlock className="account-skeleton-lead" width="35%" height="18px" />;
}
