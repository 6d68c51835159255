/**
 * The storefront's copy of a drawn image (ADR 0074): the SVG of svg.ts rasterised at twice its size and
 * encoded as lossless WebP. Browsers give every SVG shown in an `<img>` a document of its own, parsed,
 * laid out and painted on the page's main thread (on a phone the home's 40 of them cost more main-thread
 * time than the whole page without them); a raster picture is decoded off the main thread. Flat drawings
 * compress well losslessly: a 320 × 200 card is about 8 kB at 640 × 400. A change here bumps
 * PICTURE_VERSION (urls.ts), which every picture URL carries.
 *
 * resvg draws the SVG with the DejaVu fonts of the `dejavu-fonts-ttf` package and never the host's
 * fonts, so the picture is the same on every server (a host without fonts would draw cards without
 * their names). sharp encodes the WebP. Both run on libuv's thread pool; the media handler lets one
 * render run at a time, so pictures never take the pool from hashing, files and compression.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';

/** Pixels per SVG unit: sharp on the phones people have (device pixel ratio 2 and about), scaled down elsewhere. */
export const PICTURE_SCALE = 2;

const require = createRequire(import.meta.url);
const FONT_DIR = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSans-Oblique.ttf', 'DejaVuSans-BoldOblique.ttf'].map((file) => join(FONT_DIR, file));

// One render thread inside libvips: the handler already runs one render at a time.
sharp.concurrency(1);

export async function renderPicture(svg: string): Promise<Buffer> {
  const rendered = await renderAsync(svg, {
    fitTo: { mode: 'zoom', value: PICTURE_SCALE },
    // The drawings name Helvetica and Arial; these files answer for every family.
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans' },
  });
  const png = rendered.asPng();
  return sharp(png).webp({ lossless: true, effort: 4 }).toBuffer();
}
