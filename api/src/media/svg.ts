/**
 * Renders a media asset row as SVG: logos, card art, icons, payment logos, trust marks, banners and
 * decorations, in the colours stored on the row. Pure and deterministic (same row → same bytes), so
 * the files can be cached forever under a URL that carries the row's revision.
 */
import type { MediaAssetRow } from '../db/catalogue-schema';
import { Random } from '../db/catalogue-seed/prng';
import { escapeHtml } from '../text/escape-html';

/** Bump when the drawings change: it is part of every media URL (`?v=<RENDERER_VERSION>.<revision>`). */
export const RENDERER_VERSION = '2';

export type RenderableAsset = Pick<
  MediaAssetRow,
  'kind' | 'slug' | 'width' | 'height' | 'label' | 'sublabel' | 'motif' | 'background' | 'foreground' | 'accent' | 'alt'
>;

/** Glyphs on a 24×24 grid, drawn as strokes. */
const GLYPHS: Readonly<Record<string, string>> = {
  restaurant: 'M7 2v8a2 2 0 0 0 2 2v10M5 2v6M9 2v6M17 2c-2.5 2-2.5 7 0 9v11',
  wine: 'M8 2h8l-1 7a3 3 0 0 1-6 0zM12 12v8M8 21h8',
  fashion: 'M8 3l4 2 4-2 5 4-3 3-2-1v12H8V9l-2 1-3-3z',
  electronics: 'M3 4h18v12H3zM8 20h8M12 16v4',
  books: 'M4 4h6a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4zM20 4h-6a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h6z',
  wellness: 'M5 19c0-8 6-14 15-14 0 9-6 15-14 15zM5 19l8-8',
  travel: 'M10.5 21l1.5-6-6-3 1-2 6 1 4-7a1.5 1.5 0 0 1 2.5 1.5L17 12l4 1-1 2-4-1-3.5 7z',
  sport: 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  cinema: 'M3 5h18v14H3zM7 5v14M17 5v14M3 9h4M3 15h4M17 9h4M17 15h4',
  gaming: 'M6 9h12a4 4 0 0 1 4 4v1a3 3 0 0 1-5 2l-2-2H9l-2 2a3 3 0 0 1-5-2v-1a4 4 0 0 1 4-4zM7 11v4M5 13h4M16 12h.01M18 14h.01',
  beauty: 'M9 10h6v11H9zM10 10V5l4-2v7',
  home: 'M3 11l9-8 9 8M5 9v12h14V9M10 21v-6h4v6',
  streaming: 'M3 5h18v14H3zM10 9l5 3-5 3z',
  star: 'M12 2l3 6.5 7 1-5 5 1.2 7L12 18l-6.2 3.5L7 14.5l-5-5 7-1z',
  toys: 'M4 10h7v10H4zM13 10h7v10h-7zM8 3h8v7H8z',
  food: 'M3 10h18l-2 10H5zM7 10l5-7 5 7',
  gift: 'M3 8h18v4H3zM5 12h14v9H5zM12 8v13M12 8c-2-4-6-4-6-1s4 1 6 1c2 0 6 2 6-1s-4-3-6 1',
  heart: 'M12 21s-8-5-8-11a4 4 0 0 1 8-2 4 4 0 0 1 8 2c0 6-8 11-8 11z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18zM12 7v5l3 3',
  cake: 'M4 21h16v-8H4zM4 16c2 1 4 1 6 0s4-1 6 0 3 1 4 0M12 13V9M12 6c-1-1 0-3 0-3s1 2 0 3',
  tree: 'M12 2l6 8h-3l4 6H5l4-6H6zM12 16v5',
  rings: 'M9 9a5 5 0 1 0 0 10 5 5 0 1 0 0-10zM15 5a5 5 0 1 0 0 10 5 5 0 1 0 0-10z',
  flower: 'M12 8a3 3 0 1 0 0 6 3 3 0 1 0 0-6zM12 2v6M12 14v8M5 6l5 4M19 6l-5 4',
  egg: 'M12 3c4 0 7 7 7 11a7 7 0 0 1-14 0c0-4 3-11 7-11z',
  baby: 'M12 3a4 4 0 1 0 0 8 4 4 0 1 0 0-8zM6 21c0-4 3-7 6-7s6 3 6 7',
  graduation: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5M22 9v6',
  blank: 'M3 6h18v12H3zM3 10h18',
  search: 'M10 3a7 7 0 1 0 0 14 7 7 0 1 0 0-14zM15 15l6 6',
  question: 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.8.4-1 1-1 1.7M12 17h.01',
  shield: 'M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5zM8.5 12l2.5 2.5 4.5-5',
  check: 'M4 12l5 5L20 6',
  briefcase: 'M3 7h18v13H3zM9 7V4h6v3M3 12h18',
  doubler: 'M4 6h16v12H4zM8 10h3v4H8zM13 10h3v4h-3z',
  confetti: 'M4 4l3 3M17 4l-3 3M12 2v4M5 14l2 2M19 14l-2 2M12 18v4',
};

const FONT = 'Helvetica, Arial, sans-serif';

/** XML text and attribute values (the HTML escaper's entities are valid XML too). */
export const escapeXml = escapeHtml;

function glyph(name: string, x: number, y: number, size: number, color: string, strokeWidth = 1.8, opacity = 1): string {
  const d = GLYPHS[name] ?? GLYPHS.gift;
  const scale = size / 24;
  return `<path d="${d}" transform="translate(${x} ${y}) scale(${round(scale)})" fill="none" stroke="${color}" stroke-width="${round(strokeWidth / scale)}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}"/>`;
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

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

function card(a: RenderableAsset): string {
  const { width: w, height: h } = a;
  const random = Random.from(`card:${a.slug}`);
  const circles = Array.from({ length: 3 }, () => {
    const r = random.int(Math.round(h * 0.3), Math.round(h * 0.7));
    return `<circle cx="${random.int(Math.round(w * 0.45), w)}" cy="${random.int(-Math.round(h * 0.2), h)}" r="${r}" fill="${a.accent}" opacity="${round(0.08 + random.next() * 0.1)}"/>`;
  }).join('');
  const lines = twoLines(a.label, 18);
  const size = Math.min(...lines.map((line) => fitFont(line, w * 0.8, Math.round(h * 0.16), 10)));
  const labelSvg = lines
    .map((line, i) => text(line, w * 0.07, h * 0.84 - (lines.length - 1 - i) * size * 1.15, size, a.foreground, ' font-weight="700"'))
    .join('');
  return open(
    a,
    `<defs><clipPath id="clip-${a.slug}"><rect width="${w}" height="${h}" rx="${Math.round(h * 0.07)}"/></clipPath></defs>` +
      `<g clip-path="url(#clip-${a.slug})"><rect width="${w}" height="${h}" fill="${a.background}"/>${circles}</g>` +
      glyph(a.motif || 'gift', w * 0.07, h * 0.1, h * 0.22, a.foreground, 2) +
      (a.sublabel ? text(a.sublabel, w * 0.93, h * 0.17, Math.round(h * 0.07), a.foreground, ' text-anchor="end" opacity="0.85"') : '') +
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
