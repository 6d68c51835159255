import { contrastRatio, readableTextOn } from './contrast';

describe('readableTextOn', () => {
  it('picks the text colour with the higher contrast', () => {
    expect(readableTextOn('#0b3d2e')).toBe('#ffffff');
    expect(readableTextOn('#f2b705')).toBe('#1c1c1c');
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 0);
  });
});
