/**
 * Spec §3 enumerations of content (ADR 0059): the content block types ("blog block, contact,
 * colored, image/body, product reference, testimonial, title/body/image variants, usp image, with
 * hand, and others") and the video providers (VIMEO, YOUTUBE). A block is stored with its type in
 * camelCase (content_blocks.block_type, the editors' spelling, which `blockType` answers); `type`
 * answers the spec's enum. A block whose link is a YouTube or Vimeo video carries that video.
 */
import type { ContentBlockKind } from '../../db/catalogue-schema';

export type ContentBlockType =
  | 'BLOG_BLOCK'
  | 'CONTACT'
  | 'COLORED'
  | 'IMAGE_BODY'
  | 'PRODUCT_REFERENCE'
  | 'TESTIMONIAL'
  | 'TITLE_BODY_IMAGE'
  | 'USP'
  | 'USP_IMAGE'
  | 'WITH_HAND'
  | 'HIGHLIGHTED';

const TYPES: Record<ContentBlockKind, ContentBlockType> = {
  blogBlock: 'BLOG_BLOCK',
  contact: 'CONTACT',
  colored: 'COLORED',
  imageBody: 'IMAGE_BODY',
  productReference: 'PRODUCT_REFERENCE',
  testimonial: 'TESTIMONIAL',
  titleBodyImage: 'TITLE_BODY_IMAGE',
  usp: 'USP',
  uspImage: 'USP_IMAGE',
  withHand: 'WITH_HAND',
  highlighted: 'HIGHLIGHTED',
};

/** The spec's type of a stored block type (the database's check allows no other). */
export function contentBlockType(blockType: string): ContentBlockType {
  const type = TYPES[blockType as ContentBlockKind];
  if (!type) throw new Error(`unknown content block type "${blockType}"`);
  return type;
}

export type VideoProvider = 'VIMEO' | 'YOUTUBE';

export interface VideoModel {
  provider: VideoProvider;
  /** The provider's id of the video (YouTube: 11 characters; Vimeo: digits). */
  videoId: string;
  /** The video's page at the provider. */
  url: string;
  /** The provider's player for an iframe; YouTube's privacy-enhanced host (no cookies until played). */
  embedUrl: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

/** The video an absolute link shows (https only, the providers' own hosts), else null. */
export function videoOfLink(href: string | null, linkType: string): VideoModel | null {
  if (!href || linkType !== 'absolute') return null;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let youtube: string | null = null;
  if (host === 'youtu.be') youtube = segments[0] ?? null;
  else if (host === 'www.youtube.com' || host === 'youtube.com' || host === 'm.youtube.com') {
    youtube = segments[0] === 'watch' ? url.searchParams.get('v') : segments[0] === 'embed' || segments[0] === 'shorts' ? (segments[1] ?? null) : null;
  }
  if (youtube && YOUTUBE_ID.test(youtube)) {
    return { provider: 'YOUTUBE', videoId: youtube, url: `https://www.youtube.com/watch?v=${youtube}`, embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}` };
  }
  const vimeo = host === 'vimeo.com' || host === 'www.vimeo.com' ? segments[0] : host === 'player.vimeo.com' && segments[0] === 'video' ? segments[1] : undefined;
  if (vimeo && VIMEO_ID.test(vimeo)) {
    return { provider: 'VIMEO', videoId: vimeo, url: `https://vimeo.com/${vimeo}`, embedUrl: `https://player.vimeo.com/video/${vimeo}` };
  }
  return null;
}
