/**
 * The storefront's copy of a drawn image (ADR 0074): the SVG of svg.ts rasterised at twice its size and
 * encoded as lossless WebP. Browsers give every SVG shown in an `<img>` a document of its own, parsed,
 * laid out and painted on the page's main thread (on a phone the home's 40 of them cost more main-thread
 * time than the whole page without them); a raster picture is decoded off the main thread. Flat drawings
 * compress well losslessly: a 320 × 200 card is about 8 kB at 640 × 400. A change here bumps
 * PICTURE_VERSION (urls.ts), which every picture URL carries.
 *
 * resvg draws the SVG with Liberation Sans from `api/assets/fonts` (SIL Open Font License, its text
 * beside it) and never the host's fonts, so the picture is the same on every server (a host without
 * fonts would draw cards without their names). Liberation Sans has Arial's metrics: the drawings fit
 * their texts for Helvetica and Arial (svg.ts), and a wider face ran them into the motifs. sharp
 * encodes the WebP. Both run on libuv's thread pool; the media handler lets one
 * render run at a time, so pictures never take the pool from hashing, files and compression.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';

/** Pixels per SVG unit: sharp on the phones people have (device pixel ratio 2 and about), scaled down elsewhere. */
export const PICTURE_SCALE = 2;

const FONT_NAMES = ['LiberationSans-Regular.ttf', 'LiberationSans-Bold.ttf'];

/**
 * `api/assets/fonts`, found upwards from this module (`api/src/media` when tested, `api/dist` when
 * built), else from the working directory (a release built into a folder of its own).
 */
function fontFiles(): string[] {
  for (const start of [import.meta.dirname, process.cwd()]) {
    for (let dir = start; ; dir = dirname(dir)) {
      for (const folder of [join(dir, 'assets', 'fonts'), join(dir, 'api', 'assets', 'fonts')]) {
        if (existsSync(join(folder, FONT_NAMES[0] as string))) return FONT_NAMES.map((name) => join(folder, name));
      }
      if (dirname(dir) === dir) break;
    }
  }
  throw new Error('api/assets/fonts is missing: the pictures of drawn images need its fonts');
}
let fonts: string[] | undefined;

// One render thread inside libvips: the handler already runs one render at a time.
sharp.concurrency(1);

export async function renderPicture(svg: string): Promise<Buffer> {
  fonts ??= fontFiles();
  const rendered = await renderAsync(svg, {
    fitTo: { mode: 'zoom', value: PICTURE_SCALE },
    // The drawings name Helvetica and Arial; these files answer for every family.
    font: { fontFiles: fonts, loadSystemFonts: false, defaultFontFamily: 'Liberation Sans', sansSerifFamily: 'Liberation Sans' },
  });
  const png = rendered.asPng();
  return sharp(png).webp({ lossless: true, effort: 4 }).toBuffer();
}

/**
 * A picture as PNG, for mails: Gmail, Outlook and Yahoo show neither SVG nor (all of them) WebP, PNG
 * everywhere. Made from the stored WebP, so it is the same drawing, and as lossless.
 */
export async function pictureAsPng(webp: Buffer): Promise<Buffer> {
  return sharp(webp).png({ compressionLevel: 9 }).toBuffer();
}

/** The widest card a mail needs: it shows the card 320 px wide (gift-card.tsx), twice for sharp screens. */
export const MAIL_CARD_WIDTH = 640;

/**
 * An uploaded WebP card art as PNG for mails (Outlook for Windows shows no WebP), at most as wide as a
 * mail shows it. An upload may be 4000 px wide: as a whole PNG that was 1.4 s of CPU and 17 MB for one
 * anonymous request, and two such copies pushed every other mail copy out of memory, so a stranger
 * asking for both in turn bought 1.4 s each time. At 640 px: about 0.15 s and 0.5 kB–0.5 MB, once.
 */
export async function uploadAsMailPng(webp: Buffer): Promise<Buffer> {
  return sharp(webp).resize({ width: MAIL_CARD_WIDTH, withoutEnlargement: true }).png({ compressionLevel: 9 }).toBuffer();
}
