import { Link, type RemotePageProps, ShopLink, useLocation, usePageMeta, useStorefront } from '@shop/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from 'urql';
import { ContentRoot } from '../ContentRoot';
import { BlogListSkeleton } from '../common/ContentSkeleton';
import { NotFoundContent } from '../common/NotFoundContent';
import { BlogCard } from './BlogCard';
import { BLOG_LIST_QUERY, blogListVariables } from './blog-query';

/**
 * The blog (spec §2 /blog/): the newest articles first, 12 to a page, filtered by category
 * (`?category=`), paged with `?page=` (spec query parameters). An unknown category or a page past
 * the last shows the not-found screen.
 */
export default function BlogPage(_props: RemotePageProps) {
  return (
    <ContentRoot>
      <Blog />
    </ContentRoot>
  );
}

function Blog() {
  const intl = useIntl();
  const location = useLocation();
  const { href } = useStorefront();
  const variables = blogListVariables(location.search);
  const { category, page } = variables;
  const [result] = useQuery({ query: BLOG_LIST_QUERY, variables });
  const list = result.data?.blog.data ?? null;
  const title = list?.category
    ? intl.formatMessage({ id: 'content.blog.categoryTitle', defaultMessage: 'Blog: {category}' }, { category: list.category.title })
    : intl.formatMessage({ id: 'content.blog.title', defaultMessage: 'Blog' });
  // A page after the first says so, in the heading and the title (issue 36).
  const heading = page > 1 ? intl.formatMessage({ id: 'content.blog.pageTitle', defaultMessage: '{title} – page {page}' }, { title, page }) : title;
  usePageMeta(
    list
      ? {
          title: heading,
          description:
            list.category?.description ??
            intl.formatMessage({ id: 'content.blog.description', defaultMessage: 'Gift ideas, occasions, business gifts and good to know: our tips around gift cards.' }),
        }
      : { noindex: true },
    `content:blog:${category ?? ''}:${page}`,
  );
  if (result.fetching && !result.data) return <BlogListSkeleton />;
  if (!list) return <NotFoundContent />;
  const blogPath = href('blog') ?? '/blog/';
  const pageHref = (n: number) => {
    const params = new URLSearchParams();
    if (list.category) params.set('category', list.category.slug);
    if (n > 1) params.set('page', String(n));
    const query = params.toString();
    return query ? `${blogPath}?${query}` : blogPath;
  };
  return (
    <div className="content-blog">
      <h1>{heading}</h1>
      {list.category && <p className="content-blog-intro">{list.category.description}</p>}
      <nav className="content-blog-categories" aria-label={intl.formatMessage({ id: 'content.blog.categories', defaultMessage: 'Categories' })}>
        <ul>
          <li>
            <ShopLink to="blog" aria-current={list.category ? undefined : 'page'}>
              <FormattedMessage id="content.blog.all" defaultMessage="All articles" />
            </ShopLink>
          </li>
          {list.categories.map((c) => (
            <li key={c.key}>
              <ShopLink to="blog" search={`category=${encodeURIComponent(c.slug)}`} aria-current={list.category?.key === c.key ? 'page' : undefined}>
                {c.title}
              </ShopLink>
            </li>
          ))}
        </ul>
      </nav>
      <ul className="content-blog-list" data-testid="blog-articles">
        {list.articles.map((article, index) => (
          <BlogCard key={article.id} article={article} priority={index === 0} />
        ))}
      </ul>
      {list.pageCount > 1 && (
        <nav className="content-pagination" aria-label={intl.formatMessage({ id: 'content.blog.pages', defaultMessage: 'Pages' })}>
          {list.pageNumber > 1 && (
            <Link to={pageHref(list.pageNumber - 1)} rel="prev">
              <FormattedMessage id="content.blog.previous" defaultMessage="Previous" />
            </Link>
          )}
          {Array.from({ length: list.pageCount }, (_, i) => i + 1).map((n) => (
            <Link key={n} to={pageHref(n)} aria-current={n === list.pageNumber ? 'page' : undefined} aria-label={intl.formatMessage({ id: 'content.blog.pageLabel', defaultMessage: 'Page {page}' }, { page: n })}>
              {n}
            </Link>
          ))}
          {list.pageNumber < list.pageCount && (
            <Link to={pageHref(list.pageNumber + 1)} rel="next">
              <FormattedMessage id="content.blog.next" defaultMessage="Next" />
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
