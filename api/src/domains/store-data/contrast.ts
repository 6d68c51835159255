/**
 * Readable colours for a storefront's brand (WCAG contrast). The API computes them with the store data
 * so that no browser has to: the shell sets them as design tokens.
 */

/** The shop's light surface (the shell's --shop-color-surface-alt), on which brand-coloured text must read. */
export const LIGHT_SURFACE = '#f5f3ee';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) return 0;
  const [r, g, b] = [m[1], m[2], m[3]].map((c) => {
    const v = Number.parseInt(c as string, 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r as number) + 0.7152 * (g as number) + 0.0722 * (b as number);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** White or near-black, whichever reads better on the given background (brand colours vary per storefront). */
export function readableTextOn(background: string): string {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#1c1c1c') ? '#ffffff' : '#1c1c1c';
}

/**
 * The brand colour darkened (in steps) until text in it reads on the given light surface with at
 * least `min` contrast: pink or orange brands fail WCAG AA as link text on light grey otherwise.
 */
export function textColorOn(brand: string, surface: string, min = 4.6): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(brand.trim());
  if (!m) return brand;
  let [r, g, b] = [m[1], m[2], m[3]].map((c) => Number.parseInt(c as string, 16)) as [number, number, number];
  const hex = () => `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
  for (let step = 0; step < 40 && contrastRatio(hex(), surface) < min; step += 1) {
    r *= 0.92;
    g *= 0.92;
    b *= 0.92;
  }
  return hex();
}
