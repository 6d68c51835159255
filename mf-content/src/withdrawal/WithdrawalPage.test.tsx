import { answer, callsOf, renderRemotePage, testStorefront } from '@shop/shared/testing';
import { screen, within } from '@testing-library/react';
import WithdrawalPage from './WithdrawalPage';
import { WITHDRAW_CONTRACT_MUTATION } from './withdrawal-query';

// The real widget needs Web Workers and WebCrypto: the shared stand-in solves on a click.
jest.mock('@shop/shared/captcha', () => jest.requireActual('@shop/shared/testing/captcha-stand-in'));

function renderWithdrawal(path = '/vertrag-widerrufen/') {
  return renderRemotePage(
    WithdrawalPage,
    { routeKey: 'withdrawContract', params: {} },
    {
      path,
      config: testStorefront('de'),
      answers: answer(WITHDRAW_CONTRACT_MUTATION, () => ({ withdrawContract: { status: true, receivedAt: '2026-11-26T10:15:00.000Z', errors: [] } })),
    },
  );
}

describe('the withdrawal button', () => {
  it('asks for name, order number and e-mail only, checks them with the shared schema, and shows what was received', async () => {
    const { user, client } = renderWithdrawal('/vertrag-widerrufen/?order=60-261126-ABC123');
    expect(screen.getByRole('heading', { level: 1, name: 'Vertrag widerrufen' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['name', 'orderNumber', 'email']);
    expect(screen.getByRole('textbox', { name: 'Bestellnummer' })).toHaveValue('60-261126-ABC123');

    await user.click(screen.getByRole('button', { name: 'Widerruf bestätigen' }));
    expect(screen.getByText('Bitte gib deinen Namen ein')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(callsOf(client, 'ContentWithdrawContract')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Lena Lind');
    await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'lena@example.com');
    // Without the robot check the form does not send (issue 31: it mails an address typed into it).
    await user.click(screen.getByRole('button', { name: 'Widerruf bestätigen' }));
    expect(callsOf(client, 'ContentWithdrawContract')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'solve captcha' }));
    await user.click(screen.getByRole('button', { name: 'Widerruf bestätigen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dein Widerruf ist eingegangen' })).toBeInTheDocument();
    const received = within(screen.getByTestId('content-withdrawal-received'));
    expect(received.getByText('Lena Lind')).toBeInTheDocument();
    expect(received.getByText('60-261126-ABC123')).toBeInTheDocument();
    expect(received.getByText(/26\. November 2026/)).toBeInTheDocument();
    expect(callsOf(client, 'ContentWithdrawContract')).toEqual([{ input: { name: 'Lena Lind', orderNumber: '60-261126-ABC123', email: 'lena@example.com', captchaToken: 'c29sdmVk' } }]);
  });
});
