import { screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { renderInShop } from '../testing';
import { IntlScope } from './intl-scope';

function Counter({ values }: { values?: Record<string, number> }) {
  const intl = useIntl();
  return <p>{intl.formatMessage({ id: 'x.min', defaultMessage: 'at least {min} characters' }, values)}</p>;
}

const catalogs = { en: { 'x.min': 'at least {min} characters' } };
const collected = () => (globalThis as { __SHOP_INTL_ERRORS__?: { code: string }[] }).__SHOP_INTL_ERRORS__ ?? [];

describe('a message rendered without its values (issue 35: "{min}" shown to shoppers)', () => {
  it('is collected for the test run, which fails the test that rendered it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderInShop(
      <IntlScope catalogs={catalogs}>
        <Counter />
      </IntlScope>,
    );
    await screen.findByText(/characters/);
    const errors = collected().splice(0);
    expect(errors.map((e) => e.code)).toContain('FORMAT_ERROR');
  });

  it('with its values nothing is collected', async () => {
    renderInShop(
      <IntlScope catalogs={catalogs}>
        <Counter values={{ min: 10 }} />
      </IntlScope>,
    );
    expect(await screen.findByText('at least 10 characters')).toBeInTheDocument();
    expect(collected()).toEqual([]);
  });
});
