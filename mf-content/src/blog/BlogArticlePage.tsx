import { type RemotePageProps, ShopLink, useLocation, usePageMeta, useStorefront } from '@shop/shared';
import { Fragment } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from 'urql';
import { ContentRoot } from '../ContentRoot';
import { ArticleSkeleton } from '../common/ContentSkeleton';
import { NotFoundContent } from '../common/NotFoundContent';
import { ProductTeasers } from '../common/ProductTeasers';
import { absoluteUrl } from '../common/structured-data';
import type { ContentBlogArticleQuery } from '../graphql/__generated__/graphql';
import { BlogCard } from './BlogCard';
import { BLOG_ARTICLE_QUERY, blogArticleVariables } from './blog-query';


/** The "related cards" list placement of spec §9. */
const TEASER_LIST = { id: 'blog_article', name: 'Blog article' };

type Article = NonNullable<ContentBlogArticleQuery['blogArticle']['data']>;

/**
 * A blog article (spec §2 /blog/{path}/): hero, title, author, date and reading time, the body
 * (HTML the API sanitised) with the product teasers where the text puts them, related articles and
 * the Article structured data.
 */
export default function BlogArticlePage(_props: RemotePageProps) {
  return (
    <ContentRoot>
      <BlogArticle />
    </ContentRoot>
  );
}

function BlogArticle() {
  const location = useLocation();
  const [result] = useQuery({ query: BLOG_ARTICLE_QUERY, variables: blogArticleVariables(location.pathname) });
  const article = result.data?.blogArticle.data ?? null;
  const { config } = useStorefront();
  usePageMeta(
    article
      ? {
          title: article.title,
          description: article.excerpt,
          jsonLd: JSON.stringify({
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: article.title,
            description: article.excerpt,
            image: [absoluteUrl(article.heroImage.url.href)],
            datePublished: article.publishedAt,
            dateModified: article.updatedAt,
            inLanguage: article.language,
            author: { '@type': 'Person', name: article.author },
            publisher: { '@type': 'Organization', name: config.name },
            mainEntityOfPage: absoluteUrl(article.path),
          }),
        }
      : { noindex: true },
    `content:blog-article:${location.pathname}`,
  );
  if (result.fetching && !result.data) return <ArticleSkeleton />;
  if (!article) return <NotFoundContent />;
  return <ArticleView article={article} />;
}

function ArticleView({ article }: { article: Article }) {
  const intl = useIntl();
  // The API answers the text in parts: the product teasers go between them.
  const parts = article.bodyParts;
  return (
    <article className="content-article" lang={article.language} aria-labelledby="content-article-title">
      <nav className="content-breadcrumbs" aria-label={intl.formatMessage({ id: 'content.breadcrumbs', defaultMessage: 'Breadcrumbs' })}>
        <ol>
          <li>
            <ShopLink to="blog">
              <FormattedMessage id="content.blog.title" defaultMessage="Blog" />
            </ShopLink>
          </li>
          <li>
            <ShopLink to="blog" search={`category=${encodeURIComponent(article.category.slug)}`}>
              {article.category.title}
            </ShopLink>
          </li>
        </ol>
      </nav>
      <header className="content-article-header">
        <h1 id="content-article-title">{article.title}</h1>
        <p className="content-article-meta">
          <FormattedMessage
            id="content.blog.byline"
            defaultMessage="By {author} · {date} · {minutes} min read"
            values={{ author: article.author, date: <FormattedDate value={article.publishedAt} dateStyle="long" />, minutes: article.readingMinutes }}
          />
        </p>
        <img
          className="content-article-hero"
          src={article.heroImage.url.href}
          alt={article.heroImage.alt}
          width={article.heroImage.width}
          height={article.heroImage.height}
          fetchPriority="high"
        />
      </header>
      <div className="content-article-body" data-testid="article-body">
        {parts.map((html, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one body never reorder
          <Fragment key={index}>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API (content-html.ts sanitizeArticleHtml, ADR 0022) */}
            <div dangerouslySetInnerHTML={{ __html: html }} />
            {index < parts.length - 1 && article.products.length > 0 && (
              <section className="content-article-products" aria-labelledby="content-article-products-title">
                <h2 id="content-article-products-title">
                  <FormattedMessage id="content.blog.products" defaultMessage="Matching gift cards" />
                </h2>
                <ProductTeasers products={article.products} list={TEASER_LIST} label={intl.formatMessage({ id: 'content.blog.products', defaultMessage: 'Matching gift cards' })} />
              </section>
            )}
          </Fragment>
        ))}
      </div>
      {article.related.length > 0 && (
        <section className="content-article-related" aria-labelledby="content-article-related-title">
          <h2 id="content-article-related-title">
            <FormattedMessage id="content.blog.related" defaultMessage="Read next" />
          </h2>
          <ul className="content-blog-list">
            {article.related.map((related) => (
              <BlogCard key={related.id} article={related} headingLevel={3} />
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
