import { screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { renderInShop } from '@shop/shared/testing';
import { Pagination, pageWindow } from './Pagination';

describe('Pagination', () => {
  it('shows the first, the last and the pages around the current one, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 14)).toEqual([1, 2, null, 14]);
    expect(pageWindow(7, 14)).toEqual([1, null, 6, 7, 8, null, 14]);
    expect(pageWindow(3, 14)).toEqual([1, 2, 3, 4, null, 14]);
    expect(pageWindow(14, 14)).toEqual([1, null, 13, 14]);
  });

  it('renders real links a search engine can follow, rel=prev/next and the current page', () => {
    renderInShop(
      <IntlProvider locale="en">
        <Pagination page={2} pageCount={5} hrefFor={(p) => (p === 1 ? '/geschenkkarten/' : `/geschenkkarten/${p}/`)} />
      </IntlProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/geschenkkarten/');
    expect(within(nav).getByRole('link', { name: /Previous/ })).toHaveAttribute('rel', 'prev');
    expect(within(nav).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/geschenkkarten/3/');
    expect(within(nav).getByRole('link', { name: /Next/ })).toHaveAttribute('rel', 'next');
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 5' })).toHaveAttribute('href', '/geschenkkarten/5/');
  });

  it('renders nothing for a single page', () => {
    const { container } = renderInShop(
      <IntlProvider locale="en">
        <Pagination page={1} pageCount={1} hrefFor={() => '/'} />
      </IntlProvider>,
    );
    expect(container.querySelector('nav')).toBeNull();
  });
});
