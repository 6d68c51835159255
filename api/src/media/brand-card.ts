/**
 * A brand's own card art (issue 35 item 13, ADR 0054): instead of one template recoloured for every
 * brand, each brand gets an identity of its own, derived from the brand alone (its id chooses, its
 * name is the wordmark, its two colours and the accent paint it), so the same brand looks the same in
 * every storefront and two brands rarely look alike:
 *
 * - a composition: a big centred wordmark, a monogram emblem in a shape, bold stripes, a geometric
 *   pattern, a full-bleed category illustration, a two-tone split, or a ticket-like label; each with
 *   variants (the emblem's shape, the stripes' direction, the pattern, which side is which);
 * - a typography for the wordmark: sans, serif or monospace (generic families, nothing to load),
 *   weight, capitals or as written, letter-spacing, italic;
 * - which of the brand's colours is the ground.
 *
 * Every text is set on a solid area whose colour is known here (never over a stripe or a pattern), in
 * an ink picked for at least 4.5:1 contrast with it (WCAG AA): the brand's other colour when it reads,
 * else black or white (one of which always reaches 4.58:1). `design.texts` lists each text with its ink
 * and ground, so the tests check every seeded brand. Pure and deterministic: the same input gives the
 * same bytes; all text goes through the one escaper.
 */
import { Random } from '../db/catalogue-seed/prng';
import { contrastRatio } from '../domains/store-data/contrast';
import { escapeHtml as escapeXml } from '../text/escape-html';
import { GLYPHS } from './glyphs';

export const COMPOSITIONS = ['wordmark', 'emblem', 'stripes', 'pattern', 'illustration', 'split', 'ticket'] as const;
export type Composition = (typeof COMPOSITIONS)[number];

/** Generic families with common faces first: nothing is loaded, every platform has a serif, a sans and a monospace. */
export const FONT_STACKS = {
  sans: "'Helvetica Neue', Helvetica, Arial, sans-serif",
  serif: "Georgia, 'Times New Roman', serif",
  mono: "'Courier New', Courier, monospace",
} as const;
export type FontFamily = keyof typeof FONT_STACKS;

export interface Typography {
  family: FontFamily;
  weight: 400 | 700 | 900;
  letterCase: 'upper' | 'as-written' | 'lower';
  /** Letter-spacing in em. */
  tracking: number;
  italic: boolean;
}

/** WCAG AA for normal text: every text of a brand card reaches it against the solid colour behind it. */
export const MIN_TEXT_CONTRAST = 4.5;

export interface BrandCardInput {
  /** Chooses the identity (the brands row's id): the same in every storefront. */
  brandId: string;
  /** The wordmark. */
  name: string;
  width: number;
  height: number;
  /** The brand's primary colour (#rrggbb). */
  primary: string;
  /** The brand's secondary colour. */
  secondary: string;
  accent: string;
  /** The category glyph (GLYPHS) of the illustration. */
  motif: string;
}

export interface DrawnText {
  role: 'wordmark' | 'monogram';
  text: string;
  ink: string;
  /** The opaque colour right behind the text. */
  ground: string;
}

export interface BrandCardDesign {
  composition: Composition;
  variant: string;
  typography: Typography;
  texts: DrawnText[];
  /** The drawing: SVG elements to put inside the <svg> element. */
  body: string;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const r1 = (n: number): number => Math.round(n * 10) / 10;

// ─── Colour ──────────────────────────────────────────────────────────────────────────────────────

function rgb(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) || 0) as [number, number, number];
}

/** `a` moved towards `b` by `t` (0…1), as #rrggbb. */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return `#${x.map((c, i) => Math.round(c + ((y[i] as number) - c) * t).toString(16).padStart(2, '0')).join('')}`;
}

/** The first colour that reads on `ground` (≥ 4.5:1), else black or white, whichever reads better (≥ 4.58:1 always). */
export function inkOn(ground: string, preferred: readonly string[] = []): string {
  return inkOnAll([ground], preferred);
}

/** The first colour that reads on every one of `grounds`, else black or white, whichever reads better on the worst of them. */
export function inkOnAll(grounds: readonly string[], preferred: readonly string[] = []): string {
  const worst = (color: string) => Math.min(...grounds.map((g) => contrastRatio(color, g)));
  for (const color of preferred) if (worst(color) >= MIN_TEXT_CONTRAST) return color;
  return worst('#ffffff') >= worst('#000000') ? '#ffffff' : '#000000';
}

