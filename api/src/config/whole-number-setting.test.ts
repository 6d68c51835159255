import { readWholeNumberSetting } from './whole-number-setting';

describe('readWholeNumberSetting: the one way the configuration reads a whole number', () => {
  const rule = { min: 1, max: 100 };

  it('unset or blank is no value and no problem; a good value is its number', () => {
    expect(readWholeNumberSetting({}, 'X', rule)).toEqual({});
    expect(readWholeNumberSetting({ X: '  ' }, 'X', rule)).toEqual({});
    expect(readWholeNumberSetting({ X: ' 42 ' }, 'X', rule)).toEqual({ value: 42 });
    expect(readWholeNumberSetting({ X: '100' }, 'X', rule)).toEqual({ value: 100 });
  });

  it('says what is wrong, with the unit and the reason when there are ones', () => {
    for (const bad of ['0', '101', '-5', '2.5', '1e2', 'many']) {
      expect(readWholeNumberSetting({ X: bad }, 'X', rule)).toEqual({ error: `X must be a whole number from 1 to 100 (got "${bad}")` });
    }
    expect(readWholeNumberSetting({ X: '9' }, 'X', { min: 0, max: 5, unit: 'minutes', why: 'a short wait' })).toEqual({ error: 'X must be a whole number of minutes from 0 to 5 (a short wait; got "9")' });
  });
});
