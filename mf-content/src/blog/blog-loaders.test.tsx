import { answer, answerWithErrors, answeringClient, renderRemotePage, testStorefront } from '@shop/shared/testing';
import { screen } from '@testing-library/react';
import type { ContentBlogArticleQuery, ContentBlogListQuery } from '../graphql/__generated__/graphql';
import { askedWith, offlineClient, runLoader } from '@shop/shared/testing';
import BlogArticlePage from './BlogArticlePage';
import BlogPage from './BlogPage';
import blog from './blog.route';
import blogArticle from './blogArticle.route';
import { BLOG_ARTICLE_QUERY, BLOG_LIST_QUERY } from './blog-query';

type List = NonNullable<ContentBlogListQuery['blog']['data']>;
type Article = NonNullable<ContentBlogArticleQuery['blogArticle']['data']>;

// The loaders only ask whether there is data: the rest of the answer is the page's business.
const LIST = { categories: [], category: null, articles: [], total: 1, pageNumber: 1, pageCount: 1 } as unknown as List;
const ARTICLE = { id: 'a-muttertag', slug: 'muttertag', path: '/blog/muttertag/' } as Article;
const NOT_FOUND = { name: 'Hoppla, diese Seite gibt es nicht' };

describe('the blog’s loader', () => {
  it('answers 200 where the list has data', async () => {
    const client = answeringClient(answer(BLOG_LIST_QUERY, { blog: { data: LIST, errors: [] } }));
    expect(await runLoader(blog, { client, path: '/blog/' })).toEqual({ status: 200 });
  });

  it('answers 404 where the list has none (no blog, an unknown category, a page past the last), as the page shows not-found', async () => {
    const client = answeringClient(answer(BLOG_LIST_QUERY, { blog: { data: null, errors: [] } }));
    expect(await runLoader(blog, { client, path: '/blog/?category=gibts-nicht' })).toEqual({ status: 404 });
  });

  it('answers 404 for input the API refuses (a GraphQL error, no data)', async () => {
    const client = answeringClient(answerWithErrors(BLOG_LIST_QUERY, [{ message: 'page must be between 1 and 500', extensions: { code: 1100, referencedRequestParameter: 'page' } }]));
    expect(await runLoader(blog, { client, path: '/blog/?page=100000' })).toEqual({ status: 404 });
  });

  it('answers 200 on a network error: the page shows its own error state', async () => {
    expect(await runLoader(blog, { client: offlineClient(), path: '/blog/' })).toEqual({ status: 200 });
  });

  it('asks what the page asks: the same document with the same variables', async () => {
    const answers = answer(BLOG_LIST_QUERY, { blog: { data: null, errors: [] } });
    const client = answeringClient(answers);
    const query = jest.spyOn(client, 'query');
    await runLoader(blog, { client, path: '/blog/?category=unternehmen&page=2' });
    expect(query.mock.calls[0]?.[0]).toBe(BLOG_LIST_QUERY);

    const page = renderRemotePage(BlogPage, { routeKey: 'blog', params: {} }, { path: '/blog/?category=unternehmen&page=2', config: testStorefront('de'), answers });
    expect(await screen.findByRole('heading', { level: 1, ...NOT_FOUND })).toBeInTheDocument();
    expect(askedWith(client, 'ContentBlogList')).toEqual([{ category: 'unternehmen', page: 2 }]);
    expect(askedWith(page.client, 'ContentBlogList')).toEqual(askedWith(client, 'ContentBlogList'));
  });
});

describe('the blog article’s loader', () => {
  it('answers 200 where the path names an article', async () => {
    const client = answeringClient(answer(BLOG_ARTICLE_QUERY, { blogArticle: { data: ARTICLE, errors: [] } }));
    expect(await runLoader(blogArticle, { client, path: '/blog/muttertag/' })).toEqual({ status: 200 });
  });

  it('answers 404 where it names none, or a malformed path (data null with the error entry)', async () => {
    const none = answeringClient(answer(BLOG_ARTICLE_QUERY, { blogArticle: { data: null, errors: [] } }));
    expect(await runLoader(blogArticle, { client: none, path: '/blog/gibts-nicht/' })).toEqual({ status: 404 });
    const malformed = answeringClient(
      answer(BLOG_ARTICLE_QUERY, { blogArticle: { data: null, errors: [{ message: '"/blog/%%/" is not a path or slug', code: 1103, referencedRequestParameter: 'path' }] } }),
    );
    expect(await runLoader(blogArticle, { client: malformed, path: '/blog/%%/' })).toEqual({ status: 404 });
  });

  it('answers 200 on a network error: the page shows its own error state', async () => {
    expect(await runLoader(blogArticle, { client: offlineClient(), path: '/blog/muttertag/' })).toEqual({ status: 200 });
  });

  it('asks what the page asks: the same document with the same variables', async () => {
    const answers = answer(BLOG_ARTICLE_QUERY, { blogArticle: { data: null, errors: [] } });
    const client = answeringClient(answers);
    const query = jest.spyOn(client, 'query');
    await runLoader(blogArticle, { client, path: '/en/blog/mothers-day/' });
    expect(query.mock.calls[0]?.[0]).toBe(BLOG_ARTICLE_QUERY);

    const page = renderRemotePage(BlogArticlePage, { routeKey: 'blogArticle', params: {} }, { path: '/en/blog/mothers-day/', config: testStorefront('de'), answers });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(askedWith(client, 'ContentBlogArticle')).toEqual([{ path: '/en/blog/mothers-day/' }]);
    expect(askedWith(page.client, 'ContentBlogArticle')).toEqual(askedWith(client, 'ContentBlogArticle'));
  });
});
