/**
 * A Code 128 reader for tests, written from the symbology's table (ISO/IEC 15417) and independent of
 * the encoder the PDF uses: it reads the bar and space widths back into the text (code sets B and C,
 * the shifts between them, the check character), as a till's scanner would.
 */

/** The 107 symbols' bar/space widths (bar first), by value; 106 is the stop (plus its final bar). */
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
] as const;

const START_B = 104;
const START_C = 105;
const CODE_B = 100;
const CODE_C = 99;
const STOP = 106;

/** Every symbol is 11 modules wide (the stop 13): a check of the table itself. */
export function patternModules(value: number): number {
  return [...(PATTERNS[value] ?? '')].reduce((sum, digit) => sum + Number(digit), 0);
}

/** The text of bar/space widths in modules (bar first, no quiet zones); throws on anything unreadable. */
export function readCode128(widths: readonly number[]): string {
  const values: number[] = [];
  let at = 0;
  while (at < widths.length) {
    const take = widths.length - at === 7 ? 7 : 6;
    const pattern = widths.slice(at, at + take).join('');
    const value = PATTERNS.indexOf(pattern as (typeof PATTERNS)[number]);
    if (value < 0) throw new Error(`no Code 128 symbol ${pattern} at bar ${at}`);
    values.push(value);
    at += take;
  }
  if (values.at(-1) !== STOP) throw new Error('no stop symbol');
  const [start, ...rest] = values.slice(0, -1);
  const check = rest.pop();
  if (start === undefined || check === undefined) throw new Error('too short');
  const sum = rest.reduce((total, value, index) => total + value * (index + 1), start);
  if (sum % 103 !== check) throw new Error(`check character ${check}, expected ${sum % 103}`);
  let set: 'B' | 'C' = start === START_C ? 'C' : start === START_B ? 'B' : (() => {
    throw new Error(`start symbol ${start} not read here`);
  })();
  let text = '';
  for (const value of rest) {
    if (set === 'C' && value === CODE_B) set = 'B';
    else if (set === 'B' && value === CODE_C) set = 'C';
    else if (set === 'C') text += String(value).padStart(2, '0');
    else text += String.fromCharCode(value + 32);
  }
  return text;
}
