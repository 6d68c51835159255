import { CONTACT_MESSAGE_MAX, contactHandOver } from './contact';

describe('contactHandOver (router state a link hands the contact page)', () => {
  it('takes a known topic and a message', () => {
    expect(contactHandOver({ topic: 'BALANCE', message: 'Meine Karte ist abgelaufen.' })).toEqual({ topic: 'BALANCE', message: 'Meine Karte ist abgelaufen.' });
  });

  it('ignores what is not a hand-over: another page’s state, unknown topics, empty or non-text messages', () => {
    expect(contactHandOver(null)).toEqual({});
    expect(contactHandOver('BALANCE')).toEqual({});
    expect(contactHandOver({ cardNumber: '6037060123456789012' })).toEqual({});
    expect(contactHandOver({ topic: 'REFUND', message: '  ' })).toEqual({});
    expect(contactHandOver({ topic: 'OTHER', message: 42 })).toEqual({ topic: 'OTHER' });
  });

  it('keeps a message within the form’s limit', () => {
    expect(contactHandOver({ message: 'x'.repeat(CONTACT_MESSAGE_MAX + 5) }).message).toHaveLength(CONTACT_MESSAGE_MAX);
  });
});
