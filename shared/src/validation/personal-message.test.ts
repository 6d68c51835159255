import { checkPersonalMessage, messageLength, PERSONAL_MESSAGE_MESSAGES } from './personal-message';

describe('personal message (spec §5: 1–150 characters, no emoji, not empty)', () => {
  it('accepts 1 to 150 characters, umlauts and punctuation included', () => {
    expect(checkPersonalMessage('A')).toBeNull();
    expect(checkPersonalMessage('Alles Gute, Jürgen! Viel Spaß – und 100 € für dich.')).toBeNull();
    expect(checkPersonalMessage('x'.repeat(150))).toBeNull();
  });

  it('rejects empty, blank, too long and emoji', () => {
    expect(checkPersonalMessage('')).toBe(PERSONAL_MESSAGE_MESSAGES.required);
    expect(checkPersonalMessage('   \n ')).toBe(PERSONAL_MESSAGE_MESSAGES.required);
    expect(checkPersonalMessage('x'.repeat(151))).toBe(PERSONAL_MESSAGE_MESSAGES.tooLong);
    expect(checkPersonalMessage('Happy birthday 🎉')).toBe(PERSONAL_MESSAGE_MESSAGES.emoji);
    expect(checkPersonalMessage('Herz ❤️')).toBe(PERSONAL_MESSAGE_MESSAGES.emoji);
    expect(checkPersonalMessage('Flagge 🇩🇪')).toBe(PERSONAL_MESSAGE_MESSAGES.emoji);
  });

  it('counts characters as people do (one per code point)', () => {
    expect(messageLength('äöü€')).toBe(4);
  });
});
