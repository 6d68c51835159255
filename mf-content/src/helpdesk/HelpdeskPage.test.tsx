import { pageMetaStore } from '@shop/shared';
import { answer, answerNotYet, callsOf, currentLocation, renderRemotePage, testStorefront } from '@shop/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ContentHelpdeskQuery, ContentHelpdeskQueryVariables } from '../graphql/__generated__/graphql';
import { expectContentSkeleton } from '../testing/skeleton';
import HelpdeskPage from './HelpdeskPage';
import { HELPDESK_QUERY } from './helpdesk-query';

type Topic = NonNullable<ContentHelpdeskQuery['helpdesk']['data']>['topics'][number];

const TOPICS: Topic[] = [
  {
    key: 'ordering',
    title: 'Bestellen',
    entries: [
      { id: 'e-1', question: 'Hoe bestel ik een cadeaukaart?', answer: 'Kies een kaart, een bedrag en reken af.' },
      { id: 'e-2', question: 'Kan ik mijn saldo bij de bestelling gebruiken?', answer: 'Nee, het saldo geldt alleen in de winkel.' },
    ],
  },
  {
    key: 'balance',
    title: 'Saldo',
    entries: [{ id: 'e-3', question: 'Hoe check ik mijn saldo?', answer: 'Vul de kaartcode in op de saldopagina.' }],
  },
];

const TOO_LONG = 'x'.repeat(101);

/** The API's helpdesk: entries whose question or answer contain the search; an error entry for a too long one. */
function helpdesk(variables: ContentHelpdeskQueryVariables): ContentHelpdeskQuery {
  const search = variables.search?.trim() ?? '';
  if (search.length > 100) {
    return { helpdesk: { data: null, errors: [{ message: 'The search term is longer than 100 characters', code: 1102, referencedRequestParameter: 'search' }] } };
  }
  const matches = (entry: Topic['entries'][number]) => `${entry.question} ${entry.answer}`.toLowerCase().includes(search.toLowerCase());
  const topics = TOPICS.map((topic) => ({ ...topic, entries: topic.entries.filter(matches) })).filter((topic) => topic.entries.length > 0);
  return { helpdesk: { data: { search: search || null, total: topics.reduce((n, t) => n + t.entries.length, 0), topics }, errors: [] } };
}

// The FAQ with search is the Dutch /helpdesk/ (the German one forwards to contact).
function renderHelpdesk(path = '/helpdesk/', advanceTimers?: (ms: number) => void) {
  return renderRemotePage(
    HelpdeskPage,
    { routeKey: 'helpdesk', params: {} },
    { path, config: testStorefront('nl'), answers: answer(HELPDESK_QUERY, helpdesk), ...(advanceTimers ? { advanceTimers } : {}) },
  );
}

/** The searches the FAQ was asked with, in order (urql may run one operation more than once). */
function searches(client: ReturnType<typeof renderHelpdesk>['client']) {
  return callsOf(client, 'ContentHelpdesk')
    .map((variables) => variables.search)
    .filter((search, index, all) => index === 0 || all[index - 1] !== search);
}

