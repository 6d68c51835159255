/**
 * Media URLs: `/media/<kind>/<slug>.svg?v=<renderer>.<revision>` for the drawn images, and
 * `/media/upload/<sha256>.<png|jpg|webp>` for artwork an operator uploaded (ADR 0054: named by its
 * content, so the URL never changes meaning); optionally on another origin.
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

export function mediaHref(base: string, id: string, revision: string): string {
  return `${base.replace(/\/+$/, '')}/media/${id}.svg?v=${RENDERER_VERSION}.${revision}`;
}

/** The path of an uploaded picture: its SHA-256 and the extension of its (sniffed) type. */
export function uploadPath(sha256: string, type: RasterType): string {
  return `/media/upload/${sha256}.${EXTENSION_OF[type]}`;
}

/** Where an image is served: an uploaded picture by its content hash, a drawn one by its row's revision. */
export function imageHref(base: string, image: Pick<ImageModel, 'id' | 'revision' | 'upload'>): string {
  if (image.upload) return `${base.replace(/\/+$/, '')}${uploadPath(image.revision, image.upload)}`;
  return mediaHref(base, image.id, image.revision);
}

/** The image model of an uploaded picture. */
export function uploadedImage(sha256: string, type: RasterType, width: number, height: number, alt: string): ImageModel {
  return { id: `upload/${sha256}`, revision: sha256, width: Number(width), height: Number(height), alt, upload: type };
}

export function mediaVersion(revision: string): string {
  return `${RENDERER_VERSION}.${revision}`;
}
