/**
 * What an uploaded file really is (ADR 0054): PNG, JPEG or WebP, read from its bytes (the signature
 * and the header that holds the picture's size), never from its name or the type the browser sent.
 * The structure is walked far enough to find the size and to know there is a picture after it (PNG:
 * every chunk up to IEND; JPEG: the segments up to the start of the scan; WebP: the RIFF container and
 * its first chunk), always within the buffer, so a truncated or crafted file is refused, not misread.
 * Nothing is decoded beyond the headers: the bytes are served as they came.
 */

export type RasterType = 'image/png' | 'image/jpeg' | 'image/webp';

export interface RasterInfo {
  type: RasterType;
  width: number;
  height: number;
}

export type Sniffed = { ok: true; info: RasterInfo } | { ok: false; reason: 'unsupported' | 'svg' | 'corrupt' | 'animated'; message: string };

/** The file extension a type is served under. */
export const EXTENSION_OF: Record<RasterType, 'png' | 'jpg' | 'webp'> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
export const TYPE_OF_EXTENSION: Record<string, RasterType> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const u16be = (b: Uint8Array, at: number) => ((b[at] as number) << 8) | (b[at + 1] as number);
const u32be = (b: Uint8Array, at: number) => (((b[at] as number) << 24) >>> 0) + (((b[at + 1] as number) << 16) | ((b[at + 2] as number) << 8) | (b[at + 3] as number));
const u16le = (b: Uint8Array, at: number) => (b[at] as number) | ((b[at + 1] as number) << 8);
const u24le = (b: Uint8Array, at: number) => (b[at] as number) | ((b[at + 1] as number) << 8) | ((b[at + 2] as number) << 16);
const u32le = (b: Uint8Array, at: number) => (u24le(b, at) + (((b[at + 3] as number) << 24) >>> 0)) >>> 0;
const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));
const startsWith = (b: Uint8Array, bytes: readonly number[]) => b.length >= bytes.length && bytes.every((v, i) => b[i] === v);

const corrupt = (what: string): Sniffed => ({ ok: false, reason: 'corrupt', message: `The file looks like a ${what} but is damaged or incomplete.` });

function png(b: Uint8Array): Sniffed {
  // The first chunk must be IHDR (13 bytes): width, height, bit depth, colour type, …
  if (b.length < 8 + 25 || u32be(b, 8) !== 13 || ascii(b, 12, 4) !== 'IHDR') return corrupt('PNG');
  const width = u32be(b, 16);
  const height = u32be(b, 20);
  let at = 8;
  let sawData = false;
  for (;;) {
    if (at + 12 > b.length) return corrupt('PNG');
    const length = u32be(b, at);
    const type = ascii(b, at + 4, 4);
    if (!/^[A-Za-z]{4}$/.test(type) || at + 12 + length > b.length) return corrupt('PNG');
    if (type === 'IDAT') sawData = true;
    // An animated PNG (acTL) would show only as its first frame in some browsers: refused.
    if (type === 'acTL') return { ok: false, reason: 'animated', message: 'Animated images are not accepted: upload a still picture.' };
    at += 12 + length;
    if (type === 'IEND') break;
  }
  if (!sawData || width === 0 || height === 0) return corrupt('PNG');
  return { ok: true, info: { type: 'image/png', width, height } };
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): they hold the size. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function hasEndAfter(b: Uint8Array, from: number): boolean {
  for (let at = b.length - 2; at >= from; at--) if (b[at] === 0xff && b[at + 1] === 0xd9) return true;
  return false;
}

function jpeg(b: Uint8Array): Sniffed {
  let at = 2;
  let size: { width: number; height: number } | null = null;
  while (at < b.length) {
    if (b[at] !== 0xff) return corrupt('JPEG');
    // Fill bytes (0xFF) may precede a marker.
    while (at < b.length && b[at] === 0xff) at += 1;
    if (at >= b.length) return corrupt('JPEG');
    const marker = b[at] as number;
    at += 1;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (marker === 0xd8 || marker === 0xd9) return corrupt('JPEG');
    if (at + 2 > b.length) return corrupt('JPEG');
    const length = u16be(b, at);
    if (length < 2 || at + length > b.length) return corrupt('JPEG');
    if (SOF.has(marker)) {
      if (length < 8) return corrupt('JPEG');
      size = { height: u16be(b, at + 3), width: u16be(b, at + 5) };
    }
    if (marker === 0xda) {
      // The scan starts: the picture's data follows, up to the end-of-image marker (inside the data a
      // 0xFF is always followed by 0x00 or a restart marker, so FF D9 after the scan is its end).
      if (!size || size.width === 0 || size.height === 0 || !hasEndAfter(b, at + length)) return corrupt('JPEG');
      return { ok: true, info: { type: 'image/jpeg', ...size } };
    }
    at += length;
  }
  return corrupt('JPEG');
}

function webp(b: Uint8Array): Sniffed {
  const riffSize = u32le(b, 4);
  if (b.length < 30 || riffSize + 8 > b.length || riffSize < 22) return corrupt('WebP');
  const chunk = ascii(b, 12, 4);
  const chunkSize = u32le(b, 16);
  if (20 + chunkSize > riffSize + 8) return corrupt('WebP');
  if (chunk === 'VP8 ') {
    // Lossy: a 3-byte frame tag (bit 0: 0 for a key frame), the start code 9d 01 2a, 14-bit width and height.
    if (chunkSize < 10 || ((b[20] as number) & 1) !== 0 || b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return corrupt('WebP');
    const width = u16le(b, 26) & 0x3fff;
    const height = u16le(b, 28) & 0x3fff;
    return width && height ? { ok: true, info: { type: 'image/webp', width, height } } : corrupt('WebP');
  }
  if (chunk === 'VP8L') {
    // Lossless: the signature 0x2f, then width − 1 and height − 1 in 14 bits each.
    if (chunkSize < 5 || b[20] !== 0x2f) return corrupt('WebP');
    const bits = u32le(b, 21);
    return { ok: true, info: { type: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 } };
  }
  if (chunk === 'VP8X') {
    // Extended: flags (animation: 0x02), then canvas width − 1 and height − 1 in 24 bits each.
    if (chunkSize < 10) return corrupt('WebP');
    if (((b[20] as number) & 0x02) !== 0) return { ok: false, reason: 'animated', message: 'Animated images are not accepted: upload a still picture.' };
    return { ok: true, info: { type: 'image/webp', width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 } };
  }
  return corrupt('WebP');
}

/** Whether the bytes begin like markup (after a byte-order mark and white space): an SVG or HTML file. */
function looksLikeMarkup(b: Uint8Array): boolean {
  const head = Buffer.from(b.subarray(0, 512)).toString('utf8').replace(/^\uFEFF/, '').trimStart().toLowerCase();
  return head.startsWith('<');
}

/** What the bytes are: a PNG, JPEG or WebP with its size, or why not. */
export function sniffRaster(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, PNG_SIGNATURE)) return png(bytes);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return jpeg(bytes);
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return webp(bytes);
  if (looksLikeMarkup(bytes)) {
    return { ok: false, reason: 'svg', message: 'SVG and other markup are not accepted (an SVG can carry script): upload a PNG, JPEG or WebP picture.' };
  }
  return { ok: false, reason: 'unsupported', message: 'This is not a PNG, JPEG or WebP picture (judged by its content, not its name).' };
}
