/**
 * Renders a media asset row as SVG: logos, card art, icons, payment logos, trust marks, banners and
 * decorations, in the colours stored on the row. Pure and deterministic (same row → same bytes), so
 * the files can be cached forever under a URL that carries the row's revision.
 */
import type { MediaAssetRow } from '../db/catalogue-schema';
import { Random } from '../db/catalogue-seed/prng';
import { escapeHtml } from '../text/escape-html';
import { contrastRatio } from '../domains/store-data/contrast';
import { MIN_TEXT_CONTRAST, designBrandCard, inkOnAll, mix } from './brand-card';
import { glyph, round } from './glyphs';

/**
 * Bump when the drawings change: it is part of every media URL (`?v=<RENDERER_VERSION>.<revision>`).
 * 3: brand cards are the brand's own art (brand-card.ts, ADR 0054), texts of the shop's cards in an ink checked for contrast.
 */
export const RENDERER_VERSION = '3';

export type RenderableAsset = Pick<
  MediaAssetRow,
  'kind' | 'slug' | 'width' | 'height' | 'label' | 'sublabel' | 'motif' | 'background' | 'foreground' | 'accent' | 'alt' | 'brandId'
>;

const FONT = 'Helvetica, Arial, sans-serif';

/** XML text and attribute values (the HTML escaper's entities are valid XML too). */
export const escapeXml = escapeHtml;

/** A font size that fits `text` into `width` (average glyph ≈ 0.58 em). */
function fitFont(text: string, width: number, max: number, min = 8): number {
  if (!text) return max;
  return Math.max(min, Math.min(max, Math.floor(width / (text.length * 0.58))));
}

function text(value: string, x: number, y: number, size: number, color: string, extra = ''): string {
  return `<text x="${round(x)}" y="${round(y)}" font-family="${FONT}" font-size="${size}" fill="${color}"${extra}>${escapeXml(value)}</text>`;
}

/** Splits a label into at most two lines of about `perLine` characters. */
function twoLines(label: string, perLine: number): string[] {
  if (label.length <= perLine) return [label];
  const words = label.split(' ');
  let first = '';
  while (words.length && `${first} ${words[0]}`.trim().length <= perLine) first = `${first} ${words.shift()}`.trim();
  if (!first) first = words.shift() ?? '';
  return [first, words.join(' ')].filter(Boolean);
}

function open(asset: RenderableAsset, body: string): string {
  const { width, height } = asset;
  const title = asset.alt ? `<title>${escapeXml(asset.alt)}</title>` : '';
  const role = asset.alt ? ' role="img"' : ' aria-hidden="true"';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"${role}>${title}${body}</svg>`;
}

function logo(a: RenderableAsset): string {
  const h = a.height;
  const mark = Math.round(h * 0.62);
  const pad = Math.round((h - mark) / 2);
  const textX = pad * 2 + mark;
  const room = a.width - textX - pad;
  const hasSub = a.sublabel !== '';
  const size = fitFont(a.label, room, Math.round(h * (hasSub ? 0.38 : 0.5)));
  const subSize = fitFont(a.sublabel, room, Math.round(h * 0.2), 6);
  const baseline = hasSub ? h / 2 + size * 0.15 : h / 2 + size * 0.35;
  return open(
    a,
    `<rect width="${a.width}" height="${h}" fill="${a.background}"/>` +
      `<rect x="${pad}" y="${pad}" width="${mark}" height="${mark}" rx="${Math.round(mark / 4)}" fill="${a.foreground}"/>` +
      glyph(a.motif || 'gift', pad + mark * 0.18, pad + mark * 0.18, mark * 0.64, a.background === a.foreground ? a.accent : a.background, 2) +
      `<circle cx="${pad + mark}" cy="${pad}" r="${Math.max(2, Math.round(mark / 9))}" fill="${a.accent}"/>` +
      text(a.label, textX, baseline, size, a.foreground, ' font-weight="700"') +
      (hasSub ? text(a.sublabel, textX, baseline + subSize * 1.3, subSize, a.foreground, ' opacity="0.8"') : ''),
  );
}

