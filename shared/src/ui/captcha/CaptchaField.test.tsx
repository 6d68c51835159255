import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Provider as UrqlProvider } from 'urql';
import { answeringClient } from '../../testing';
import { CaptchaField } from './CaptchaField';

// The real widget needs Web Workers and WebCrypto: a stand-in element with the widget's methods and events.
jest.mock('altcha', () => ({}));
jest.mock('altcha/i18n/de', () => ({}));

class FakeAltcha extends HTMLElement {
  configure = jest.fn(async (_config: Record<string, unknown>) => {});
  verify = jest.fn(async () => null);
  reset() {}
  /** What the real widget reports: its state and, once verified, the payload. */
  report(state: string, payload?: string) {
    this.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  }
}
customElements.define('altcha-widget', FakeAltcha);

const widget = () => document.querySelector('altcha-widget') as FakeAltcha | null;

/** A form's use of the field: an error from its last submit, a new round after each submit. */
function Form({ initialError }: { initialError: string | null }) {
  const [token, setToken] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const [error] = useState(initialError);
  return (
    <>
      <CaptchaField active language="de" onChange={setToken} resetKey={round} error={error} unavailableText="nicht geladen" classPrefix="test" />
      <output data-testid="token">{token ?? ''}</output>
      <button type="button" onClick={() => setRound((r) => r + 1)}>
        submitted
      </button>
    </>
  );
}

let challenges = 0;
/** Each challenge the API hands out is a new one ({"n":1}, {"n":2} …). */
const nextChallenge = () => ({ captchaChallenge: JSON.stringify({ n: ++challenges }) });
beforeEach(() => {
  challenges = 0;
});

function renderField(initialError: string | null = null) {
  const client = answeringClient({ CaptchaChallenge: nextChallenge });
  return render(
    <UrqlProvider value={client}>
      <Form initialError={initialError} />
    </UrqlProvider>,
  );
}

describe('CaptchaField', () => {
  it('hides the form’s "not a robot" error as soon as the widget is verified', async () => {
    renderField('Bitte bestätige, dass du kein Roboter bist');
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte bestätige, dass du kein Roboter bist');
    await waitFor(() => expect(widget()).not.toBeNull());
    act(() => widget()?.report('verifying'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => widget()?.report('verified', 'cGF5bG9hZA=='));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('token')).toHaveTextContent('cGF5bG9hZA==');
  });

  it('asks for the first tick, and solves the next challenge by itself once solved (a solution counts once)', async () => {
    renderField();
    await waitFor(() => expect(widget()).not.toBeNull());
    const first = widget();
    expect(first?.getAttribute('auto')).toBeNull();
    act(() => first?.report('verified', 'b25l'));
    act(() => screen.getByRole('button', { name: 'submitted' }).click());
    expect(screen.getByTestId('token')).toHaveTextContent('');
    await waitFor(() => expect(widget()).not.toBe(first));
    expect(widget()?.getAttribute('auto')).toBe('onload');
    expect(widget()?.getAttribute('challenge')).toBe('{"n":2}');
  });

  it('solves again by itself when a solution expired, after the first tick', async () => {
    renderField();
    await waitFor(() => expect(widget()).not.toBeNull());
    const current = widget() as FakeAltcha;
    act(() => current.report('verified', 'b25l'));
    act(() => {
      current.dispatchEvent(new Event('expired'));
    });
    expect(screen.getByTestId('token')).toHaveTextContent('');
    await waitFor(() => expect(current.verify).toHaveBeenCalled());
    expect(current.configure).toHaveBeenCalledWith({ challenge: { n: 2 } });
  });
});
