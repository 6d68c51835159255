import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { renderInShop } from '@shop/shared/testing';
import type { CountryCombination } from '../store-data/store-data-query';
import { CountryLanguageModal } from './CountryLanguageModal';
import { STORE_SWITCHER_DISMISS_KEY, STORE_SWITCHER_DISMISS_MS } from './dismissal';
import { StoreSwitcherBanner } from './StoreSwitcherBanner';

const combinations: CountryCombination[] = [
  {
    country: 'DE', url: 'http://localhost:3000', storefrontKey: 'CBDE', storeId: 60, name: 'Deutschland', isCurrent: true, pathVariant: 'de',
    languagesCombinations: [{ languageCode: 'de', isDefault: true, currency: 'EUR' }, { languageCode: 'en', isDefault: false, currency: 'EUR' }],
  },
  {
    country: 'BE', url: 'http://cbbe.localhost:3000', storefrontKey: 'CBBE', storeId: 12, name: 'België', isCurrent: false, pathVariant: 'nl',
    languagesCombinations: [{ languageCode: 'nl', isDefault: true, currency: 'EUR' }, { languageCode: 'fr', isDefault: false, currency: 'EUR' }],
  },
  {
    country: 'PL', url: 'http://cbpl.localhost:3000', storefrontKey: 'CBPL', storeId: 17, name: 'Polska', isCurrent: false, pathVariant: 'nl',
    languagesCombinations: [{ languageCode: 'pl', isDefault: true, currency: 'PLN' }],
  },
];

function mockIp(country: string | null) {
  global.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => ({ country_code: country }) }) as unknown as typeof fetch;
}

const inEnglish = (ui: React.ReactElement, path = '/warenkorb/') =>
  renderInShop(<IntlProvider locale="en">{ui}</IntlProvider>, { path });

describe('StoreSwitcherBanner', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.useRealTimers());

  it('offers the detected country’s shop and hides for two days once closed', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z'), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    mockIp('BE');
    const { unmount } = inEnglish(<StoreSwitcherBanner combinations={combinations} />);
    const link = await screen.findByRole('link', { name: 'Go to the Belgium shop' });
    expect(link).toHaveAttribute('href', 'http://cbbe.localhost:3000');
    await act(async () => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByRole('link', { name: /Belgium/ })).toBeNull();
    expect(Number(window.localStorage.getItem(STORE_SWITCHER_DISMISS_KEY))).toBe(Date.now() + STORE_SWITCHER_DISMISS_MS);
    unmount();

    // Still dismissed one minute before the two days are over…
    jest.setSystemTime(Date.now() + STORE_SWITCHER_DISMISS_MS - 60_000);
    const again = inEnglish(<StoreSwitcherBanner combinations={combinations} />);
    await act(async () => {});
    expect(screen.queryByRole('link', { name: /Belgium/ })).toBeNull();
    again.unmount();

    // …and back once they are.
    jest.setSystemTime(Date.now() + 120_000);
    inEnglish(<StoreSwitcherBanner combinations={combinations} />);
    expect(await screen.findByRole('link', { name: 'Go to the Belgium shop' })).toBeInTheDocument();
  });

  it('stays hidden for the storefront’s own country and for unknown countries', async () => {
    for (const country of ['DE', null, 'JP']) {
      mockIp(country);
      const view = inEnglish(<StoreSwitcherBanner combinations={combinations} />);
      await act(async () => {});
      expect(screen.queryByRole('region')).toBeNull();
      view.unmount();
    }
  });
});

describe('CountryLanguageModal', () => {
  const assign = jest.fn();

  it('resets the language to the country default, follows the currency and disables a single-language control', async () => {
    const user = userEvent.setup();
    inEnglish(<CountryLanguageModal open onClose={() => {}} combinations={combinations} />);
    const [country, language] = screen.getAllByRole('combobox');
    expect(country).toHaveTextContent('Germany');
    expect(language).toHaveTextContent('German');
    expect(screen.getByRole('textbox', { name: 'Currency' })).toHaveValue('EUR');

    await user.click(country as HTMLElement);
    await user.click(screen.getByRole('option', { name: 'Poland' }));
    expect(language).toHaveTextContent('Polish');
    expect(language).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Currency' })).toHaveValue('PLN');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it('applies to the same route in the target storefront and language', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    inEnglish(<CountryLanguageModal open onClose={onClose} combinations={combinations} leaveTo={assign} />);
    const [country, language] = screen.getAllByRole('combobox');
    await user.click(country as HTMLElement);
    await user.click(screen.getByRole('option', { name: 'Belgium' }));
    await user.click(language as HTMLElement);
    await user.click(screen.getByRole('option', { name: 'French' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onClose).toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('http://cbbe.localhost:3000/fr/winkelmandje/');
  });

  it('disables Apply and names the field when the form is not valid', async () => {
    const user = userEvent.setup();
    const broken = [{ ...combinations[1], languagesCombinations: [] } as CountryCombination, combinations[0] as CountryCombination];
    inEnglish(<CountryLanguageModal open onClose={() => {}} combinations={broken} />);
    await user.click(screen.getAllByRole('combobox')[0] as HTMLElement);
    await user.click(screen.getByRole('option', { name: 'Belgium' }));
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await waitFor(() => expect(screen.getByText('Language is a required field')).toBeInTheDocument());
  });
});