/** A colour for shapes on `ground`: the first that stands out from it at all (decoration needs no text contrast). */
function distinctFrom(ground: string, candidates: readonly string[]): string {
  return candidates.find((c) => contrastRatio(c, ground) >= 1.35) ?? mix(ground, inkOn(ground), 0.3);
}

// ─── Text ────────────────────────────────────────────────────────────────────────────────────────

/** Rough advance widths (em) of a regular sans: enough to size a wordmark so that it fits. */
function charWidth(ch: string): number {
  const base = ch.normalize('NFD')[0] ?? ch;
  if (base === ' ') return 0.28;
  if ("iljI.,:;!|'’`".includes(base)) return 0.26;
  if ('frt-()[]/'.includes(base)) return 0.35;
  if ('mwMW@'.includes(base)) return 0.86;
  if (/[A-Z&%]/.test(base)) return 0.7;
  if (/[0-9]/.test(base)) return 0.56;
  return 0.55;
}

/** The width of `text` in em in the typography (tracking included). */
function emWidth(text: string, type: Typography): number {
  const chars = [...text];
  const glyphs =
    type.family === 'mono' ? chars.length * 0.6 : chars.reduce((sum, c) => sum + charWidth(c), 0) * (type.weight === 900 ? 1.12 : type.weight === 700 ? 1.07 : 1);
  return glyphs + type.tracking * Math.max(0, chars.length - 1);
}

function cased(text: string, type: Typography): string {
  if (type.letterCase === 'upper') return text.toUpperCase();
  if (type.letterCase === 'lower') return text.toLowerCase();
  return text;
}

/** The most balanced split of a name into two lines at a space, if it has one. */
function twoLines(text: string): string[] | null {
  const words = text.split(' ');
  if (words.length < 2) return null;
  let best: string[] | null = null;
  let bestLonger = Number.POSITIVE_INFINITY;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const longer = Math.max(...lines.map((l) => l.length));
    if (longer < bestLonger) {
      best = lines;
      bestLonger = longer;
    }
  }
  return best;
}

const LEADING = 1.08;

interface Fitted {
  lines: string[];
  size: number;
  /** Estimated width in px of each line. */
  widths: number[];
}

/** The largest size (≤ maxSize) at which the text fits `box` on one line or, when that is much larger, two. */
function fit(text: string, type: Typography, box: { w: number; h: number }, maxSize: number, allowTwoLines = true): Fitted {
  const options = [[text], ...(allowTwoLines ? [twoLines(text)].filter((l): l is string[] => l !== null) : [])];
  let best: Fitted | null = null;
  let bestScore = 0;
  for (const lines of options) {
    const ems = lines.map((l) => emWidth(l, type));
    const byWidth = box.w / Math.max(...ems, 0.1);
    const byHeight = box.h / (1 + LEADING * (lines.length - 1));
    const size = Math.max(8, Math.floor(Math.min(maxSize, byWidth, byHeight) * 10) / 10);
    // A second line must buy a clearly bigger wordmark.
    const score = size * (lines.length === 1 ? 1.25 : 1);
    if (score > bestScore) {
      best = { lines, size, widths: ems.map((em) => em * size) };
      bestScore = score;
    }
  }
  return best as Fitted;
}

/** The text attributes every line of a block shares. */
function textStyle(type: Typography, ink: string, anchor: 'start' | 'middle'): string {
  const tracking = type.tracking ? ` letter-spacing="${type.tracking}em"` : '';
  const italic = type.italic ? ' font-style="italic"' : '';
  const middle = anchor === 'middle' ? ' text-anchor="middle"' : '';
  return `font-family="${FONT_STACKS[type.family]}" font-weight="${type.weight}" fill="${ink}"${tracking}${italic}${middle}`;
}

/**
 * A block of text centred vertically in `box`. A line that fills most of the box's width gets its
 * estimated width as `textLength`, so a wider face on the reader's machine is squeezed to fit
 * instead of running off the card.
 */
