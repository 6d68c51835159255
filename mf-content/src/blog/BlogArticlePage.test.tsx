import { pageMetaStore } from '@shop/shared';
import { answer, answerNotYet, callsOf, renderRemotePage, testStorefront } from '@shop/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { ContentBlogArticleQuery } from '../graphql/__generated__/graphql';
import { expectContentSkeleton } from '../testing/skeleton';
import BlogArticlePage from './BlogArticlePage';
import { BLOG_ARTICLE_QUERY } from './blog-query';

type Article = NonNullable<ContentBlogArticleQuery['blogArticle']['data']>;

const product = (id: string, title: string): Article['products'][number] => ({
  id,
  title,
  path: `/geschenkkarten/${id.replace(/^p-/, '')}/`,
  backgroundColor: '#123456',
  showShadow: true,
  image: { url: { href: `/media/card/${id}.svg` }, alt: `${title} Karte`, width: 320, height: 200 },
});

const ARTICLE: Article = {
  id: 'a-muttertag',
  slug: 'muttertag',
  path: '/blog/muttertag/',
  language: 'de',
  title: 'Geschenkideen zum Muttertag',
  excerpt: 'Fünf Ideen, mit denen du Danke sagst.',
  author: 'Lena Lind',
  publishedAt: '2026-05-01T08:00:00.000Z',
  updatedAt: '2026-05-03T09:30:00.000Z',
  readingMinutes: 5,
  category: { key: 'gift-ideas', slug: 'geschenkideen', title: 'Geschenkideen' },
  heroImage: { url: { href: '/media/blog/muttertag.jpg' }, alt: 'Blumen und eine Geschenkkarte', width: 1200, height: 630 },
  bodyParts: ['<p>Der erste Teil über Blumen.</p>', '<h2>Noch mehr Ideen</h2><p>Der zweite Teil über Erlebnisse.</p>'],
  products: [product('p-amazon', 'Amazon'), product('p-zalando', 'Zalando')],
  related: [
    {
      id: 'a-vatertag',
      slug: 'vatertag',
      path: '/blog/vatertag/',
      title: 'Geschenkideen zum Vatertag',
      excerpt: 'Was Väter sich wünschen.',
      author: 'Jonas Berg',
      publishedAt: '2026-06-01T08:00:00.000Z',
      readingMinutes: 3,
      category: { key: 'gift-ideas', slug: 'geschenkideen', title: 'Geschenkideen' },
      heroImage: { url: { href: '/media/blog/vatertag.jpg' }, alt: 'Vatertag', width: 800, height: 450 },
    },
  ],
};

function renderArticle(data: Article | null, path = '/blog/muttertag/') {
  return renderRemotePage(
    BlogArticlePage,
    { routeKey: 'blogArticle', params: { path: 'muttertag' } },
    { path, config: testStorefront('de'), answers: answer(BLOG_ARTICLE_QUERY, () => ({ blogArticle: { data, errors: [] } })) },
  );
}

