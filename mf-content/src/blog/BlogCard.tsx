import { Link } from '@shop/shared';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { ContentBlogCardFragment } from '../graphql/__generated__/graphql';

/** An article in a list: its picture, category, title, excerpt, date and reading time. */
export function BlogCard({ article, priority = false, headingLevel = 2 }: { article: ContentBlogCardFragment; priority?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <li className="content-blog-card">
      <img
        className="content-blog-card-image"
        src={article.heroImage.url.href}
        alt=""
        width={article.heroImage.width}
        height={article.heroImage.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : {})}
      />
      <div className="content-blog-card-text">
        <p className="content-blog-card-category">{article.category.title}</p>
        <Heading className="content-blog-card-title">
          <Link to={article.path}>{article.title}</Link>
        </Heading>
        <p>{article.excerpt}</p>
        <p className="content-blog-card-meta">
          <FormattedDate value={article.publishedAt} dateStyle="long" />
          {' · '}
          <FormattedMessage id="content.blog.readingTime" defaultMessage="{minutes} min read" values={{ minutes: article.readingMinutes }} />
        </p>
      </div>
    </li>
  );
}
