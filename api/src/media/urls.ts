/** Media URLs: `/media/<kind>/<slug>.svg?v=<renderer>.<revision>`, optionally on another origin. */
import { RENDERER_VERSION } from './svg';

/** An image as resolvers hand it around (a media_assets row, with the alt text of its use). */
export interface ImageModel {
  id: string;
  revision: string;
  alt: string;
  width: number;
  height: number;
}

export interface MediaUrls {
  /** '' (same origin) or an absolute origin such as a CDN (`PUBLIC_MEDIA_BASE`). */
  base: string;
}

export function mediaHref(base: string, id: string, revision: string): string {
  return `${base.replace(/\/+$/, '')}/media/${id}.svg?v=${RENDERER_VERSION}.${revision}`;
}

export function mediaVersion(revision: string): string {
  return `${RENDERER_VERSION}.${revision}`;
}
