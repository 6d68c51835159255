import { winAnsiText } from './win-ansi-text';

describe('winAnsiText (the invoice PDF\'s standard fonts)', () => {
  it('keeps WinAnsi, transliterates what has a base letter and drops the rest', () => {
    expect(winAnsiText('Łódź 🎉 € Grüße – ő')).toBe('Lódz € Grüße – o');
    expect(winAnsiText('1\u202f234,50\u00a0€')).toBe('1 234,50\u00a0€');
  });
});