/**
 * A product's card. A brand's card is the brand's own art (brand-card.ts): the same in every storefront,
 * so the storefront's label is not on it. The shop's own cards (the choice card, donations, blank
 * card packs, the doubler's) keep the shop's drawing: the category glyph, the storefront's label, a
 * chip and the title, in an ink that reads on the card and on its translucent circles.
 */
function card(a: RenderableAsset): string {
  const { width: w, height: h } = a;
  if (a.brandId) {
    const design = designBrandCard({
      brandId: a.brandId,
      name: a.label,
      width: w,
      height: h,
      primary: a.background,
      secondary: a.foreground,
      accent: a.accent,
      motif: a.motif,
    });
    return open(a, design.body);
  }
  const random = Random.from(`card:${a.slug}`);
  const shapes = Array.from({ length: 3 }, () => {
    const r = random.int(Math.round(h * 0.3), Math.round(h * 0.7));
    return { cx: random.int(Math.round(w * 0.45), w), cy: random.int(-Math.round(h * 0.2), h), r, opacity: 0.08 + random.next() * 0.1 };
  });
  // The texts may lie on up to three circles of at most 18 % accent each. The ink must read on the
  // ground and on that blend; where no ink does, the circles are fainter (at worst gone).
  let fade = 1;
  let ink = a.foreground;
  for (fade of [1, 0.75, 0.5, 0.25, 0]) {
    const grounds = [a.background, mix(a.background, a.accent, 1 - (1 - 0.18 * fade) ** 3)];
    ink = inkOnAll(grounds, [a.foreground]);
    if (grounds.every((g) => contrastRatio(ink, g) >= MIN_TEXT_CONTRAST)) break;
  }
  const circles = shapes
    .map((c) => `<circle cx="${c.cx}" cy="${c.cy}" r="${c.r}" fill="${a.accent}" opacity="${round(c.opacity * fade)}"/>`)
    .join('');
  const lines = twoLines(a.label, 18);
  const size = Math.min(...lines.map((line) => fitFont(line, w * 0.8, Math.round(h * 0.16), 10)));
  const labelSvg = lines
    .map((line, i) => text(line, w * 0.07, h * 0.84 - (lines.length - 1 - i) * size * 1.15, size, ink, ' font-weight="700"'))
    .join('');
  return open(
    a,
    `<defs><clipPath id="clip-${a.slug}"><rect width="${w}" height="${h}" rx="${Math.round(h * 0.07)}"/></clipPath></defs>` +
      `<g clip-path="url(#clip-${a.slug})"><rect width="${w}" height="${h}" fill="${a.background}"/>${circles}</g>` +
      glyph(a.motif || 'gift', w * 0.07, h * 0.1, h * 0.22, ink, 2) +
      (a.sublabel ? text(a.sublabel, w * 0.93, h * 0.17, Math.round(h * 0.07), ink, ' text-anchor="end"') : '') +
      `<rect x="${round(w * 0.78)}" y="${round(h * 0.42)}" width="${round(w * 0.13)}" height="${round(h * 0.16)}" rx="4" fill="${a.accent}" opacity="0.9"/>` +
      labelSvg,
  );
}

function icon(a: RenderableAsset): string {
  const size = Math.min(a.width, a.height);
  return open(
    a,
    `<circle cx="${a.width / 2}" cy="${a.height / 2}" r="${size / 2}" fill="${a.background}"/>` +
      glyph(a.motif, (a.width - size * 0.56) / 2, (a.height - size * 0.56) / 2, size * 0.56, a.foreground, 2),
  );
}

