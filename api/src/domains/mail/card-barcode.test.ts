import { patternModules, readCode128 } from '../../testing/code128';
import { QUIET_ZONE_MODULES, code128 } from './card-barcode';

/** Bar/space widths in modules, bar first, from the bars' positions. */
function widthsOf(barcode: ReturnType<typeof code128>): number[] {
  const widths: number[] = [];
  barcode.bars.forEach((bar, index) => {
    if (index > 0) {
      const previous = barcode.bars[index - 1] as { x: number; width: number };
      widths.push(bar.x - previous.x - previous.width);
    }
    widths.push(bar.width);
  });
  return widths;
}

describe('card barcode', () => {
  it('reads back, with an independent Code 128 reader, as the card number', () => {
    expect(patternModules(0)).toBe(11);
    expect(patternModules(106)).toBe(13);
    for (const number of ['6299123456789012345', '6299060000000000018', '0000000000000000000']) {
      const barcode = code128(number);
      expect(readCode128(widthsOf(barcode))).toBe(number);
      const last = barcode.bars.at(-1) as { x: number; width: number };
      expect(barcode.modules).toBe(last.x + last.width);
    }
    // A grouped number encodes its digits only.
    expect(readCode128(widthsOf(code128('6299 1234 5678 9012 345')))).toBe('6299123456789012345');
  });

  it('is short enough for the PDF column, with quiet zones of ten modules', () => {
    const barcode = code128('6299123456789012345');
    expect(barcode.modules).toBeLessThan(170);
    expect(QUIET_ZONE_MODULES).toBeGreaterThanOrEqual(10);
  });

  it('refuses anything but digits', () => {
    expect(() => code128('6299-ABC')).toThrow(RangeError);
    expect(() => code128('')).toThrow(RangeError);
  });
});
