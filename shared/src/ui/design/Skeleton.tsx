import type { CSSProperties, ReactNode } from 'react';
import './skeleton.css';

/**
 * `@shop/shared/skeleton`: placeholders in the shape of what is loading, instead of a spinner or a
 * "Loading…" line (issue 35). A remote draws the shape of its screen with these parts, inside its own
 * layout classes, so the content takes the place the placeholders held (no jump when it arrives).
 *
 * The shapes are design.css's `shop-skeleton` (its shimmer stops for reduced motion); the layouts of
 * these parts are in skeleton.css, bundled with them. A subpath, not the federated @shop/shared: each
 * remote bundles the few parts it uses (no JavaScript on pages without them, no contract change).
 */

export interface SkeletonProps {
  /** What screen readers hear, once and politely: the team's own translated message ("Loading your order…"). */
  label: string;
  /** The layout of what comes (e.g. the team's grid or page classes), so the placeholders take its place. */
  className?: string;
  testId?: string;
  /** The shapes: SkeletonTitle, SkeletonLines, SkeletonGrid … or the team's own boxes around them. */
  children: ReactNode;
}

/**
 * A region that is loading: `aria-busy`, its shapes hidden from assistive technology, and one visually
 * hidden status text read out politely.
 */
export function Skeleton({ label, className, testId, children }: SkeletonProps) {
  return (
    <div className={className ? `shop-skeleton-region ${className}` : 'shop-skeleton-region'} aria-busy="true" data-testid={testId}>
      {children}
      <p className="shop-visually-hidden" role="status" aria-live="polite">
        {label}
      </p>
    </div>
  );
}

/** A heading's bar (design.css `is-title`: 32 px high, 60 % wide unless told). */
export function SkeletonTitle({ width, className }: { width?: string; className?: string }) {
  return <span className={className ? `shop-skeleton is-title ${className}` : 'shop-skeleton is-title'} style={width ? { width } : undefined} aria-hidden="true" />;
}

const LINE_WIDTHS = ['100%', '94%', '97%', '90%'];

/** Lines of text: a paragraph whose last line is shorter. */
export function SkeletonLines({ count = 3, lastWidth = '60%', className }: { count?: number; lastWidth?: string; className?: string }) {
  return (
    <span className={className ? `shop-skeleton-lines ${className}` : 'shop-skeleton-lines'} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <span key={i} className="shop-skeleton is-line" style={{ width: i === count - 1 && count > 1 ? lastWidth : LINE_WIDTHS[i % LINE_WIDTHS.length] }} />
      ))}
    </span>
  );
}

/** A block of a given size: a picture (by its aspect ratio), a field, a button, a map. */
export function SkeletonBlock({ height, width, radius, aspectRatio, className }: { height?: string; width?: string; radius?: string; aspectRatio?: string; className?: string }) {
  const style: CSSProperties = { height: aspectRatio && !height ? 'auto' : height, width, borderRadius: radius, aspectRatio };
  return <span className={className ? `shop-skeleton is-block ${className}` : 'shop-skeleton is-block'} style={style} aria-hidden="true" />;
}

export interface SkeletonGridProps {
  count: number;
  /** The grid's own classes (the team's product grid), else an even grid of tiles from 160 px. */
  className?: string;
  /** The tiles' picture (CSS aspect-ratio), `null` for none; a gift card's 16 / 10 unless told. */
  media?: string | null;
  /** Lines of text under the picture (a title and a price: 2). */
  lines?: number;
}

/** Tiles of a grid (product cards, articles, occasions): a picture and lines under it. */
export function SkeletonGrid({ count, className, media = '16 / 10', lines = 2 }: SkeletonGridProps) {
  return (
    <div className={className ?? 'shop-skeleton-grid'} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <span key={i} className="shop-skeleton-tile">
          {media !== null && <span className="shop-skeleton is-card" style={{ aspectRatio: media }} />}
          {Array.from({ length: lines }, (_, line) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
            <span key={line} className="shop-skeleton is-line" style={{ width: line === 0 ? '85%' : '45%' }} />
          ))}
        </span>
      ))}
    </div>
  );
}

export interface SkeletonRowsProps {
  count: number;
  /** At the start of a row: a card's thumbnail, a round icon (a radio, a logo), or nothing. */
  media?: 'thumb' | 'icon' | null;
  /** Lines of text per row (a name and an address: 2). */
  lines?: number;
  /** A short value at the end of the row (a price, a date, a status). */
  end?: boolean;
  className?: string;
}

/** Rows of a list or table (payment methods, orders, search results, addresses). */
export function SkeletonRows({ count, media = null, lines = 2, end = false, className }: SkeletonRowsProps) {
  return (
    <div className={className ? `shop-skeleton-rows ${className}` : 'shop-skeleton-rows'} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <span key={i} className="shop-skeleton-row">
          {media && <span className={`shop-skeleton is-${media}`} />}
          <span className="shop-skeleton-row-text">
            {Array.from({ length: lines }, (_, line) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
              <span key={line} className="shop-skeleton is-line" style={{ width: line === 0 ? '70%' : '45%' }} />
            ))}
          </span>
          {end && <span className="shop-skeleton is-end" />}
        </span>
      ))}
    </div>
  );
}
