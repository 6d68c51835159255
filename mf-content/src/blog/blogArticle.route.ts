import { defineRoute } from '@shop/shared';
import { lazyContentPage } from '../lazy-page';

export default defineRoute({
  key: 'blogArticle',
  component: lazyContentPage(() => import(/* webpackChunkName: "content-blog-article" */ './BlogArticlePage')),
  chunk: 'content-blog-article',
  maxJsGzipBytes: 21_900,
  // The article of the path, asked as the page asks it; no data (none there, or a malformed path) is a 404.
  loader: async ({ client, pathname }) => {
    const { BLOG_ARTICLE_QUERY, blogArticleVariables } = await import('./blog-query');
    const result = await client.query(BLOG_ARTICLE_QUERY, blogArticleVariables(pathname)).toPromise();
    // A network error is not "not found": the page shows its own error state.
    return result.data?.blogArticle.data || result.error?.networkError ? { status: 200 } : { status: 404 };
  },
});
