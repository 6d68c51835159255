import { pageMetaStore } from '@shop/shared';
import { answer, answerNotYet, callsOf, currentLocation, renderRemotePage, testStorefront } from '@shop/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { ContentBlogListQuery, ContentBlogListQueryVariables } from '../graphql/__generated__/graphql';
import { expectContentSkeleton } from '../testing/skeleton';
import BlogPage from './BlogPage';
import { BLOG_LIST_QUERY } from './blog-query';

type List = NonNullable<ContentBlogListQuery['blog']['data']>;
type Card = List['articles'][number];

const CATEGORIES: List['categories'] = [
  { key: 'gift-ideas', slug: 'geschenkideen', title: 'Geschenkideen', description: 'Ideen für jeden Anlass.' },
  { key: 'business', slug: 'unternehmen', title: 'Unternehmen', description: 'Geschenke für Mitarbeitende und Kunden.' },
];

const article = (id: string, title: string, category: List['categories'][number], publishedAt: string, readingMinutes: number): Card => ({
  id,
  slug: id,
  path: `/blog/${id}/`,
  title,
  excerpt: `Worum es in „${title}“ geht.`,
  author: 'Lena Lind',
  publishedAt,
  readingMinutes,
  category: { key: category.key, slug: category.slug, title: category.title },
  heroImage: { url: { href: `/media/blog/${id}.jpg` }, alt: title, width: 800, height: 450 },
});

const [GIFT_IDEAS, BUSINESS] = CATEGORIES as [List['categories'][number], List['categories'][number]];
const MOTHERS_DAY = article('muttertag', 'Geschenkideen zum Muttertag', GIFT_IDEAS, '2026-05-01T08:00:00.000Z', 4);
const TEAM_GIFTS = article('team-geschenke', 'Geschenke fürs Team', BUSINESS, '2026-04-20T08:00:00.000Z', 6);

/** The API's list: by category (null: unknown category) and page, `pageCount` pages in all. */
function blogAnswer(pageCount: number) {
  return (variables: ContentBlogListQueryVariables): ContentBlogListQuery => {
    const category = variables.category ? (CATEGORIES.find((c) => c.slug === variables.category) ?? null) : null;
    const pageNumber = variables.page ?? 1;
    const known = !variables.category || category !== null;
    return {
      blog: {
        data:
          known && pageNumber <= pageCount
            ? {
                categories: CATEGORIES,
                category,
                articles: [MOTHERS_DAY, TEAM_GIFTS].filter((a) => !category || a.category.key === category.key),
                total: pageCount * 12,
                pageNumber,
                pageCount,
              }
            : null,
        errors: [],
      },
    };
  };
}

function renderBlog(path: string, pageCount = 1) {
  return renderRemotePage(BlogPage, { routeKey: 'blog', params: {} }, { path, config: testStorefront('de'), answers: answer(BLOG_LIST_QUERY, blogAnswer(pageCount)) });
}

/** The variables the list was asked with (urql may run one operation more than once). */
function listCalls(client: ReturnType<typeof renderBlog>['client']) {
  return [...new Set(callsOf(client, 'ContentBlogList').map((variables) => JSON.stringify(variables)))].map((json) => JSON.parse(json));
}

