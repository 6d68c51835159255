import { act, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { CONNECTION_FAILURE_CODE, eventBus, loadSharedMessages, resultErrorEntry } from '@shop/shared';
import { renderInShop } from '@shop/shared/testing';
import shellDe from '../messages/de.json';
import { ErrorModal } from './ErrorModal';

let sharedDe: Record<string, string> = {};
beforeAll(async () => {
  sharedDe = (await loadSharedMessages('de')) as Record<string, string>;
});

function renderModal() {
  return renderInShop(
    <IntlProvider locale="de" messages={{ ...sharedDe, ...shellDe }}>
      <ErrorModal />
    </IntlProvider>,
  );
}

describe('ErrorModal (spec §7/§8)', () => {
  it('says "Oh oh, es gibt eine Störung" when the API cannot be reached, not "something went wrong"', () => {
    renderModal();
    act(() => eventBus.emit('shell:error-requested', { error: resultErrorEntry({ networkError: new TypeError('Failed to fetch') }) }));
    const text = screen.getByTestId('error-modal').querySelector('[data-error-code]');
    expect(text).toHaveAttribute('data-error-code', String(CONNECTION_FAILURE_CODE));
    expect(text?.textContent).toMatch(/^Oh oh, es gibt eine Störung\./);
  });

  it('keeps the generic text for an answer that is an error of the API', () => {
    renderModal();
    act(() => eventBus.emit('shell:error-requested', { error: resultErrorEntry({ networkError: new Error('Internal Server Error'), response: { status: 500 } }) }));
    expect(screen.getByTestId('error-modal').querySelector('[data-error-code]')?.textContent).toMatch(/^Oh oh, da ist etwas schiefgelaufen/);
  });

  it('gives the account codes 2062 and 2063 their own texts', () => {
    renderModal();
    act(() => eventBus.emit('shell:error-requested', { error: { code: 2062, message: 'x', referencedRequestParameter: 'password' } }));
    expect(screen.getByTestId('error-modal').querySelector('[data-error-code]')?.textContent).toBe('Die Kombination aus E-Mail-Adresse und Passwort stimmt nicht.');
    act(() => eventBus.emit('shell:error-requested', { error: { code: 2063, message: 'x', referencedRequestParameter: 'input.currentPassword' } }));
    expect(screen.getByTestId('error-modal').querySelector('[data-error-code]')?.textContent).toBe('Dein aktuelles Passwort stimmt nicht.');
  });
});
