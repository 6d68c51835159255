import { screen } from '@testing-library/react';
import { renderInShop, testStorefront } from '@shop/shared/testing';
import AccountIdentifyPage from './AccountIdentifyPage';

describe('AccountIdentifyPage', () => {
  it.each([
    ['de', '/account/', 'Mein Konto'],
    ['nl', '/account/', 'Mijn account'],
  ] as const)('renders in %s', (kind, path, title) => {
    const { container } = renderInShop(<AccountIdentifyPage routeKey="accountIdentify" params={{}} />, { config: testStorefront(kind), path });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(container.querySelector('[data-boundary="account"]')).not.toBeNull();
  });
});
