import { defineRoute } from '@shop/shared';
import { lazy } from 'react';

export default defineRoute({
  key: 'blogArticle',
  component: lazy(() => import(/* webpackChunkName: "content-blog-article" */ './BlogArticlePage')),
  chunk: 'content-blog-article',
  maxJsGzipBytes: 21_000,
});