describe('a blog article', () => {
  it('while the article is on its way: its shape (title, author line, picture, paragraphs), busy, with one polite status', () => {
    renderRemotePage(BlogArticlePage, { routeKey: 'blogArticle', params: { path: 'muttertag' } }, { path: '/blog/muttertag/', config: testStorefront('de'), answers: answerNotYet(BLOG_ARTICLE_QUERY) });
    const skeleton = expectContentSkeleton('content-article-skeleton');
    expect(skeleton).toHaveClass('content-article');
    expect(skeleton.querySelectorAll('.shop-skeleton.is-line').length).toBeGreaterThanOrEqual(10);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('asks for the path of the address and shows the title, the byline, the breadcrumbs and the hero', async () => {
    const { client } = renderArticle(ARTICLE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Geschenkideen zum Muttertag' })).toBeInTheDocument();
    expect(new Set(callsOf(client, 'ContentBlogArticle').map((variables) => variables.path))).toEqual(new Set(['/blog/muttertag/']));
    expect(screen.getByText('Von Lena Lind · 1. Mai 2026 · 5 Min. Lesezeit')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Blumen und eine Geschenkkarte' })).toHaveAttribute('src', '/media/blog/muttertag.jpg');
    const breadcrumbs = within(screen.getByRole('navigation', { name: 'Brotkrümelnavigation' }));
    expect(breadcrumbs.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Blog', '/blog/'],
      ['Geschenkideen', '/blog/?category=geschenkideen'],
    ]);
  });

  it('puts the product teasers where the body has its products slot', async () => {
    renderArticle(ARTICLE);
    const body = await screen.findByTestId('article-body');
    const first = within(body).getByText('Der erste Teil über Blumen.');
    const second = within(body).getByText('Der zweite Teil über Erlebnisse.');
    const teasers = within(body).getByRole('list', { name: 'Passende Geschenkkarten' });
    expect(within(body).getByRole('heading', { level: 2, name: 'Passende Geschenkkarten' })).toBeInTheDocument();
    expect(within(body).getByRole('heading', { level: 2, name: 'Noch mehr Ideen' })).toBeInTheDocument();

    // Document order: first part, the teasers, the second part.
    expect(first.compareDocumentPosition(teasers) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(teasers.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(teasers.contains(first) || teasers.contains(second)).toBe(false);
    // The slot itself is gone.
    expect(body.querySelector('[data-slot="products"]')).toBeNull();

    expect(within(teasers).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Amazon', '/geschenkkarten/amazon/'],
      ['Zalando', '/geschenkkarten/zalando/'],
    ]);
  });

  it('leaves the teasers out when the article has no products', async () => {
    renderArticle({ ...ARTICLE, products: [], related: [] });
    const body = await screen.findByTestId('article-body');
    expect(within(body).getByText('Der erste Teil über Blumen.')).toBeInTheDocument();
    expect(within(body).getByText('Der zweite Teil über Erlebnisse.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Passende Geschenkkarten' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Passende Geschenkkarten' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Weiterlesen' })).not.toBeInTheDocument();
  });

  it('links the related articles', async () => {
    renderArticle(ARTICLE);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Weiterlesen' });
    const related = within(heading.closest('section') as HTMLElement);
    expect(related.getByRole('heading', { level: 3, name: 'Geschenkideen zum Vatertag' })).toBeInTheDocument();
    expect(related.getByRole('link', { name: 'Geschenkideen zum Vatertag' })).toHaveAttribute('href', '/blog/vatertag/');
    expect(related.getByText(/1\. Juni 2026 · 3 Min\. Lesezeit/)).toBeInTheDocument();
  });

  it('tells the shell its title, description and BlogPosting structured data', async () => {
    renderArticle(ARTICLE);
    await screen.findByRole('heading', { level: 1, name: 'Geschenkideen zum Muttertag' });
    await waitFor(() => expect(pageMetaStore.getState().meta.jsonLd).toBeDefined());
    const { title, description, jsonLd } = pageMetaStore.getState().meta;
    expect({ title, description }).toEqual({ title: 'Geschenkideen zum Muttertag', description: 'Fünf Ideen, mit denen du Danke sagst.' });
    expect(JSON.parse(jsonLd ?? 'null')).toEqual(
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: 'Geschenkideen zum Muttertag',
        datePublished: '2026-05-01T08:00:00.000Z',
        dateModified: '2026-05-03T09:30:00.000Z',
        inLanguage: 'de',
        author: { '@type': 'Person', name: 'Lena Lind' },
        publisher: { '@type': 'Organization', name: 'Geschenkkarten' },
        image: ['http://localhost/media/blog/muttertag.jpg'],
        mainEntityOfPage: 'http://localhost/blog/muttertag/',
      }),
    );
  });

  it('shows the not-found screen when there is no such article', async () => {
    renderArticle(null, '/blog/gibt-es-nicht/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hoppla, diese Seite gibt es nicht' })).toBeInTheDocument();
    await waitFor(() => expect(pageMetaStore.getState().meta).toEqual({ noindex: true }));
  });
});
