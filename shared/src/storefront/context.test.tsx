import { render, screen } from '@testing-library/react';
import { createShopRouter } from '../routes/shop-router';
import { testStorefront } from '../testing';
import { StorefrontProvider, useStorefront } from './context';

function Availability({ paths }: { paths: string[] }) {
  const { isPathAvailable } = useStorefront();
  return <output data-testid="available">{paths.filter((path) => isPathAvailable(path)).join(' ')}</output>;
}

function available(paths: string[], config = testStorefront('de')): string[] {
  const router = createShopRouter(config);
  const { unmount } = render(
    <StorefrontProvider config={config} router={router} match={null} origin="http://localhost">
      <Availability paths={paths} />
    </StorefrontProvider>,
  );
  const text = screen.getByTestId('available').textContent ?? '';
  unmount();
  return text.split(' ').filter(Boolean);
}

describe('isPathAvailable (the links header and footer offer)', () => {
  it('offers the screens an enabled remote implements, with query or fragment', () => {
    expect(available(['/geschenkkarten/', '/blog/?category=geschenkideen', '/kontakt/#form'])).toEqual(['/geschenkkarten/', '/blog/?category=geschenkideen', '/kontakt/#form']);
  });

  it('does not offer a path only the landing-page catch-all takes: whether that page exists only the API knows', () => {
    // Whatever no other route takes falls to the catch-all, which answers 404 for a page it does not have.
    expect(available(['/weihnachten/', '/gibt-es-nicht/', '/geschenkkarten/'])).toEqual(['/geschenkkarten/']);
  });

  it('does not offer the screens of a disabled remote', () => {
    const base = testStorefront('de');
    const config = { ...base, remotes: base.remotes.map((r) => (r.name === 'content' ? { ...r, enabled: false } : r)) };
    expect(available(['/kontakt/', '/geschenkkarten/'], config)).toEqual(['/geschenkkarten/']);
  });
});
