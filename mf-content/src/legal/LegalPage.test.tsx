import { answer, answerNotYet, callsOf, renderRemotePage, testStorefront } from '@shop/shared/testing';
import { screen } from '@testing-library/react';
import { expectContentSkeleton } from '../testing/skeleton';
import LegalPage from './LegalPage';
import { LEGAL_PAGE_QUERY } from './legal-query';

function renderLegal(key: string, data: { key: string; title: string; bodyHtml: string; language: string; updatedAt: string } | null, language: 'de' | 'nl' = 'de') {
  return renderRemotePage(
    LegalPage,
    { routeKey: key, params: {} },
    { path: '/impressum/', config: testStorefront(language), answers: answer(LEGAL_PAGE_QUERY, () => ({ legalPage: { data, errors: [] } })) },
  );
}

describe('legal pages', () => {
  it('while the text is on its way: title, date and paragraphs in the page\'s column, busy, with one polite status (Dutch)', () => {
    renderRemotePage(LegalPage, { routeKey: 'imprint', params: {} }, { path: '/impressum/', config: testStorefront('nl'), answers: answerNotYet(LEGAL_PAGE_QUERY) });
    const skeleton = expectContentSkeleton('content-legal-skeleton', 'Bezig met laden …');
    expect(skeleton).toHaveClass('content-legal');
  });

  it("shows the storefront's text for the route's key with its date", async () => {
    const { client } = renderLegal('imprint', {
      key: 'imprint',
      title: 'Impressum',
      bodyHtml: '<h2>Angaben gemäß § 5 DDG</h2><p>CardBon Deutschland GmbH</p>',
      language: 'de',
      updatedAt: '2026-06-19T00:00:00.000Z',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Angaben gemäß § 5 DDG' })).toBeInTheDocument();
    expect(screen.getByText('Stand: 19. Juni 2026')).toBeInTheDocument();
    expect(new Set(callsOf(client, 'ContentLegalPage').map((variables) => variables.key))).toEqual(new Set(['imprint']));
  });

  it('shows the not-found screen when the storefront has no such page', async () => {
    renderLegal('delivery', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hoppla, diese Seite gibt es nicht' })).toBeInTheDocument();
  });
});
