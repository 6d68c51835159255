import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import * as v from 'valibot';
import { emailSchema } from '../../validation/address';
import { checkedValue, type FormApiError, fieldValue, useSchemaForm } from './use-schema-form';

const schema = v.object({ email: emailSchema, accept: v.boolean(), captchaToken: v.pipe(v.string(), v.nonEmpty('validation.captcha.required')) });

function Harness({ send, onDone }: { send(input: unknown): Promise<FormApiError[] | null>; onDone(): void }) {
  const { form, onSubmit, fieldErrors, formError, busy } = useSchemaForm({
    schema,
    read: (f) => ({ email: fieldValue(f, 'email'), accept: checkedValue(f, 'accept'), captchaToken: 'solved' }),
    send,
    onDone,
    outsideFields: ['captchaToken'],
  });
  return (
    <form ref={form} onSubmit={onSubmit} noValidate>
      {formError && <p role="alert">{formError}</p>}
      <label>
        E-mail <input name="email" />
      </label>
      {fieldErrors.email && <p data-testid="email-error">{fieldErrors.email}</p>}
      <label>
        Accept <input type="checkbox" name="accept" />
      </label>
      {fieldErrors.captchaToken && <p data-testid="captcha-error">{fieldErrors.captchaToken}</p>}
      <button type="submit" disabled={busy}>
        Send
      </button>
    </form>
  );
}

const renderHarness = (send: (input: unknown) => Promise<FormApiError[] | null>, onDone = jest.fn()) =>
  render(
    <IntlProvider locale="en" defaultLocale="en">
      <Harness send={send} onDone={onDone} />
    </IntlProvider>,
  );

describe('useSchemaForm', () => {
  it('checks with the schema first: nothing is sent, the first invalid field has the focus and its text', async () => {
    const send = jest.fn();
    renderHarness(send);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('email-error')).toHaveTextContent(/e-mail/i));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it('sends the parsed input and puts the API errors on their fields, others above the form', async () => {
    const send = jest.fn(async () => [
      { code: 2049, message: 'captcha failed', referencedRequestParameter: 'input.captchaToken' },
      { code: 2035, message: 'payment', referencedRequestParameter: null },
    ]);
    const onDone = jest.fn();
    renderHarness(send, onDone);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: ' jo@example.com ' } });
    fireEvent.click(screen.getByLabelText('Accept'));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/unable to process your payment/));
    expect(send).toHaveBeenCalledWith({ email: 'jo@example.com', accept: true, captchaToken: 'solved' });
    expect(screen.getByTestId('captcha-error')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('calls onDone when the API answers no errors', async () => {
    const onDone = jest.fn();
    renderHarness(async () => [], onDone);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'jo@example.com' } });
    fireEvent.click(screen.getByLabelText('Accept'));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });
});
