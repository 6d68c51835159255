import { usePageMeta } from '@shop/shared';
import type { ReactNode } from 'react';

/**
 * The frame of every account page (inside AccountRoot, which the route's component wraps around it):
 * the page's one h1 and a title for the browser tab. Account pages are per visitor, never indexed.
 */
export function AccountPage({ title, pageKey, lead, children, wide = false }: { title: string; pageKey: string; lead?: ReactNode; children: ReactNode; wide?: boolean }) {
  usePageMeta({ title, noindex: true }, `account:${pageKey}`);
  return (
      <section className={`account-page${wide ? ' account-page-wide' : ''}`} aria-labelledby={`account-${pageKey}-title`}>
        <h1 id={`account-${pageKey}-title`}>{title}</h1>
        {lead && <p className="account-lead">{lead}</p>}
        {children}
      </section>
  );
}
