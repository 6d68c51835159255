/**
 * Media URLs: `/media/<kind>/<slug>.svg?v=<renderer>.<revision>` for the drawn images (structured
 * data, the operator's console), `/media/<kind>/<slug>.webp?v=<picture>.<renderer>.<revision>` for
 * their raster copies that the storefront's pages show (ADR 0074), `/media/card/<slug>.png?v=…` (same
 * version) for the card art in mails, and
 * `/media/upload/<sha256>.<png|jpg|webp>` for artwork an operator uploaded (ADR 0054: named by its
 * content, so the URL never changes meaning), with `.png` also for a WebP's copy in mails; optionally
 * on another origin.
 */
import { EXTENSION_OF, type RasterType } from './raster';
import { RENDERER_VERSION } from './svg';

/** An image as resolvers hand it around (a media_assets row or an uploaded picture, with the alt text of its use). */
export interface ImageModel {
  id: string;
  revision: string;
  alt: string;
  width: number;
  height: number;
  /** An uploaded picture (its id `upload/<sha256>`) and its type; absent: an SVG drawn from a media_assets row. */
  upload?: RasterType;
}

export interface MediaUrls {
  /** '' (same origin) or an absolute origin such as a CDN (`PUBLIC_MEDIA_BASE`). */
  base: string;
}

/** The media origin without a trailing slash ('' for same-origin URLs). */
const withoutSlash = (base: string) => base.replace(/\/+$/, '');

export function mediaHref(base: string, id: string, revision: string): string {
  return `${withoutSlash(base)}/media/${id}.svg?v=${RENDERER_VERSION}.${revision}`;
}

/**
 * Bump when the rasterisation (picture.ts: fonts, scale, encoding) changes: it is part of every picture
 * URL. Kept here, not in picture.ts, so that building a URL does not load the rasteriser's native code.
 */
export const PICTURE_VERSION = '1';

/** The version of a drawn image's WebP copy: the rasteriser's, then the drawing's. */
export function pictureVersion(revision: string): string {
  return `${PICTURE_VERSION}.${mediaVersion(revision)}`;
}

/**
 * Where a page shows an image (`<img>`): an uploaded picture as it was uploaded, a drawn one as its
 * WebP copy (ADR 0074: every SVG in an `<img>` is a document of its own on the page's main thread).
 */
export function pictureHref(base: string, image: Pick<ImageModel, 'id' | 'revision' | 'upload'>): string {
  if (image.upload) return imageHref(base, image);
  return `${withoutSlash(base)}/media/${image.id}.webp?v=${pictureVersion(image.revision)}`;
}

/** The one kind of drawn image with a PNG copy for mails (the media route serves no other). */
export const MAIL_PICTURE_KIND = 'card';

/**
 * Where a mail shows an image: an uploaded PNG or JPEG as it was uploaded, an uploaded WebP as its PNG
 * copy (`/media/upload/<sha256>.png`), a drawn card as a PNG of its picture (`/media/card/<slug>.png`,
 * same version). Mail clients such as Gmail and Outlook show no SVG, and Outlook for Windows no WebP.
 * Only card art has a PNG: it is all a mail shows.
 */
export function mailPictureHref(base: string, image: Pick<ImageModel, 'id' | 'revision' | 'upload'>): string {
  if (image.upload === 'image/webp') return `${withoutSlash(base)}${uploadPath(image.revision, 'image/png')}`;
  if (image.upload) return imageHref(base, image);
  if (!image.id.startsWith(`${MAIL_PICTURE_KIND}/`)) return pictureHref(base, image);
  return `${withoutSlash(base)}/media/${image.id}.png?v=${pictureVersion(image.revision)}`;
}

/** The path of an uploaded picture: its SHA-256 and the extension of its (sniffed) type. */
export function uploadPath(sha256: string, type: RasterType): string {
  return `/media/upload/${sha256}.${EXTENSION_OF[type]}`;
}

/** Where an image is served: an uploaded picture by its content hash, a drawn one by its row's revision. */
export function imageHref(base: string, image: Pick<ImageModel, 'id' | 'revision' | 'upload'>): string {
  if (image.upload) return `${withoutSlash(base)}${uploadPath(image.revision, image.upload)}`;
  return mediaHref(base, image.id, image.revision);
}

/** The image model of an uploaded picture. */
export function uploadedImage(sha256: string, type: RasterType, width: number, height: number, alt: string): ImageModel {
  return { id: `upload/${sha256}`, revision: sha256, width: Number(width), height: Number(height), alt, upload: type };
}

export function mediaVersion(revision: string): string {
  return `${RENDERER_VERSION}.${revision}`;
}