describe('the helpdesk', () => {
  it('while the questions are on their way: the search is there, the topics\' question rows below, busy, with one polite status', () => {
    renderRemotePage(HelpdeskPage, { routeKey: 'helpdesk', params: {} }, { path: '/helpdesk/', config: testStorefront('nl'), answers: answerNotYet(HELPDESK_QUERY) });
    expect(screen.getByRole('searchbox')).toBeInTheDocument();
    const skeleton = expectContentSkeleton('content-faq-skeleton', 'Bezig met laden …');
    expect(skeleton.querySelectorAll('.content-faq .content-faq-entry')).toHaveLength(8);
  });

  it('shows the questions by topic, closed, with the FAQ structured data and the way to customer service', async () => {
    const { client } = renderHelpdesk();
    expect(await screen.findByRole('heading', { level: 2, name: 'Bestellen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Helpdesk: veelgestelde vragen' })).toBeInTheDocument();
    expect(searches(client)).toEqual([null]);

    const ordering = within(screen.getByRole('heading', { level: 2, name: 'Bestellen' }).closest('section') as HTMLElement);
    const question = ordering.getByText('Hoe bestel ik een cadeaukaart?');
    expect(question.closest('details')).not.toHaveAttribute('open');
    expect(question.closest('details')).toHaveTextContent('Kies een kaart, een bedrag en reken af.');
    expect(ordering.getByText('Kan ik mijn saldo bij de bestelling gebruiken?')).toBeInTheDocument();
    const balance = within(screen.getByRole('heading', { level: 2, name: 'Saldo' }).closest('section') as HTMLElement);
    expect(balance.getByText('Hoe check ik mijn saldo?')).toBeInTheDocument();

    expect(screen.getByRole('searchbox', { name: 'Zoek in de vragen' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Zoek in de vragen' })).toHaveAccessibleDescription('');

    expect(screen.getByRole('heading', { level: 2, name: 'Staat je vraag er niet bij?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neem contact op met de klantenservice' })).toHaveAttribute('href', '/klantenservice/contact/');

    await waitFor(() => expect(pageMetaStore.getState().meta.jsonLd).toBeDefined());
    const meta = pageMetaStore.getState().meta;
    expect(meta.noindex).toBe(false);
    expect(JSON.parse(meta.jsonLd ?? 'null')).toMatchObject({ '@type': 'FAQPage', mainEntity: expect.arrayContaining([expect.objectContaining({ name: 'Hoe check ik mijn saldo?' })]) });
    expect(JSON.parse(meta.jsonLd ?? 'null').mainEntity).toHaveLength(3);
  });

  describe('typing in the search box', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('puts the search into the address 200 ms after the last key and asks for it', async () => {
      const { client, user } = renderHelpdesk('/helpdesk/', jest.advanceTimersByTime);
      const box = await screen.findByRole('searchbox', { name: 'Zoek in de vragen' });
      await screen.findByRole('heading', { level: 2, name: 'Bestellen' });

      await user.type(box, 'saldo');
      expect(box).toHaveValue('saldo');
      act(() => jest.advanceTimersByTime(199));
      expect(currentLocation()).toBe('/helpdesk/');
      act(() => jest.advanceTimersByTime(1));
      expect(currentLocation()).toBe('/helpdesk/?s=saldo');
      // Only the search as typed to its end went out, not each letter.
      expect(searches(client)).toEqual([null, 'saldo']);

      expect(await screen.findByText('2 vragen gevonden voor ‘saldo’')).toBeInTheDocument();
      expect(screen.queryByText('Hoe bestel ik een cadeaukaart?')).not.toBeInTheDocument();
      expect(screen.getByText('Hoe check ik mijn saldo?').closest('details')).toHaveAttribute('open');

      // Emptying the box takes the search out of the address again.
      await user.clear(box);
      act(() => jest.advanceTimersByTime(200));
      expect(currentLocation()).toBe('/helpdesk/');
      expect(searches(client)).toEqual([null, 'saldo', null]);
      expect(await screen.findByText('Hoe bestel ik een cadeaukaart?')).toBeInTheDocument();
    });
  });

  it('takes ?s= from the address: the box is filled, the answers are open and the count is read out', async () => {
    const { client } = renderHelpdesk('/helpdesk/?s=saldo');
    const box = await screen.findByRole('searchbox', { name: 'Zoek in de vragen' });
    expect(box).toHaveValue('saldo');
    expect(await screen.findByText('2 vragen gevonden voor ‘saldo’')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('2 vragen gevonden voor ‘saldo’');
    expect(searches(client)).toEqual(['saldo']);

    const entries = screen.getAllByRole('group');
    expect(entries.map((details) => details.querySelector('summary')?.textContent)).toEqual(['Kan ik mijn saldo bij de bestelling gebruiken?', 'Hoe check ik mijn saldo?']);
    for (const details of entries) expect(details).toHaveAttribute('open');
    // Search results are no page of their own.
    await waitFor(() => expect(pageMetaStore.getState().meta.noindex).toBe(true));
    expect(pageMetaStore.getState().meta.jsonLd).toBeUndefined();
  });

  it('says so when no question matches', async () => {
    renderHelpdesk('/helpdesk/?s=rijbewijs');
    expect(await screen.findByText('Geen vragen gevonden voor ‘rijbewijs’')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it("shows the API's error entry for a search it refuses", async () => {
    const { client } = renderHelpdesk(`/helpdesk/?s=${TOO_LONG}`);
    expect(await screen.findByText('The search term is longer than 100 characters')).toBeInTheDocument();
    expect(searches(client)).toEqual([TOO_LONG]);
    expect(screen.queryByRole('heading', { level: 2, name: 'Bestellen' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neem contact op met de klantenservice' })).toHaveAttribute('href', '/klantenservice/contact/');
  });
});
