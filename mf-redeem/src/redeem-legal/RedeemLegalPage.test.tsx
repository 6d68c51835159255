import { renderRemotePage, testStorefront } from '@shop/shared/testing';
import { screen, within } from '@testing-library/react';
import RedeemLegalPage from './RedeemLegalPage';

describe('the redeem flow’s own terms and privacy pages (spec §2, §6: the redeem footer links them)', () => {
  it('the redeem conditions, in German, with the way to the general terms', async () => {
    renderRemotePage(RedeemLegalPage, { routeKey: 'redeemTerms', params: {} }, { path: '/guthaben-pruefen/einloesebedingungen/' });
    const page = await screen.findByTestId('redeem-terms');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Einlösebedingungen');
    expect(page).toHaveTextContent(/Beträge über 150\s€ teilen wir auf mehrere Karten zu je höchstens 150\s€ auf\./);
    expect(within(page).getByRole('link', { name: 'Unsere AGB' })).toHaveAttribute('href', '/geschaeftsbedingungen/');
    expect(within(page).getByRole('link', { name: /Guthaben prüfen & einlösen/ })).toHaveAttribute('href', '/guthaben-pruefen/');
  });

  it('the redeem privacy page, in Dutch, with the way to the privacy statement', async () => {
    renderRemotePage(RedeemLegalPage, { routeKey: 'redeemPrivacy', params: {} }, { path: '/saldocheck/privacy/', config: testStorefront('nl') });
    const page = await screen.findByTestId('redeem-privacy');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Privacy bij saldocheck en inwisselen');
    expect(page).toHaveTextContent('alleen in dit browsertabblad');
    expect(within(page).getByRole('link', { name: 'Onze privacyverklaring' })).toHaveAttribute('href', '/privacy/');
  });
});
