import { screen } from '@testing-library/react';
import { renderInShop, testStorefront } from '@shop/shared/testing';
import BalanceCheckPage from './BalanceCheckPage';

describe('BalanceCheckPage', () => {
  it('renders in German', () => {
    renderInShop(<BalanceCheckPage routeKey="balanceCheck" params={{}} />, { path: '/guthaben-pruefen/' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Guthaben prüfen & einlösen');
  });

  it('renders in Dutch', () => {
    renderInShop(<BalanceCheckPage routeKey="balanceCheck" params={{}} />, { config: testStorefront('nl'), path: '/saldocheck/' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Saldo checken & inwisselen');
  });

  it('falls back to the English source text for a language without a catalogue entry', () => {
    renderInShop(<BalanceCheckPage routeKey="balanceCheck" params={{}} />, { path: '/en/guthaben-pruefen/' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Check balance & redeem');
  });
});
