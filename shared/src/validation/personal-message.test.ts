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

  it('accepts line breaks (the basket writes them with its textarea)', () => {
    expect(checkPersonalMessage('Liebe Anna,\nalles Gute!\n\nDein Tom')).toBeNull();
  });

  it('rejects control, bidirectional and invisible characters, which print nothing or reorder the text', () => {
    const hidden = [
      '\u0000', '\t', '\r', '\u001B', '\u007F', '\u0085', '\u009F', // C0 (but the line feed), DEL, C1
      '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C', // bidi
      '\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', // zero-width and invisible
    ];
    for (const character of hidden) {
      expect([character.codePointAt(0)?.toString(16), checkPersonalMessage(`Für dich${character}100 €`)]).toEqual([
        character.codePointAt(0)?.toString(16),
        PERSONAL_MESSAGE_MESSAGES.hidden,
      ]);
    }
    // "Gift for <U+202E>001 EUR<U+202C>" is printed as "Gift for RUE 100": the text reads differently from what was typed.
    expect(checkPersonalMessage('Gift for \u202E001 EUR\u202C')).toBe(PERSONAL_MESSAGE_MESSAGES.hidden);
    // A joiner inside an emoji sequence is still reported as an emoji.
    expect(checkPersonalMessage('Familie 👨\u200D👩\u200D👧')).toBe(PERSONAL_MESSAGE_MESSAGES.emoji);
  });

  it('counts characters as people do (one per code point)', () => {
    expect(messageLength('äöü€')).toBe(4);
  });
});