function textBlock(f: Fitted, box: Box, anchor: 'start' | 'middle', type: Typography, ink: string): string {
  const lead = f.size * LEADING;
  const x = anchor === 'middle' ? box.x + box.w / 2 : box.x;
  const first = box.y + box.h / 2 - ((f.lines.length - 1) * lead) / 2 + f.size * 0.36;
  const lines = f.lines
    .map((line, i) => {
      const width = f.widths[i] as number;
      const squeeze = width > box.w * 0.8 ? ` textLength="${r1(Math.min(width, box.w))}" lengthAdjust="spacingAndGlyphs"` : '';
      return `<text x="${r1(x)}" y="${r1(first + i * lead)}" font-size="${f.size}"${squeeze}>${escapeXml(line)}</text>`;
    })
    .join('');
  return `<g ${textStyle(type, ink, anchor)}>${lines}</g>`;
}

const CONNECTORS = new Set(['and', 'und', 'en', 'et', 'e', 'y', 'of', 'the', 'de', 'der', 'die', 'das', 'het', 'van', 'la', 'le', 'les', 'da', 'di', 'del', 'des', 'du', 'zum', 'zur', 'am', 'im', 'co']);

/** One or two initials: the first letters of the name's first two words that are not connectors. */
export function monogramOf(name: string): string {
  const words = name.split(/[\s\-–&+.,/]+/).filter((w) => /^[\p{L}\p{N}]/u.test(w));
  const meaningful = words.filter((w, i) => i === 0 || !CONNECTORS.has(w.toLowerCase()));
  const letters = (meaningful.length ? meaningful : [name]).slice(0, 2).map((w) => [...w][0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

// ─── Shapes ──────────────────────────────────────────────────────────────────────────────────────

const EMBLEM_SHAPES = ['circle', 'hexagon', 'shield', 'diamond', 'square', 'ring'] as const;
type EmblemShape = (typeof EMBLEM_SHAPES)[number];

function polygon(cx: number, cy: number, radius: number, corners: number, turn: number): string {
  const points = Array.from({ length: corners }, (_, i) => {
    const angle = ((turn + (360 / corners) * i) * Math.PI) / 180;
    return `${r1(cx + radius * Math.cos(angle))},${r1(cy + radius * Math.sin(angle))}`;
  });
  return points.join(' ');
}

/** An emblem of radius `r` around (cx, cy), and the box its monogram fits in. */
function emblem(shape: EmblemShape, cx: number, cy: number, r: number, fill: string): { svg: string; inner: { w: number; h: number }; dy: number } {
  switch (shape) {
    case 'hexagon':
      return { svg: `<polygon points="${polygon(cx, cy, r * 1.08, 6, 30)}" fill="${fill}"/>`, inner: { w: r * 1.3, h: r * 0.95 }, dy: 0 };
    case 'shield':
      return {
        svg: `<path d="M${r1(cx - r)} ${r1(cy - r * 0.92)}H${r1(cx + r)}V${r1(cy + r * 0.05)}Q${r1(cx + r)} ${r1(cy + r * 0.78)} ${r1(cx)} ${r1(cy + r * 1.12)}Q${r1(cx - r)} ${r1(cy + r * 0.78)} ${r1(cx - r)} ${r1(cy + r * 0.05)}Z" fill="${fill}"/>`,
        inner: { w: r * 1.4, h: r * 0.9 },
        dy: -r * 0.06,
      };
    case 'diamond':
      return { svg: `<polygon points="${polygon(cx, cy, r * 1.22, 4, 0)}" fill="${fill}"/>`, inner: { w: r * 0.95, h: r * 0.75 }, dy: 0 };
    case 'square':
      return { svg: `<rect x="${r1(cx - r * 0.92)}" y="${r1(cy - r * 0.92)}" width="${r1(r * 1.84)}" height="${r1(r * 1.84)}" rx="${r1(r * 0.34)}" fill="${fill}"/>`, inner: { w: r * 1.45, h: r * 1.05 }, dy: 0 };
    case 'ring':
      return { svg: `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 0.94)}" fill="none" stroke="${fill}" stroke-width="${r1(r * 0.12)}"/>`, inner: { w: r * 1.2, h: r * 0.9 }, dy: 0 };
    default:
      return { svg: `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"/>`, inner: { w: r * 1.35, h: r * 1.0 }, dy: 0 };
  }
}

const PATTERNS = ['dots', 'grid', 'diagonals', 'chevrons', 'checks', 'triangles', 'waves', 'crosses'] as const;
type PatternKind = (typeof PATTERNS)[number];

/** A repeating tile of size `t` in `color`: a <pattern> with id "p". */
function patternDef(kind: PatternKind, t: number, color: string): string {
  const s = r1(t);
  const half = r1(t / 2);
  const stroke = `fill="none" stroke="${color}" stroke-width="${r1(Math.max(1.2, t * 0.09))}" stroke-linecap="round"`;
  const tiles: Record<PatternKind, string> = {
    dots: `<circle cx="${half}" cy="${half}" r="${r1(t * 0.17)}" fill="${color}"/>`,
    grid: `<path d="M0 0H${s}M0 0V${s}" ${stroke}/>`,
    diagonals: `<path d="M0 ${s}L${s} 0M${-half} ${half}L${half} ${-half}M${half} ${r1(t * 1.5)}L${r1(t * 1.5)} ${half}" ${stroke}/>`,
    chevrons: `<path d="M0 ${r1(t * 0.7)}L${half} ${r1(t * 0.3)}L${s} ${r1(t * 0.7)}" ${stroke}/>`,
    checks: `<path d="M0 0H${half}V${half}H0ZM${half} ${half}H${s}V${s}H${half}Z" fill="${color}"/>`,
    triangles: `<path d="M${half} ${r1(t * 0.2)}L${r1(t * 0.85)} ${r1(t * 0.8)}H${r1(t * 0.15)}Z" fill="${color}"/>`,
    waves: `<path d="M0 ${half}Q${r1(t / 4)} ${r1(t * 0.2)} ${half} ${half}T${s} ${half}" ${stroke}/>`,
    crosses: `<path d="M${half} ${r1(t * 0.25)}V${r1(t * 0.75)}M${r1(t * 0.25)} ${half}H${r1(t * 0.75)}" ${stroke}/>`,
  };
  return `<pattern id="p" width="${s}" height="${s}" patternUnits="userSpaceOnUse">${tiles[kind]}</pattern>`;
}

function glyphPath(motif: string, x: number, y: number, size: number, color: string, strokeWidth: number, rotate = 0): string {
  const d = GLYPHS[motif] ?? GLYPHS.gift;
  const scale = size / 24;
  const turn = rotate ? ` rotate(${rotate} 12 12)` : '';
  return `<path d="${d}" transform="translate(${r1(x)} ${r1(y)}) scale(${Math.round(scale * 1000) / 1000})${turn}" fill="none" stroke="${color}" stroke-width="${r1(strokeWidth / scale)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

// ─── Identity ────────────────────────────────────────────────────────────────────────────────────

/** The typography of a brand's wordmark (from its id alone). */
function typographyOf(random: Random): Typography {
  const family = random.pick<FontFamily>(['sans', 'sans', 'serif', 'serif', 'mono']);
  const weight = family === 'mono' ? random.pick<400 | 700>([400, 700]) : random.pick<400 | 700 | 900>([400, 700, 700, 900]);
  const letterCase = random.pick<Typography['letterCase']>(family === 'sans' ? ['upper', 'upper', 'as-written', 'lower'] : ['upper', 'as-written', 'as-written']);
  // Spaced capitals read as a label; tight as-written text as a logotype.
  const tracking = letterCase === 'upper' ? random.pick(family === 'mono' ? [0, 0.04] : [0, 0.06, 0.12, 0.2]) : random.pick([0, 0, 0.03, -0.02]);
  const italic = family === 'serif' && random.chance(0.3);
  return { family, weight, letterCase, tracking, italic };
}

/**
 * The brand's card: composition, variant, typography and colours come from `Random.from('brand-card:'
 * + brandId)`, so the brand is recognisable wherever it is sold, whatever the storefront.
 */
export function designBrandCard(input: BrandCardInput): BrandCardDesign {
  const { width: w, height: h, primary: P, secondary: S, accent: A } = input;
  const random = Random.from(`brand-card:${input.brandId}`);
  const composition = random.pick(COMPOSITIONS);
  const typography = typographyOf(random);
  const word = cased(input.name.trim() || '?', typography);
  const texts: DrawnText[] = [];
  const parts: string[] = [];
  const defs: string[] = [];
  const monoType: Typography = { ...typography, weight: typography.weight === 400 ? 700 : typography.weight, tracking: 0, italic: false };
  const monogram = cased(monogramOf(input.name), { ...typography, letterCase: typography.letterCase === 'lower' ? 'lower' : 'upper' });

  /**
   * Writes the wordmark fitted into `box` on `ground` (ink picked against it). Spaced capitals that
   * would come out small (a long name) are set without the spacing.
   */
  const wordmark = (box: Box, ground: string, prefer: readonly string[], anchor: 'start' | 'middle', maxSize: number, allowTwoLines = true) => {
    const ink = inkOn(ground, prefer);
    let type = typography;
    let fitted = fit(word, type, box, maxSize, allowTwoLines);
    if (fitted.size < h * 0.12 && type.tracking > 0) {
      type = { ...type, tracking: 0 };
      fitted = fit(word, type, box, maxSize, allowTwoLines);
    }
    parts.push(textBlock(fitted, box, anchor, type, ink));
    texts.push({ role: 'wordmark', text: word, ink, ground });
    return fitted;
  };
  const monogramAt = (cx: number, cy: number, inner: { w: number; h: number }, ground: string, prefer: readonly string[]) => {
    const ink = inkOn(ground, prefer);
    const fitted = fit(monogram, monoType, inner, inner.h, false);
    parts.push(textBlock(fitted, { x: cx - inner.w / 2, y: cy - inner.h / 2, w: inner.w, h: inner.h }, 'middle', monoType, ink));
    texts.push({ role: 'monogram', text: monogram, ink, ground });
  };
  const rect = (x: number, y: number, rw: number, rh: number, fill: string, extra = '') =>
    `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(rw)}" height="${r1(rh)}" fill="${fill}"${extra}/>`;

  // Which of the brand's colours is the ground: mostly the primary; some brands are light cards.
  const inverted = (composition === 'wordmark' || composition === 'emblem' || composition === 'ticket') && random.chance(0.3);
  const ground = inverted ? S : P;
  const other = inverted ? P : S;
  const decor = distinctFrom(ground, [A, other, mix(ground, other, 0.35)]);
  const decor2 = distinctFrom(ground, [other, A, mix(ground, other, 0.5)]);
  parts.push(rect(0, 0, w, h, ground));
  let variant: string;

  switch (composition) {
    case 'wordmark': {
      variant = random.pick(['rules', 'frame', 'underline', 'corner']);
      const box: Box = variant === 'corner' ? { x: w * 0.08, y: h * 0.12, w: w * 0.84, h: h * 0.54 } : { x: w * 0.1, y: h * 0.2, w: w * 0.8, h: h * 0.6 };
      if (variant === 'frame') {
        const inset = h * 0.07;
        parts.push(rect(inset, inset, w - inset * 2, h - inset * 2, 'none', ` rx="${r1(h * 0.04)}" stroke="${decor}" stroke-width="${r1(h * 0.015)}"`));
      }
      if (variant === 'corner') parts.push(`<circle cx="${w}" cy="${h}" r="${r1(h * 0.3)}" fill="${decor}"/><circle cx="${w}" cy="${h}" r="${r1(h * 0.18)}" fill="${decor2}"/>`);
      const f = wordmark(box, ground, [other, A], 'middle', h * 0.3);
      const blockHeight = f.size * (1 + LEADING * (f.lines.length - 1));
      const longest = Math.max(...f.widths);
      if (variant === 'rules') {
        const bar = w * 0.22;
        for (const y of [box.y + box.h / 2 - blockHeight / 2 - h * 0.06, box.y + box.h / 2 + blockHeight / 2 + h * 0.03]) {
          parts.push(rect(w / 2 - bar / 2, y, bar, h * 0.022, decor));
        }
      }
      if (variant === 'underline') {
        parts.push(rect(w / 2 - Math.min(longest, box.w) / 2, box.y + box.h / 2 + blockHeight / 2 + h * 0.05, Math.min(longest, box.w), h * 0.04, decor));
      }
      break;
    }
    case 'emblem': {
      const shape = random.pick(EMBLEM_SHAPES);
      const side = random.chance(0.5);
      variant = `${shape}-${side ? 'side' : 'stacked'}`;
      const fill = distinctFrom(ground, [other, A]);
      const r = side ? h * 0.21 : h * 0.2;
      const [cx, cy] = side ? [w * 0.2, h / 2] : [w / 2, h * 0.38];
      parts.push(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 1.32)}" fill="none" stroke="${decor}" stroke-width="${r1(h * 0.012)}"/>`);
      const e = emblem(shape, cx, cy, r, fill);
      parts.push(e.svg);
      // A ring leaves the ground behind its letters.
      monogramAt(cx, cy + e.dy, e.inner, shape === 'ring' ? ground : fill, shape === 'ring' ? [fill, other, A] : [ground, other, A]);
      if (side) wordmark({ x: w * 0.38, y: h * 0.16, w: w * 0.57, h: h * 0.68 }, ground, [other, A], 'start', h * 0.2);
      else wordmark({ x: w * 0.08, y: h * 0.7, w: w * 0.84, h: h * 0.22 }, ground, [other, A], 'middle', h * 0.16);
      break;
    }
    case 'stripes': {
      variant = random.pick(['diagonal', 'vertical', 'horizontal']);
      const widths = [random.int(6, 14), random.int(3, 7), random.int(10, 20)].map((n) => (n / 100) * h);
      const colors = [decor, decor2, decor];
      if (variant === 'vertical') {
        let x = w * 0.7;
        widths.forEach((bw, i) => {
          parts.push(rect(x, 0, bw * 1.1, h, colors[i] as string));
          x += bw * 1.1 + h * 0.03;
        });
        wordmark({ x: w * 0.07, y: h * 0.14, w: w * 0.58, h: h * 0.72 }, ground, [other, A], 'start', h * 0.24);
      } else {
        const zone = h * 0.54;
        defs.push(`<clipPath id="z"><rect width="${w}" height="${r1(zone)}"/></clipPath>`);
        let offset = h * 0.1;
        const bands = widths.map((bw, i) => {
          const band = variant === 'diagonal' ? rect(-w, offset, w * 3, bw, colors[i] as string) : rect(0, offset, w, bw, colors[i] as string);
          offset += bw + h * 0.035;
          return band;
        });
        const turn = variant === 'diagonal' ? ` transform="rotate(${random.pick([-18, -12, 12, 18])} ${r1(w / 2)} ${r1(zone / 2)})"` : '';
        parts.push(`<g clip-path="url(#z)"><g${turn}>${bands.join('')}</g></g>`);
        wordmark({ x: w * 0.08, y: h * 0.6, w: w * 0.84, h: h * 0.3 }, ground, [other, A], 'start', h * 0.2);
      }
      break;
    }
    case 'pattern': {
      const kind = random.pick(PATTERNS);
      const plate = random.pick(['band', 'pill']);
      variant = `${kind}-${plate}`;
      defs.push(patternDef(kind, h * random.pick([0.08, 0.1, 0.12, 0.14]), decor));
      parts.push(rect(0, 0, w, h, 'url(#p)', ` opacity="${random.pick([0.35, 0.5, 0.7])}"`));
      const plateColor = distinctFrom(ground, [other, mix(ground, '#000000', 0.35), A]);
      if (plate === 'band') {
        parts.push(rect(0, h * 0.6, w, h * 0.4, plateColor));
        wordmark({ x: w * 0.07, y: h * 0.64, w: w * 0.86, h: h * 0.3 }, plateColor, [ground, A], 'start', h * 0.2);
      } else {
        const f = fit(word, typography, { w: w * 0.72, h: h * 0.36 }, h * 0.18);
        const pw = Math.min(w * 0.86, Math.max(...f.widths) + h * 0.24);
        const ph = f.size * (1 + LEADING * (f.lines.length - 1)) + h * 0.16;
        parts.push(rect(w / 2 - pw / 2, h / 2 - ph / 2, pw, ph, plateColor, ` rx="${r1(Math.min(ph / 2, h * 0.12))}"`));
        wordmark({ x: w * 0.14, y: h / 2 - ph / 2, w: w * 0.72, h: ph }, plateColor, [ground, A], 'middle', h * 0.18);
      }
      break;
    }
    case 'illustration': {
      const top = random.chance(0.35);
      const left = random.chance(0.3);
      variant = `${top ? 'band-top' : 'band-bottom'}-${left ? 'left' : 'right'}`;
      const size = h * 1.25;
      const gx = left ? -w * 0.08 : w * 0.4;
      const gy = top ? h * 0.05 : -h * 0.15;
      parts.push(glyphPath(input.motif || 'gift', gx, gy, size, decor, h * 0.045, random.pick([0, -8, 8])));
      const bandColor = distinctFrom(ground, [other, A, mix(ground, '#000000', 0.4)]);
      const band: Box = top ? { x: 0, y: 0, w, h: h * 0.34 } : { x: 0, y: h * 0.66, w, h: h * 0.34 };
      parts.push(rect(band.x, band.y, band.w, band.h, bandColor));
      wordmark({ x: w * 0.06, y: band.y + h * 0.03, w: w * 0.88, h: band.h - h * 0.06 }, bandColor, [ground, A], left ? 'middle' : 'start', h * 0.2);
      break;
    }
    case 'split': {
      variant = random.pick(['slant', 'horizontal', 'diagonal']);
      const second = distinctFrom(ground, [other, A]);
      if (variant === 'slant') {
        parts.push(`<polygon points="0,0 ${r1(w * 0.34)},0 ${r1(w * 0.26)},${h} 0,${h}" fill="${second}"/>`);
        monogramAt(w * 0.14, h / 2, { w: w * 0.2, h: h * 0.32 }, second, [ground, A]);
        wordmark({ x: w * 0.38, y: h * 0.14, w: w * 0.57, h: h * 0.72 }, ground, [other, A], 'start', h * 0.22);
      } else if (variant === 'horizontal') {
        parts.push(rect(0, h * 0.64, w, h * 0.36, second));
        parts.push(glyphPath(input.motif || 'gift', w * 0.07, h * 0.72, h * 0.2, inkOn(second, [ground, A]), 2));
        parts.push(rect(w * 0.2, h * 0.81, w * 0.72, h * 0.02, inkOn(second, [ground, A]), ' opacity="0.6"'));
        wordmark({ x: w * 0.07, y: h * 0.1, w: w * 0.86, h: h * 0.46 }, ground, [other, A], 'start', h * 0.24);
      } else {
        // The diagonal runs from the bottom left to half-way up the right edge: the wordmark above it.
        parts.push(`<polygon points="0,${h} ${w},${r1(h * 0.5)} ${w},${h}" fill="${second}"/>`);
        parts.push(`<polygon points="${r1(w * 0.6)},${h} ${w},${r1(h * 0.72)} ${w},${h}" fill="${decor}"/>`);
        wordmark({ x: w * 0.07, y: h * 0.08, w: w * 0.86, h: h * 0.4 }, ground, [other, A], 'start', h * 0.22);
      }
      break;
    }
    default: {
      // ticket: a label on the card, the ground's circles behind it.
      variant = random.pick(['ticket', 'tag', 'stamp']);
      parts.push(`<circle cx="0" cy="0" r="${r1(h * 0.42)}" fill="${decor}"/><circle cx="${w}" cy="${h}" r="${r1(h * 0.36)}" fill="${decor2}"/>`);
      const plateColor = distinctFrom(ground, [other, A]);
      const plate: Box = { x: w * 0.1, y: h * 0.25, w: w * 0.8, h: h * 0.5 };
      const radius = variant === 'tag' ? h * 0.25 : h * 0.03;
      parts.push(rect(plate.x, plate.y, plate.w, plate.h, plateColor, ` rx="${r1(radius)}"`));
      if (variant === 'ticket') {
        for (const x of [plate.x, plate.x + plate.w]) parts.push(`<circle cx="${r1(x)}" cy="${r1(h / 2)}" r="${r1(h * 0.065)}" fill="${ground}"/>`);
      }
      if (variant === 'stamp') {
        const inset = h * 0.035;
        parts.push(
          rect(plate.x + inset, plate.y + inset, plate.w - inset * 2, plate.h - inset * 2, 'none', ` stroke="${inkOn(plateColor, [ground, A])}" stroke-width="1.5" stroke-dasharray="4 3"`),
        );
      }
      // Inside the stamp's dashed line with room to spare; past the ticket's notches.
      const pad = variant === 'stamp' ? w * 0.08 : w * 0.05;
      wordmark({ x: plate.x + pad, y: plate.y + h * 0.07, w: plate.w - pad * 2, h: plate.h - h * 0.14 }, plateColor, [ground, A], 'middle', h * 0.2);
      break;
    }
  }

  const clip = `<clipPath id="c"><rect width="${w}" height="${h}" rx="${Math.round(h * 0.07)}"/></clipPath>`;
  const body = `<defs>${clip}${defs.join('')}</defs><g clip-path="url(#c)">${parts.join('')}</g>`;
  return { composition, variant, typography, texts, body };
}
