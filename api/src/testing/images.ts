/**
 * Pictures for the card art tests (ADR 0054): PNGs made here (real, decodable: IHDR, deflated rows,
 * IEND with their CRCs), a JPEG and a WebP as Chromium's encoder wrote them (a 320 × 200 card, two
 * colours), and the smallest WebP containers of the two other kinds, as far as the sniffer reads them.
 */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

type Rgb = [number, number, number];

/**
 * A truecolour PNG of one colour with a band of a second near its bottom (so two uploads differ);
 * with `noise` its pixels are random-looking, which deflate cannot shrink: as large as a test needs.
 */
export function pngImage(width: number, height: number, colors: { fill?: Rgb; band?: Rgb; noise?: boolean } = {}): Buffer {
  const fill = colors.fill ?? [29, 53, 87];
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const stride = width * 3 + 1;
  const rows = Buffer.alloc(stride * height);
  let seed = 1;
  for (let y = 0; y < height; y++) {
    const color = colors.band && y > height * 0.7 ? colors.band : fill;
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 3; c++) {
        seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
        rows[y * stride + 1 + x * 3 + c] = colors.noise ? seed >>> 24 : (color[c] as number);
      }
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** A 320 × 200 JPEG from Chromium's encoder (canvas.toDataURL('image/jpeg', 0.3)). */
export const CHROMIUM_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAA' +
  'AAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAA' +
  'ACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0' +
  'AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAA' +
  'AAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAM' +
  'ZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABsSFBcUERsXFhceHBsgKEIrKCUlKFE6PTBCYFVlZF9VXVtqeJmBanGQ' +
  'c1tdhbWGkJ6jq62rZ4C8ybqmx5moq6T/2wBDARweHigjKE4rK06kbl1upKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSk' +
  'pKT/wAARCADIAUADASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAAAAQF/8QAFxABAAMAAAAAAAAAAAAAAAAAABRiof/EABgBAQEAAwAAAAAAAAAAAAAA' +
  'AAADAgQF/8QAGREBAAIDAAAAAAAAAAAAAAAAAAJRAxMU/9oADAMBAAIRAxEAPwDIAWTAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
  'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
  'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
  'AAAAAAAAAAAAAAAAAAAAAAAAABTEvhEvjDZG1+bLSYUxL4RL4bI2c2WkwpiXwiXw2Rs5stJhTEvhEvhsjZzZaTCmJfCJfDZGzmy0mFMS+ES+GyNnNlpMKYl8' +
  'Il8NkbObLSYUxL4RL4bI2c2WkwpiXwiXw2Rs5stJhTEvhEvhsjZzZaTCmJfCJfDZGzmy0mFMS+ES+GyNnNlpMKYl8Il8NkbObLSYUxL4RL4bI2c2WkwpiXwi' +
  'Xw2Rs5stJhTEvhEvhsjZzZaTCmJfCJfDZGzmy0mFMS+ES+GyNnNlpMKYl8Il8NkbObLSYUxL4RL4bI2c2WlIDVdUAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
  'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
  'AAAAAB//2Q==',
  'base64',
);

/** The same card as a lossy WebP from Chromium's encoder (an extended VP8X container). */
export const CHROMIUM_WEBP = Buffer.from(
  'UklGRvYCAABXRUJQVlA4WAoAAAAgAAAAPwEAxwAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAA' +
  'AAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAA' +
  'ACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0' +
  'AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAA' +
  'AAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAM' +
  'ZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDggCAEAAPAUAJ0BKkAByAA/EYi+WKwpJqOiqAGAIglnbuF2AQe9scBb/4A0' +
  'n1jzamnwhI+sebU0+EJH1jzamnwhI+sebU0/27U0+EJH1jzamnwhI+sebU0+EJH1jzamnwhI+sebU0+EJH1o5RH1jzamnwaA/ioPH74ruP3xXcfviu4/fFdx' +
  '++K7j98V3ZdcQ4cx1x7JFNrgKS0xjh8ISPrHm1NPjeDK1sQMZnQm1rHhCR9Y8zAAAP7+7rvnmdbga9B96NGARtMJYosDDRMOI49jj8OBHmU/T+cisFn/rHyX' +
  'jb7rtJqhZc2bNmzZs2bNmzZs2bNmzhxiB+3bZcFLZcFLZcFLZcFLYoAAAAAAAA==',
  'base64',
);

function riff(kind: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(kind, 0, 'ascii');
  head.writeUInt32LE(data.length, 4);
  const padding = Buffer.alloc(data.length % 2);
  const body = Buffer.concat([Buffer.from('WEBP', 'ascii'), head, data, padding]);
  const outer = Buffer.alloc(8);
  outer.write('RIFF', 0, 'ascii');
  outer.writeUInt32LE(body.length, 4);
  return Buffer.concat([outer, body]);
}

/** A simple lossy WebP's header (VP8: a key frame's tag, its start code, 14-bit sizes) and a few bytes of data. */
export function vp8Header(width: number, height: number): Buffer {
  const data = Buffer.alloc(30);
  data.set([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a], 0);
  data.writeUInt16LE(width, 6);
  data.writeUInt16LE(height, 8);
  return riff('VP8 ', data);
}

/** A lossless WebP's header (VP8L: the signature, width − 1 and height − 1 in 14 bits each). */
export function vp8lHeader(width: number, height: number): Buffer {
  const data = Buffer.alloc(20);
  data[0] = 0x2f;
  data.writeUInt32LE((((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14)) >>> 0, 1);
  return riff('VP8L', data);
}
