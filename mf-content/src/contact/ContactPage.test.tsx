import { type RemotePageProps, ShopLink, useLocation } from '@shop/shared';
import { answer, renderRemotePage, testStorefront } from '@shop/shared/testing';
import type { ContactHandOver } from '@shop/shared/validation';
import { screen } from '@testing-library/react';
import ContactPage from './ContactPage';
import { CONTACT_DETAILS_QUERY } from './contact-query';

// The real widget needs Web Workers and WebCrypto: the shared stand-in solves on a click.
jest.mock('@shop/shared/captcha', () => jest.requireActual('@shop/shared/testing/captcha-stand-in'));

const DETAILS = { storeData: { organization: { contactPoint: { email: 'service@example.com', telephone: '+49 30 1234567' }, openingHours: [] } } };

/** What the link below hands on (set by each test). */
let handOver: ContactHandOver | Record<string, unknown> = {};

/** Another team's page with a link that hands the contact page a topic and a draft (as the redeem screens' card problems do). */
function LinkThenContact(props: RemotePageProps) {
  const { pathname } = useLocation();
  return /\/(kontakt|contact)\/$/.test(pathname) ? (
    <ContactPage {...props} />
  ) : (
    <ShopLink to="contact" state={handOver}>
      Kundenservice kontaktieren
    </ShopLink>
  );
}

describe('contact page', () => {
  it('takes the topic and the draft a link hands on, still the shopper’s to change', async () => {
    const message = 'Meine Geschenkkarte 6037 0601 2345 6789 012 ist abgelaufen. Ist eine Kulanzlösung möglich?';
    handOver = { topic: 'BALANCE', message };
    const { user } = renderRemotePage(LinkThenContact, { routeKey: 'contact', params: {} }, {
      path: '/guthaben-pruefen/',
      config: testStorefront('de'),
      answers: answer(CONTACT_DETAILS_QUERY, DETAILS),
    });
    await user.click(screen.getByRole('link', { name: 'Kundenservice kontaktieren' }));
    expect(await screen.findByRole('combobox', { name: 'Worum geht es?' })).toHaveValue('BALANCE');
    const draft = screen.getByRole('textbox', { name: 'Deine Nachricht' });
    expect(draft).toHaveValue(message);
    await user.type(draft, ' Danke!');
    expect(draft).toHaveValue(`${message} Danke!`);
  });

  it('starts empty without a hand-over, or with another page’s state', async () => {
    handOver = { cardNumber: '6037060123456789012' };
    const { user } = renderRemotePage(LinkThenContact, { routeKey: 'contact', params: {} }, {
      path: '/guthaben-pruefen/',
      config: testStorefront('de'),
      answers: answer(CONTACT_DETAILS_QUERY, DETAILS),
    });
    await user.click(screen.getByRole('link', { name: 'Kundenservice kontaktieren' }));
    expect(await screen.findByRole('combobox', { name: 'Worum geht es?' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Deine Nachricht' })).toHaveValue('');
  });
});
