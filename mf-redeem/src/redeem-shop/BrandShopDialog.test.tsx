import { renderInShop, testStorefront } from '@shop/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RedeemRoot } from '../RedeemRoot';
import { webShopBrand } from '../testing/fixtures';
import { BrandShopDialog, type RedeemBrand } from './BrandShopDialog';

function renderDialog(brand: RedeemBrand, language: 'de' | 'nl' = 'de') {
  const leaveTo = jest.fn();
  const onClose = jest.fn();
  const view = renderInShop(
    <RedeemRoot>
      <BrandShopDialog brand={brand} open onClose={onClose} leaveTo={leaveTo} />
    </RedeemRoot>,
    { config: testStorefront(language) },
  );
  return { ...view, leaveTo, onClose, user: userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) }) };
}

/** One second of the countdown (each second is a timer of its own, set after the last one rendered). */
const tick = () => act(() => jest.advanceTimersByTime(1000));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the shop iframe modal of a brand that redeems on its own site', () => {
  it('frames the brand web shop sandboxed, links it in a new tab, and hands over after the countdown', async () => {
    const { leaveTo, user } = renderDialog(webShopBrand({ redirectTime: 3 }));
    const dialog = await screen.findByRole('dialog', { name: 'Der Webshop von Modeversand Kleiderschrank' });
    const frame = dialog.querySelector('iframe');
    expect(frame).toHaveAttribute('src', 'https://www.modeversand-kleiderschrank.example/shop/');
    expect(frame).toHaveAttribute('title', 'Der Webshop von Modeversand Kleiderschrank');
    // Never allow-top-navigation: the framed shop cannot take the page away.
    expect(frame?.getAttribute('sandbox')).not.toMatch(/top-navigation/);
    const link = screen.getByRole('link', { name: 'www.modeversand-kleiderschrank.example (öffnet in einem neuen Tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(screen.getByRole('button', { name: 'Weiter zu Modeversand Kleiderschrank' }));
    expect(screen.getByRole('timer')).toHaveTextContent('Wir bringen dich in 3 Sekunden zu Modeversand Kleiderschrank.');
    expect(screen.getByRole('button', { name: 'Hier bleiben' })).toHaveFocus();
    tick();
    tick();
    expect(screen.getByRole('timer')).toHaveTextContent('in 1 Sekunde');
    expect(leaveTo).not.toHaveBeenCalled();
    tick();
    expect(leaveTo).toHaveBeenCalledWith('https://www.modeversand-kleiderschrank.example/gift-card/');
  });

  it('stays when the shopper stops the countdown (in Dutch)', async () => {
    const { leaveTo, user } = renderDialog(webShopBrand({ name: 'Hotelbon Nederland', redirectTime: 5 }), 'nl');
    await user.click(await screen.findByRole('button', { name: 'Verder naar Hotelbon Nederland' }));
    expect(screen.getByRole('timer')).toHaveTextContent('We brengen je over 5 seconden naar Hotelbon Nederland.');
    await user.click(screen.getByRole('button', { name: 'Hier blijven' }));
    for (let second = 0; second < 10; second++) tick();
    expect(leaveTo).not.toHaveBeenCalled();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verder naar Hotelbon Nederland' })).toBeInTheDocument();
  });

  it('offers no hand-over without a redirect link', async () => {
    renderDialog(webShopBrand({ redirectLink: null, productExternalLink: null }));
    await screen.findByRole('dialog', { name: 'Der Webshop von Modeversand Kleiderschrank' });
    expect(screen.queryByRole('button', { name: /Weiter zu/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
