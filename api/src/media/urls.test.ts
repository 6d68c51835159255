import { mailPictureHref, pictureHref, pictureVersion, uploadedImage } from './urls';

const SHA = 'a'.repeat(64);
const drawn = (id: string) => ({ id, revision: '0123456789ab' });

describe('mailPictureHref: what a mail shows, in a format every mail client shows', () => {
  it('a drawn card as the PNG of its picture, with the picture’s version', () => {
    expect(mailPictureHref('https://media.example/', drawn('card/cbde-apple'))).toBe(`https://media.example/media/card/cbde-apple.png?v=${pictureVersion('0123456789ab')}`);
  });

  it('uploaded PNG and JPEG as they were uploaded; an uploaded WebP as its PNG copy (Outlook for Windows shows no WebP)', () => {
    expect(mailPictureHref('', uploadedImage(SHA, 'image/png', 640, 400, 'Apple'))).toBe(`/media/upload/${SHA}.png`);
    expect(mailPictureHref('', uploadedImage(SHA, 'image/jpeg', 640, 400, 'Apple'))).toBe(`/media/upload/${SHA}.jpg`);
    expect(mailPictureHref('', uploadedImage(SHA, 'image/webp', 640, 400, 'Apple'))).toBe(`/media/upload/${SHA}.png`);
    // Pages keep the WebP: it is smaller, and every browser shows it.
    expect(pictureHref('', uploadedImage(SHA, 'image/webp', 640, 400, 'Apple'))).toBe(`/media/upload/${SHA}.webp`);
  });

  it('anything but card art as its page picture: only cards have a PNG', () => {
    expect(mailPictureHref('', drawn('logo/cbde-main'))).toBe(pictureHref('', drawn('logo/cbde-main')));
  });
});
