/**
 * What an uploaded file is, read from its bytes (ADR 0054): PNG, JPEG and WebP with their sizes, as
 * real encoders write them; everything else refused with a reason (SVG and HTML by name), and
 * truncated, crafted or random bytes never misread and never thrown on.
 */
import { Random } from '../db/catalogue-seed/prng';
import { CHROMIUM_JPEG, CHROMIUM_WEBP, pngImage, vp8Header, vp8lHeader } from '../testing/images';
import { sniffRaster } from './raster';

describe('sniffRaster', () => {
  it.each([
    ['a PNG', pngImage(640, 400), 'image/png', 640, 400],
    ['a JPEG from Chromium', CHROMIUM_JPEG, 'image/jpeg', 320, 200],
    ['a WebP from Chromium (VP8X)', CHROMIUM_WEBP, 'image/webp', 320, 200],
    ['a lossy WebP (VP8)', vp8Header(1280, 800), 'image/webp', 1280, 800],
    ['a lossless WebP (VP8L)', vp8lHeader(641, 401), 'image/webp', 641, 401],
  ])('reads %s and its size', (_what, bytes, type, width, height) => {
    expect(sniffRaster(bytes)).toEqual({ ok: true, info: { type, width, height } });
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'svg'],
    ['an SVG after a byte-order mark and white space', Buffer.from('\uFEFF \n<?xml version="1.0"?><svg/>'), 'svg'],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>'), 'svg'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'unsupported'],
    ['a PDF', Buffer.from('%PDF-1.7\n'), 'unsupported'],
    ['nothing', Buffer.alloc(0), 'unsupported'],
  ])('refuses %s', (_what, bytes, reason) => {
    expect(sniffRaster(bytes)).toMatchObject({ ok: false, reason });
  });

  it('refuses a file cut short or with its signature only', () => {
    for (const bytes of [pngImage(640, 400), CHROMIUM_JPEG, CHROMIUM_WEBP]) {
      for (const length of [4, 12, 30, Math.floor(bytes.length / 2), bytes.length - 3]) {
        expect(sniffRaster(bytes.subarray(0, length))).toMatchObject({ ok: false });
      }
    }
    // A JPEG's header without a scan, a PNG without image data.
    const sof = Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0xc8, 0x01, 0x40, 0x03, ...Array(9).fill(0), 0xff, 0xd9]);
    expect(sniffRaster(sof)).toMatchObject({ ok: false, reason: 'corrupt' });
    const png = pngImage(640, 400);
    const withoutData = Buffer.concat([png.subarray(0, 33), png.subarray(png.length - 12)]);
    expect(sniffRaster(withoutData)).toMatchObject({ ok: false, reason: 'corrupt' });
  });

  it('refuses an animated WebP (and so an animation that would show as its first frame only)', () => {
    const animated = Buffer.from(CHROMIUM_WEBP);
    expect(animated.toString('ascii', 12, 16)).toBe('VP8X');
    animated[20] = (animated[20] as number) | 0x02;
    expect(sniffRaster(animated)).toMatchObject({ ok: false, reason: 'animated' });
  });

  it('never throws on random or mutated bytes, and never reads a size of zero', () => {
    const random = Random.from('raster-fuzz');
    const seeds = [pngImage(640, 400), CHROMIUM_JPEG, CHROMIUM_WEBP, vp8Header(640, 400), vp8lHeader(640, 400)];
    for (let i = 0; i < 3000; i++) {
      const base = Buffer.from(random.pick(seeds));
      const bytes = i % 3 === 0 ? Buffer.from(Array.from({ length: random.int(0, 400) }, () => random.int(0, 255))) : base;
      for (let flips = random.int(1, 6); flips > 0; flips--) {
        const at = random.int(0, Math.max(0, Math.min(bytes.length - 1, 64)));
        if (bytes.length) bytes[at] = random.int(0, 255);
      }
      const cut = random.chance(0.3) ? bytes.subarray(0, random.int(0, bytes.length)) : bytes;
      const result = sniffRaster(cut);
      if (result.ok) {
        expect(result.info.width).toBeGreaterThan(0);
        expect(result.info.height).toBeGreaterThan(0);
      }
    }
  });
});
