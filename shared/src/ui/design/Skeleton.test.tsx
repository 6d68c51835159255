import { render, screen } from '@testing-library/react';
import { Skeleton, SkeletonBlock, SkeletonGrid, SkeletonLines, SkeletonRows, SkeletonTitle } from './Skeleton';

describe('Skeleton', () => {
  it('is a busy region with one polite, visually hidden status text and shapes hidden from assistive technology', () => {
    render(
      <Skeleton label="Deine Bestellung wird geladen …" className="checkout-layout" testId="order-skeleton">
        <SkeletonTitle />
        <SkeletonLines count={3} />
        <SkeletonBlock height="48px" />
      </Skeleton>,
    );
    const region = screen.getByTestId('order-skeleton');
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveClass('shop-skeleton-region', 'checkout-layout');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Deine Bestellung wird geladen …');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveClass('shop-visually-hidden');
    // Only the status text is there for a screen reader: every shape is aria-hidden.
    const shapes = region.querySelectorAll('.shop-skeleton');
    expect(shapes.length).toBe(1 + 3 + 1);
    for (const shape of shapes) expect(shape.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(region).toHaveTextContent(/^Deine Bestellung wird geladen …$/);
  });

  it('draws a paragraph with a shorter last line', () => {
    const { container } = render(<SkeletonLines count={4} lastWidth="40%" />);
    const lines = container.querySelectorAll('.shop-skeleton.is-line');
    expect(lines).toHaveLength(4);
    expect((lines[3] as HTMLElement).style.width).toBe('40%');
    expect((lines[0] as HTMLElement).style.width).toBe('100%');
  });

  it('draws a block by its size or by its aspect ratio (a picture)', () => {
    const { container } = render(
      <>
        <SkeletonBlock height="44px" width="220px" radius="999px" />
        <SkeletonBlock aspectRatio="16 / 10" />
      </>,
    );
    const [button, picture] = container.querySelectorAll('.shop-skeleton.is-block');
    expect(button).toHaveStyle({ height: '44px', width: '220px', borderRadius: '999px' });
    expect(picture).toHaveStyle({ aspectRatio: '16 / 10', height: 'auto' });
  });

  it('draws grid tiles in the grid classes it is given (no jump when the real grid takes its place)', () => {
    const { container } = render(<SkeletonGrid count={8} className="catalogue-grid" />);
    const grid = container.firstElementChild as HTMLElement;
    expect(grid).toHaveClass('catalogue-grid');
    expect(grid).toHaveAttribute('aria-hidden', 'true');
    const tiles = grid.querySelectorAll('.shop-skeleton-tile');
    expect(tiles).toHaveLength(8);
    expect(tiles[0]?.querySelector('.shop-skeleton.is-card')).toHaveStyle({ aspectRatio: '16 / 10' });
    expect(tiles[0]?.querySelectorAll('.is-line')).toHaveLength(2);
  });

  it('draws tiles without a picture, and its own even grid when given no classes', () => {
    const { container } = render(<SkeletonGrid count={2} media={null} lines={3} />);
    expect(container.firstElementChild).toHaveClass('shop-skeleton-grid');
    expect(container.querySelector('.is-card')).toBeNull();
    expect(container.querySelectorAll('.shop-skeleton-tile:first-child .is-line')).toHaveLength(3);
  });

  it('draws rows with an icon, lines and a value at the end', () => {
    const { container } = render(<SkeletonRows count={4} media="icon" lines={1} end />);
    const rows = container.querySelectorAll('.shop-skeleton-row');
    expect(rows).toHaveLength(4);
    expect(rows[0]?.querySelector('.shop-skeleton.is-icon')).not.toBeNull();
    expect(rows[0]?.querySelectorAll('.is-line')).toHaveLength(1);
    expect(rows[0]?.querySelector('.shop-skeleton.is-end')).not.toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
