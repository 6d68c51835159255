/**
 * The card number as a Code 128 barcode for the card PDF (ADR 0049): bwip-js encodes it (start code,
 * code sets, check character, stop), and the PDF draws the bars as vector rectangles, so the code is
 * sharp at any print size and the PDF carries no image. Code 128 is what shop tills and hand scanners
 * read out of the box; with code set C it packs two digits per character, so 19 digits stay short.
 */
// The node build (the package's root export names only platform conditions, which TypeScript's bundler
// resolution does not pick).
import bwipjs from 'bwip-js/node';

export interface Barcode {
  /** The symbol's width in modules, without quiet zones. */
  modules: number;
  /** Each bar: its left edge and width, in modules from the symbol's left edge. */
  bars: Array<{ x: number; width: number }>;
}

/** Quiet zone each side, in modules (ISO/IEC 15417: at least 10). */
export const QUIET_ZONE_MODULES = 10;

/** The Code 128 bars of a card number (digits only; spaces in a grouped number are dropped). */
export function code128(value: string): Barcode {
  const text = value.replace(/\s+/g, '');
  if (!/^\d{1,40}$/.test(text)) throw new RangeError('a card barcode encodes digits only');
  const [symbol] = bwipjs.raw('code128', text, '') as Array<{ sbs?: number[] }>;
  const widths = symbol?.sbs;
  if (!widths || widths.length === 0) throw new Error('bwip-js gave no Code 128 bars');
  const bars: Barcode['bars'] = [];
  let x = 0;
  // sbs: bar, space, bar, space … widths in modules, starting with a bar.
  widths.forEach((width, index) => {
    if (index % 2 === 0) bars.push({ x, width });
    x += width;
  });
  return { modules: x, bars };
}