function payment(a: RenderableAsset): string {
  const { width: w, height: h } = a;
  const frame = `<rect x="0.5" y="0.5" width="${w - 1}" height="${h - 1}" rx="4" fill="${a.background}" stroke="#d5d8dc"/>`;
  if (a.motif === 'mastercard') {
    const r = h * 0.3;
    return open(
      a,
      `${frame}<circle cx="${round(w / 2 - r * 0.55)}" cy="${h / 2}" r="${round(r)}" fill="#eb001b"/>` +
        `<circle cx="${round(w / 2 + r * 0.55)}" cy="${h / 2}" r="${round(r)}" fill="#f79e1b" opacity="0.9"/>`,
    );
  }
  const size = fitFont(a.label, w * 0.84, Math.round(h * 0.42), 6);
  const style = a.motif === 'visa' ? ' font-weight="700" font-style="italic"' : ' font-weight="700"';
  return open(
    a,
    frame +
      text(a.label, w / 2, h / 2 + size * 0.35, size, a.foreground, `${style} text-anchor="middle"`) +
      `<rect x="${round(w * 0.2)}" y="${round(h * 0.8)}" width="${round(w * 0.6)}" height="2" fill="${a.accent}"/>`,
  );
}

function trust(a: RenderableAsset): string {
  const { width: w, height: h } = a;
  const mark = h * 0.6;
  const wide = w > h * 1.5;
  const size = fitFont(a.label, wide ? w - mark - h * 0.4 : w * 0.9, Math.round(h * 0.2), 6);
  return open(
    a,
    `<rect x="0.5" y="0.5" width="${w - 1}" height="${h - 1}" rx="${round(h * 0.15)}" fill="${a.background}" stroke="${a.accent}"/>` +
      (wide
        ? glyph(a.motif, h * 0.2, (h - mark) / 2, mark, a.foreground, 2) + text(a.label, mark + h * 0.3, h / 2 + size * 0.35, size, a.foreground, ' font-weight="700"')
        : glyph(a.motif, (w - mark * 0.8) / 2, h * 0.08, mark * 0.8, a.foreground, 2) +
          text(a.label, w / 2, h * 0.92, size, a.foreground, ' font-weight="700" text-anchor="middle"')),
  );
}

function banner(a: RenderableAsset): string {
  const { width: w, height: h } = a;
  const lines = twoLines(a.label, Math.max(10, Math.round(w / 28)));
  const size = Math.min(...lines.map((line) => fitFont(line, w * 0.55, Math.round(h * 0.14), 10)));
  const big = Math.min(w, h) * 0.8;
  return open(
    a,
    `<rect width="${w}" height="${h}" fill="${a.background}"/>` +
      `<circle cx="${round(w * 0.78)}" cy="${round(h * 0.5)}" r="${round(big * 0.62)}" fill="${a.accent}" opacity="0.25"/>` +
      glyph(a.motif, w * 0.78 - big / 2, h / 2 - big / 2, big, a.foreground, 3, 0.85) +
      lines.map((line, i) => text(line, w * 0.06, h / 2 + (i - (lines.length - 1) / 2) * size * 1.2 + size * 0.35, size, a.foreground, ' font-weight="700"')).join(''),
  );
}

function decoration(a: RenderableAsset): string {
  const { width: w, height: h } = a;
  const random = Random.from(`decoration:${a.slug}`);
  const colors = [a.foreground, a.accent, '#ffffff'];
  const pieces: string[] = [];
  for (let x = 6; x < w; x += random.int(14, 30)) {
    const y = random.int(3, Math.max(4, h - 3));
    const color = random.pick(colors);
    pieces.push(
      random.chance(0.5)
        ? `<circle cx="${x}" cy="${y}" r="${random.int(2, 4)}" fill="${color}"/>`
        : `<rect x="${x}" y="${y - 2}" width="${random.int(4, 8)}" height="3" transform="rotate(${random.int(-40, 40)} ${x} ${y})" fill="${color}"/>`,
    );
  }
  return open(a, `<rect width="${w}" height="${h}" fill="${a.background}"/>${pieces.join('')}`);
}

export function renderSvg(asset: RenderableAsset): string {
  switch (asset.kind) {
    case 'logo':
      return logo(asset);
    case 'card':
      return card(asset);
    case 'icon':
      return icon(asset);
    case 'payment':
      return payment(asset);
    case 'trust':
      return trust(asset);
    case 'banner':
      return banner(asset);
    case 'decoration':
      return decoration(asset);
    default:
      return banner(asset);
  }
}
