import sharp from 'sharp';
import { MAIL_CARD_WIDTH, PICTURE_SCALE, renderPicture, uploadAsMailPng } from './picture';

/** The columns that hold ink (any channel darker than mid-grey) of a picture on white. */
async function inkedColumns(webp: Buffer): Promise<{ first: number; last: number; width: number; height: number }> {
  const { data, info } = await sharp(webp).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let first = -1;
  let last = -1;
  for (let x = 0; x < info.width; x++) {
    for (let y = 0; y < info.height; y++) {
      const at = (y * info.width + x) * 3;
      if ((data[at] as number) < 128) {
        if (first < 0) first = x;
        last = x;
        break;
      }
    }
  }
  return { first, last, width: info.width, height: info.height };
}

describe('renderPicture (ADR 0074)', () => {
  it('draws an SVG as a lossless WebP at twice its size', async () => {
    const webp = await renderPicture('<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20" viewBox="0 0 30 20"><rect width="30" height="20" fill="#e6007e"/></svg>');
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 30 * PICTURE_SCALE, height: 20 * PICTURE_SCALE });
    const { data } = await sharp(webp).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    // Lossless: the brand colour exactly.
    expect([...data.subarray(0, 3)]).toEqual([0xe6, 0x00, 0x7e]);
  });

  it("draws text in its own fonts, with Arial's widths, whatever the host has installed", async () => {
    const text = (family: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="40" viewBox="0 0 300 40"><rect width="300" height="40" fill="#fff"/><text x="0" y="30" font-family="${family}" font-size="24" font-weight="bold" fill="#000">Geschenkkarte</text></svg>`;
    const drawn = await inkedColumns(await renderPicture(text('Helvetica, Arial, sans-serif')));
    // Liberation Sans Bold (Arial's widths) sets "Geschenkkarte" at 24 px 169 px wide, 338 at twice the
    // size; DejaVu Sans Bold, the face a Linux host falls back to, 200 px: it ran texts into the motifs.
    expect(drawn.first).toBeGreaterThanOrEqual(0);
    expect(drawn.last - drawn.first).toBeGreaterThan(300);
    expect(drawn.last - drawn.first).toBeLessThan(360);
    // A family the drawings do not name is drawn in the same face, never left out.
    expect(await inkedColumns(await renderPicture(text('NoSuchFont')))).toEqual(drawn);
  });
});

describe('uploadAsMailPng', () => {
  const webpOf = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 90 } } })
      .webp({ quality: 80 })
      .toBuffer();

  it('is a PNG at most as wide as a mail shows the card, whatever size was uploaded: one request never buys seconds of CPU', async () => {
    const large = await sharp(await uploadAsMailPng(await webpOf(4000, 2500))).metadata();
    expect([large.format, large.width, large.height]).toEqual(['png', MAIL_CARD_WIDTH, 400]);
  });

  it('keeps a smaller upload at its size', async () => {
    const small = await sharp(await uploadAsMailPng(await webpOf(320, 200))).metadata();
    expect([small.format, small.width, small.height]).toEqual(['png', 320, 200]);
  });
});