describe('the blog', () => {
  it('while the list is on its way: the category links and article cards in the list\'s grid, busy, with one polite status', () => {
    renderRemotePage(BlogPage, { routeKey: 'blog', params: {} }, { path: '/blog/', config: testStorefront('de'), answers: answerNotYet(BLOG_LIST_QUERY) });
    const skeleton = expectContentSkeleton('content-blog-skeleton');
    expect(skeleton.querySelectorAll('.content-blog-list .shop-skeleton-tile')).toHaveLength(6);
  });

  it('shows the newest articles and the categories, "All articles" being the current one', async () => {
    const { client } = renderBlog('/blog/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(listCalls(client)).toEqual([{ category: null, page: 1 }]);

    const articles = within(screen.getByTestId('blog-articles'));
    expect(articles.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Geschenkideen zum Muttertag', 'Geschenke fürs Team']);
    expect(articles.getByRole('link', { name: 'Geschenkideen zum Muttertag' })).toHaveAttribute('href', '/blog/muttertag/');
    expect(articles.getByText('Worum es in „Geschenkideen zum Muttertag“ geht.')).toBeInTheDocument();
    expect(articles.getByText(/1\. Mai 2026 · 4 Min\. Lesezeit/)).toBeInTheDocument();

    const categories = within(screen.getByRole('navigation', { name: 'Kategorien' }));
    const links = categories.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Alle Artikel', '/blog/'],
      ['Geschenkideen', '/blog/?category=geschenkideen'],
      ['Unternehmen', '/blog/?category=unternehmen'],
    ]);
    expect(categories.getByRole('link', { name: 'Alle Artikel' })).toHaveAttribute('aria-current', 'page');
    expect(categories.getByRole('link', { name: 'Geschenkideen' })).not.toHaveAttribute('aria-current');
    // One page only: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Seiten' })).not.toBeInTheDocument();
    await waitFor(() => expect(pageMetaStore.getState().meta.title).toBe('Blog'));
  });

  it('reads the category and the page from the address, sends them and keeps the category in the page links', async () => {
    const { client } = renderBlog('/blog/?category=geschenkideen&page=2', 3);
    // The heading says which page this is (issue 36).
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog: Geschenkideen – Seite 2' })).toBeInTheDocument();
    expect(listCalls(client)).toEqual([{ category: 'geschenkideen', page: 2 }]);
    expect(screen.getByText('Ideen für jeden Anlass.')).toBeInTheDocument();
    expect(within(screen.getByTestId('blog-articles')).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Geschenkideen zum Muttertag']);

    const categories = within(screen.getByRole('navigation', { name: 'Kategorien' }));
    expect(categories.getByRole('link', { name: 'Geschenkideen' })).toHaveAttribute('aria-current', 'page');
    expect(categories.getByRole('link', { name: 'Alle Artikel' })).not.toHaveAttribute('aria-current');
    expect(categories.getByRole('link', { name: 'Unternehmen' })).not.toHaveAttribute('aria-current');

    const pages = within(screen.getByRole('navigation', { name: 'Seiten' }));
    expect(pages.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Zurück', '/blog/?category=geschenkideen'],
      ['1', '/blog/?category=geschenkideen'],
      ['2', '/blog/?category=geschenkideen&page=2'],
      ['3', '/blog/?category=geschenkideen&page=3'],
      ['Weiter', '/blog/?category=geschenkideen&page=3'],
    ]);
    expect(pages.getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('link', { name: 'Seite 1' })).not.toHaveAttribute('aria-current');
    expect(pages.getByRole('link', { name: 'Zurück' })).toHaveAttribute('rel', 'prev');
    expect(pages.getByRole('link', { name: 'Weiter' })).toHaveAttribute('rel', 'next');
    await waitFor(() => expect(pageMetaStore.getState().meta).toEqual({ title: 'Blog: Geschenkideen – Seite 2', description: 'Ideen für jeden Anlass.' }));
  });

  it('pages with ?page= and asks for the next page when the visitor follows the link', async () => {
    const { client, user } = renderBlog('/blog/', 2);
    const pages = within(await screen.findByRole('navigation', { name: 'Seiten' }));
    expect(pages.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['1', '/blog/'],
      ['2', '/blog/?page=2'],
      ['Weiter', '/blog/?page=2'],
    ]);
    expect(pages.queryByRole('link', { name: 'Zurück' })).not.toBeInTheDocument();

    await user.click(pages.getByRole('link', { name: 'Weiter' }));
    expect(currentLocation()).toBe('/blog/?page=2');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page'));
    expect(screen.getByRole('heading', { level: 1, name: 'Blog – Seite 2' })).toBeInTheDocument();
    expect(listCalls(client)).toEqual([
      { category: null, page: 1 },
      { category: null, page: 2 },
    ]);
    expect(screen.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/blog/');
  });

  it('falls back to the first page for a page number that is none', async () => {
    const { client } = renderBlog('/blog/?page=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(listCalls(client)).toEqual([{ category: null, page: 1 }]);
  });

  it('shows the not-found screen for an unknown category or a page past the last', async () => {
    const first = renderBlog('/blog/?category=gibt-es-nicht');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hoppla, diese Seite gibt es nicht' })).toBeInTheDocument();
    expect(callsOf(first.client, 'ContentBlogList')).toContainEqual({ category: 'gibt-es-nicht', page: 1 });
    expect(screen.queryByRole('navigation', { name: 'Kategorien' })).not.toBeInTheDocument();
    await waitFor(() => expect(pageMetaStore.getState().meta).toEqual({ noindex: true }));
    first.unmount();

    renderBlog('/blog/?page=5', 2);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hoppla, diese Seite gibt es nicht' })).toBeInTheDocument();
  });
});
