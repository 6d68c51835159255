import { pageMetaStore } from '@shop/shared';
import { answer, answerNotYet, callsOf, currentLocation, renderRemotePage, testStorefront } from '@shop/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { ContentLandingPageQuery } from '../graphql/__generated__/graphql';
import { expectContentSkeleton } from '../testing/skeleton';
import LandingPage from './LandingPage';
import { LANDING_PAGE_QUERY } from './landing-query';

type Landing = NonNullable<ContentLandingPageQuery['landingPage']['data']>;
type Section = Landing['sections'][number];
type QueueItem = NonNullable<Section['queue']>['items'][number];

const product = (id: string, title: string): QueueItem => ({
  __typename: 'Product',
  id,
  title,
  path: `/geschenkkarten/${id.replace(/^p-/, '')}/`,
  backgroundColor: '#123456',
  showShadow: false,
  image: { url: { href: `/media/card/${id}.svg` }, alt: `${title} Karte`, width: 320, height: 200 },
});

/** A section of a type with nothing else filled in, as the API answers it. */
const section = (position: number, type: Section['type'], title: string, fields: Partial<Section> = {}): Section => ({
  position,
  type,
  title,
  bodyHtml: null,
  queue: null,
  faq: [],
  usps: [],
  testimonials: [],
  ...fields,
});

const PAGE: Landing = {
  id: 'l-muttertag',
  slug: 'muttertag',
  path: '/muttertag/',
  language: 'de',
  metaTitle: 'Geschenkkarten zum Muttertag',
  metaDescription: 'Die schönsten Geschenkkarten für Mama.',
  hero: {
    title: 'Danke, Mama!',
    subtitle: 'Mit einer Geschenkkarte schenkst du Freiheit.',
    image: { url: { href: '/media/landing/muttertag.jpg' }, alt: 'Blumenstrauß', width: 1200, height: 600 },
    cta: { label: 'Jetzt Geschenkkarte finden', href: '/geschenkkarten/' },
  },
  sections: [
    section(1, 'PRODUCTS', 'Beliebte Geschenkkarten', {
      queue: { queueID: 'q-1', items: [product('p-amazon', 'Amazon'), { __typename: 'ContentBlock' }, product('p-zalando', 'Zalando')] },
    }),
    section(2, 'TEXT', 'Warum eine Geschenkkarte?', { bodyHtml: '<p>Weil sie <strong>immer</strong> passt.</p>' }),
    section(3, 'FAQ', 'Fragen zum Muttertag', {
      faq: [
        { question: 'Wann ist Muttertag?', answer: 'Am zweiten Sonntag im Mai.' },
        { question: 'Kommt die Karte rechtzeitig?', answer: 'Digitale Karten sofort per E-Mail.' },
      ],
    }),
    section(4, 'USPS', 'Deine Vorteile', {
      usps: [
        { icon: 'delivery', title: 'Schnelle Lieferung', text: 'Heute bestellt, morgen da.' },
        { icon: 'secure', title: 'Sicher bezahlen', text: 'Mit PayPal, Karte oder Rechnung.' },
      ],
    }),
    section(5, 'TESTIMONIALS', 'Das sagen unsere Kunden', {
      testimonials: [{ quote: 'Meine Mutter hat sich sehr gefreut.', name: 'Anna', city: 'Berlin', rating: 4 }],
    }),
    section(6, 'PRODUCTS', 'Leere Liste'),
    section(7, 'PRODUCTS', 'Nur Inhaltsblöcke', { queue: { queueID: 'q-7', items: [{ __typename: 'ContentBlock' }] } }),
    section(8, 'FAQ', 'Fragen zur Einlösung', { faq: [{ question: 'Wo löse ich die Karte ein?', answer: 'Im Shop der Marke.' }] }),
  ],
};

