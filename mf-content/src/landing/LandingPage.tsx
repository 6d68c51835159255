import { Link, type RemotePageProps, useLocation, usePageMeta } from '@shop/shared';
import { useIntl } from 'react-intl';
import { useQuery } from 'urql';
import { ContentRoot } from '../ContentRoot';
import { LandingSkeleton } from '../common/ContentSkeleton';
import { NotFoundContent } from '../common/NotFoundContent';
import { ProductTeasers } from '../common/ProductTeasers';
import { faqPageJsonLd } from '../common/structured-data';
import type { ContentLandingPageQuery, ContentProductCardFragment } from '../graphql/__generated__/graphql';
import { UspIcon } from './UspIcon';
import { LANDING_PAGE_QUERY, landingPageVariables } from './landing-query';

type Landing = NonNullable<ContentLandingPageQuery['landingPage']['data']>;
type Section = Landing['sections'][number];

/**
 * A landing page (spec §2 catch-all /{path}/): the hero with its call to action, then the page's
 * blocks queue — product lists (tracked as the "landing page" list placement of spec §9), text, FAQ
 * (with FAQPage structured data), selling points and testimonials. A path the storefront has no page
 * for shows the not-found screen (and the server answers 404).
 */
export default function LandingPage(_props: RemotePageProps) {
  return (
    <ContentRoot>
      <Landing />
    </ContentRoot>
  );
}

function Landing() {
  const location = useLocation();
  const [result] = useQuery({ query: LANDING_PAGE_QUERY, variables: landingPageVariables(location.pathname) });
  const page = result.data?.landingPage.data ?? null;
  usePageMeta(
    page ? { title: page.metaTitle, description: page.metaDescription, jsonLd: faqPageJsonLd(page.sections.flatMap((s) => s.faq)) } : { noindex: true },
    `content:landing:${location.pathname}`,
  );
  if (result.fetching && !result.data) return <LandingSkeleton />;
  if (!page) return <NotFoundContent />;
  return (
    <div className="content-landing" lang={page.language}>
      <section className="content-landing-hero" aria-labelledby="content-landing-title">
        <div className="content-landing-hero-text">
          <h1 id="content-landing-title">{page.hero.title}</h1>
          <p>{page.hero.subtitle}</p>
          <Link to={page.hero.cta.href} className="shop-button">
            {page.hero.cta.label}
          </Link>
        </div>
        <img
          className="content-landing-hero-image"
          src={page.hero.image.url.href}
          alt={page.hero.image.alt}
          width={page.hero.image.width}
          height={page.hero.image.height}
          fetchPriority="high"
        />
      </section>
      {page.sections.map((section) => (
        <LandingSection key={section.position} section={section} slug={page.slug} />
      ))}
    </div>
  );
}

function LandingSection({ section, slug }: { section: Section; slug: string }) {
  const intl = useIntl();
  const titleId = `content-landing-section-${section.position}`;
  switch (section.type) {
    case 'PRODUCTS': {
      const products = (section.queue?.items ?? []).filter((item): item is ContentProductCardFragment & { __typename: 'Product' } => item.__typename === 'Product');
      if (products.length === 0) return null;
      return (
        <section className="content-landing-section" aria-labelledby={titleId}>
          <h2 id={titleId}>{section.title}</h2>
          <ProductTeasers products={products} list={{ id: `landing_page_${slug}`, name: 'Landing page' }} label={section.title} />
        </section>
      );
    }
    case 'TEXT':
      return (
        <section className="content-landing-section content-landing-text" aria-labelledby={titleId}>
          <h2 id={titleId}>{section.title}</h2>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API to text structure and safe links (content-html.ts, ADR 0022) */}
          <div dangerouslySetInnerHTML={{ __html: section.bodyHtml ?? '' }} />
        </section>
      );
    case 'FAQ':
      return (
        <section className="content-landing-section content-faq" aria-labelledby={titleId}>
          <h2 id={titleId}>{section.title}</h2>
          {section.faq.map((entry) => (
            <details key={entry.question} className="content-faq-entry">
              <summary>{entry.question}</summary>
              <p>{entry.answer}</p>
            </details>
          ))}
        </section>
      );
    case 'USPS':
      return (
        <section className="content-landing-section" aria-labelledby={titleId}>
          <h2 id={titleId}>{section.title}</h2>
          <ul className="content-usps">
            {section.usps.map((usp) => (
              <li key={usp.title}>
                <UspIcon icon={usp.icon} />
                <h3>{usp.title}</h3>
                <p>{usp.text}</p>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'TESTIMONIALS':
      return (
        <section className="content-landing-section" aria-labelledby={titleId}>
          <h2 id={titleId}>{section.title}</h2>
          <ul className="content-testimonials">
            {section.testimonials.map((t) => (
              <li key={`${t.name}-${t.city}`}>
                <figure>
                  <p className="content-rating" role="img" aria-label={intl.formatMessage({ id: 'content.landing.rating', defaultMessage: '{rating} out of 5 stars' }, { rating: t.rating })}>
                    {'★'.repeat(t.rating)}
                    <span aria-hidden="true" className="content-rating-empty">
                      {'★'.repeat(5 - t.rating)}
                    </span>
                  </p>
                  <blockquote>
                    <p>{t.quote}</p>
                  </blockquote>
                  <figcaption>
                    {t.name}, {t.city}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      );
    default:
      return null;
  }
}
