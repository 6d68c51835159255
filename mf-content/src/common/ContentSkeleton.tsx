import { Skeleton, SkeletonBlock, SkeletonGrid, SkeletonLines, SkeletonTitle } from '@shop/shared/skeleton';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/**
 * A content page (or a part of one) while its text loads: the shape of what comes in the page's own
 * classes, busy, with the team's one "Loading …" for screen readers (issue 35: no "Loading …" line).
 */
export function ContentSkeleton({ className, testId = 'content-skeleton', children }: { className?: string; testId?: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Skeleton label={intl.formatMessage({ id: 'content.loading', defaultMessage: 'Loading …' })} className={className} testId={testId}>
      {children}
    </Skeleton>
  );
}

/** Paragraphs of an article's or a legal text's body: a heading and lines, twice. */
function BodySkeleton() {
  return (
    <>
      <SkeletonLines count={5} />
      <SkeletonTitle className="content-skeleton-subtitle" width="45%" />
      <SkeletonLines count={6} />
    </>
  );
}

/** A blog article on its way: breadcrumbs, title, author line, hero picture, body. */
export function ArticleSkeleton() {
  return (
    <ContentSkeleton className="content-article" testId="content-article-skeleton">
      <SkeletonBlock className="content-skeleton-crumbs" width="40%" height="16px" />
      <SkeletonTitle width="85%" />
      <SkeletonBlock className="content-skeleton-meta" width="45%" height="16px" />
      <SkeletonBlock aspectRatio="16 / 9" radius="var(--shop-radius, 8px)" />
      <BodySkeleton />
    </ContentSkeleton>
  );
}

/** A legal page on its way: title, "last updated", body. */
export function LegalSkeleton() {
  return (
    <ContentSkeleton className="content-legal" testId="content-legal-skeleton">
      <SkeletonTitle width="70%" />
      <SkeletonBlock className="content-skeleton-meta" width="35%" height="16px" />
      <BodySkeleton />
    </ContentSkeleton>
  );
}

/** The blog's list on its way: its title, the category links, article cards (picture, category, title, meta). */
export function BlogListSkeleton() {
  return (
    <ContentSkeleton className="content-blog" testId="content-blog-skeleton">
      <SkeletonTitle width="30%" />
      <div className="content-skeleton-chips">
        {[0, 1, 2, 3].map((i) => (
          <SkeletonBlock key={i} width="128px" height="44px" radius="22px" />
        ))}
      </div>
      <SkeletonGrid count={6} className="content-blog-list" media="12 / 5" lines={3} />
    </ContentSkeleton>
  );
}

/** A landing page on its way: the hero (title, subtitle, button beside its picture) and a first section. */
export function LandingSkeleton() {
  return (
    <ContentSkeleton className="content-landing" testId="content-landing-skeleton">
      <div className="content-landing-hero">
        <div>
          <SkeletonTitle width="90%" />
          <SkeletonLines count={2} />
          <SkeletonBlock width="200px" height="44px" radius="999px" />
        </div>
        <SkeletonBlock aspectRatio="16 / 9" radius="var(--shop-radius, 8px)" />
      </div>
      <div className="content-landing-section">
        <SkeletonTitle width="40%" />
        <SkeletonLines count={4} />
      </div>
    </ContentSkeleton>
  );
}

/** The helpdesk's questions on their way: topics with their questions' rows. */
export function FaqSkeleton() {
  return (
    <ContentSkeleton testId="content-faq-skeleton">
      {[0, 1].map((topic) => (
        <div key={topic} className="content-faq">
          <SkeletonTitle width="35%" />
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="content-faq-entry">
              <SkeletonBlock className="content-skeleton-question" width={i % 2 ? '60%' : '75%'} height="16px" />
            </div>
          ))}
        </div>
      ))}
    </ContentSkeleton>
  );
}

/** The business page's content on its way (its heading is there): the intro and the quote form's fields. */
export function BusinessSkeleton() {
  return (
    <ContentSkeleton className="content-skeleton-stack" testId="content-business-skeleton">
      <SkeletonLines count={2} lastWidth="70%" />
      <SkeletonTitle width="40%" />
      {[0, 1, 2, 3].map((i) => (
        <SkeletonBlock key={i} height="44px" radius="var(--shop-radius, 8px)" />
      ))}
      <SkeletonBlock width="220px" height="44px" radius="999px" />
    </ContentSkeleton>
  );
}
