import { answer, answerNotYet, renderRemotePage, testStorefront } from '@shop/shared/testing';
import { screen } from '@testing-library/react';
import { REDEEM_PAGE_QUERY } from '../common/redeem-documents';
import { expectRedeemSkeleton } from '../testing/skeleton';
import RedeemInfoPage from './RedeemInfoPage';

const render = (answers: Parameters<typeof renderRemotePage>[2]['answers'], language: 'de' | 'nl' = 'de') =>
  renderRemotePage(RedeemInfoPage, { routeKey: 'redeemInfo', params: { pageId: 'nordlicht' } }, { path: '/guthaben-pruefen/info/nordlicht/', config: testStorefront(language), answers });

describe("a company's redeem info page", () => {
  it('while the page is on its way: the logo, title, text and buttons in their places, busy, with one polite status (Dutch)', () => {
    render(answerNotYet(REDEEM_PAGE_QUERY), 'nl');
    const skeleton = expectRedeemSkeleton('redeem-info-skeleton', 'Bezig met laden …');
    expect(skeleton).toHaveClass('redeem-info');
    expect(skeleton.querySelectorAll('.redeem-actions .shop-skeleton')).toHaveLength(2);
  });

  it('then shows the page, without the placeholders', async () => {
    render(
      answer(REDEEM_PAGE_QUERY, {
        redeemPage: { pageId: 'nordlicht', companyName: 'Nordlicht Energie', title: 'Dein Dankeschön von Nordlicht Energie', intro: 'Danke!', info: 'So geht es.', logo: { url: { href: '/media/logo.svg' }, alt: 'Nordlicht Energie', width: 200, height: 80 } },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Dein Dankeschön von Nordlicht Energie' })).toBeInTheDocument();
    expect(screen.queryByTestId('redeem-info-skeleton')).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