function renderLanding(data: Landing | null, path = '/muttertag/') {
  return renderRemotePage(
    LandingPage,
    { routeKey: 'landing', params: { path: path.replace(/\//g, '') } },
    { path, config: testStorefront('de'), answers: answer(LANDING_PAGE_QUERY, () => ({ landingPage: { data, errors: [] } })) },
  );
}

beforeEach(() => {
  window.dataLayer = [];
});

describe('a landing page', () => {
  it('while the page is on its way: the hero\'s shape beside its picture and a first section, busy, with one polite status', () => {
    renderRemotePage(LandingPage, { routeKey: 'landing', params: { path: 'muttertag' } }, { path: '/muttertag/', config: testStorefront('de'), answers: answerNotYet(LANDING_PAGE_QUERY) });
    const skeleton = expectContentSkeleton('content-landing-skeleton');
    expect(skeleton.querySelector('.content-landing-hero .shop-skeleton.is-title')).not.toBeNull();
  });

  it('asks for the path of the address and shows the hero with its call to action', async () => {
    const { client } = renderLanding(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Danke, Mama!' })).toBeInTheDocument();
    expect(new Set(callsOf(client, 'ContentLandingPage').map((variables) => variables.path))).toEqual(new Set(['/muttertag/']));
    expect(screen.getByText('Mit einer Geschenkkarte schenkst du Freiheit.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt Geschenkkarte finden' })).toHaveAttribute('href', '/geschenkkarten/');
    expect(screen.getByRole('img', { name: 'Blumenstrauß' })).toHaveAttribute('src', '/media/landing/muttertag.jpg');
  });

  it('renders every type of section, and a product list without products not at all', async () => {
    renderLanding(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Danke, Mama!' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Beliebte Geschenkkarten',
      'Warum eine Geschenkkarte?',
      'Fragen zum Muttertag',
      'Deine Vorteile',
      'Das sagen unsere Kunden',
      'Fragen zur Einlösung',
    ]);

    // PRODUCTS: the products of the queue (not its content blocks), linking to their pages.
    const products = screen.getByRole('list', { name: 'Beliebte Geschenkkarten' });
    expect(within(products).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Amazon', '/geschenkkarten/amazon/'],
      ['Zalando', '/geschenkkarten/zalando/'],
    ]);

    // TEXT: the API's HTML.
    expect(screen.getByText('immer', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/Weil sie/).tagName).toBe('P');

    // FAQ: one disclosure per question with its answer.
    const question = screen.getByText('Wann ist Muttertag?');
    expect(question.tagName).toBe('SUMMARY');
    const details = question.closest('details') as HTMLElement;
    expect(details).not.toBeNull();
    expect(within(details).getByText('Am zweiten Sonntag im Mai.')).toBeInTheDocument();
    expect(screen.getByText('Kommt die Karte rechtzeitig?').closest('details')).toHaveTextContent('Digitale Karten sofort per E-Mail.');

    // USPS
    expect(screen.getByRole('heading', { level: 3, name: 'Schnelle Lieferung' })).toBeInTheDocument();
    expect(screen.getByText('Heute bestellt, morgen da.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Sicher bezahlen' })).toBeInTheDocument();

    // TESTIMONIALS: the rating is one image with its accessible name.
    expect(screen.getByRole('img', { name: '4 von 5 Sternen' })).toBeInTheDocument();
    expect(screen.getByText('Meine Mutter hat sich sehr gefreut.')).toBeInTheDocument();
    expect(screen.getByText('Anna, Berlin')).toBeInTheDocument();

    expect(screen.queryByText('Leere Liste')).not.toBeInTheDocument();
    expect(screen.queryByText('Nur Inhaltsblöcke')).not.toBeInTheDocument();
  });

  it('gives the shell its meta data with the FAQPage structured data of all questions', async () => {
    renderLanding(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Danke, Mama!' });
    await waitFor(() => expect(pageMetaStore.getState().meta.jsonLd).toBeDefined());
    const { title, description, jsonLd } = pageMetaStore.getState().meta;
    expect({ title, description }).toEqual({ title: 'Geschenkkarten zum Muttertag', description: 'Die schönsten Geschenkkarten für Mama.' });
    expect(JSON.parse(jsonLd ?? 'null')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Wann ist Muttertag?', acceptedAnswer: { '@type': 'Answer', text: 'Am zweiten Sonntag im Mai.' } },
        { '@type': 'Question', name: 'Kommt die Karte rechtzeitig?', acceptedAnswer: { '@type': 'Answer', text: 'Digitale Karten sofort per E-Mail.' } },
        { '@type': 'Question', name: 'Wo löse ich die Karte ein?', acceptedAnswer: { '@type': 'Answer', text: 'Im Shop der Marke.' } },
      ],
    });
  });

  it('has no structured data without questions', async () => {
    renderLanding({ ...PAGE, sections: PAGE.sections.filter((s) => s.type !== 'FAQ') });
    await screen.findByRole('heading', { level: 1, name: 'Danke, Mama!' });
    await waitFor(() => expect(pageMetaStore.getState().meta.title).toBe('Geschenkkarten zum Muttertag'));
    expect(pageMetaStore.getState().meta.jsonLd).toBeUndefined();
  });

  it('tracks the click on a product as select_item of the "Landing page" list', async () => {
    const { user } = renderLanding(PAGE);
    const products = within(await screen.findByRole('list', { name: 'Beliebte Geschenkkarten' }));
    await user.click(products.getByRole('link', { name: 'Zalando' }));
    expect(currentLocation()).toBe('/geschenkkarten/zalando/');
    const list = { item_list_id: 'landing_page_muttertag', item_list_name: 'Landing page' };
    expect(window.dataLayer?.filter((entry) => (entry as { event?: string }).event === 'select_item')).toEqual([
      { event: 'select_item', ecommerce: { ...list, items: [{ item_id: 'p-zalando', item_name: 'Zalando', index: 1, ...list }] } },
    ]);
  });

  it('shows the not-found screen for a path the storefront has no page for', async () => {
    renderLanding(null, '/gibt-es-nicht/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hoppla, diese Seite gibt es nicht' })).toBeInTheDocument();
    await waitFor(() => expect(pageMetaStore.getState().meta).toEqual({ noindex: true }));
  });
});
