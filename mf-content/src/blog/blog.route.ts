import { defineRoute } from '@shop/shared';
import { lazyContentPage } from '../lazy-page';

export default defineRoute({
  key: 'blog',
  component: lazyContentPage(() => import(/* webpackChunkName: "content-blog" */ './BlogPage')),
  chunk: 'content-blog',
  maxJsGzipBytes: 21_000,
  // The list the page shows, asked as the page asks it. The blog exists where the storefront has
  // articles, and then the list has data; it has none for an unknown category or a page past the
  // last either, where the page shows its not-found screen: that is the answer here too.
  loader: async ({ client, search }) => {
    const { BLOG_LIST_QUERY, blogListVariables } = await import('./blog-query');
    const result = await client.query(BLOG_LIST_QUERY, blogListVariables(search)).toPromise();
    // A network error is not "not found": the page shows its own error state.
    return result.data?.blog.data || result.error?.networkError ? { status: 200 } : { status: 404 };
  },
});
