import { contrastRatio, readableTextOn, textColorOn } from './contrast';

describe('readableTextOn', () => {
  it('picks the text colour with the higher contrast', () => {
    expect(readableTextOn('#0b3d2e')).toBe('#ffffff');
    expect(readableTextOn('#f2b705')).toBe('#1c1c1c');
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 0);
  });
});

describe('textColorOn', () => {
  it('darkens a light brand colour until it reads on the light surface, and keeps a dark one', () => {
    const pink = textColorOn('#e6007e', '#f5f3ee');
    expect(contrastRatio(pink, '#f5f3ee')).toBeGreaterThanOrEqual(4.6);
    expect(textColorOn('#0b3d2e', '#f5f3ee')).toBe('#0b3d2e');
  });
});
