/**
 * Text the PDF standard fonts (Helvetica, WinAnsi encoding) can show, for the invoice PDF, which draws
 * with them: kept, transliterated (ő → o, ł → l) or dropped (emoji, other scripts). The card PDF embeds
 * a Unicode font instead (mail/pdf-fonts.ts, ADR 0049).
 */

/** WinAnsi's characters outside Latin-1 (pdfkit maps these to the 0x80–0x9f codes). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const TRANSLITERATIONS: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
  '\u202f': ' ',
  '\u2009': ' ',
  '\u2007': ' ',
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
};

const representable = (c: string) => (c.codePointAt(0) ?? 0) <= 0xff || WIN_ANSI_EXTRA.has(c);

/** Text the standard fonts can show: kept, transliterated (ő → o), or dropped (emoji). */
export function winAnsiText(value: string): string {
  let out = '';
  for (const char of value) {
    if (representable(char)) {
      out += char;
      continue;
    }
    const mapped = TRANSLITERATIONS[char];
    if (mapped !== undefined) {
      out += mapped;
      continue;
    }
    const base = char.normalize('NFD').replace(/\p{M}+/gu, '');
    if (base && [...base].every(representable)) out += base;
    // else dropped (emoji, scripts Helvetica has no glyphs for)
  }
  return out.replace(/[ \t]{2,}/g, ' ');
}
