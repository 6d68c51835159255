/**
 * The stroke glyphs the media drawings share (category motifs, icons, trust marks): paths on a
 * 24×24 grid, scaled and stroked where they are drawn.
 */

/** Glyphs on a 24×24 grid, drawn as strokes. */
export const GLYPHS: Readonly<Record<string, string>> = {
  restaurant: 'M7 2v8a2 2 0 0 0 2 2v10M5 2v6M9 2v6M17 2c-2.5 2-2.5 7 0 9v11',
  wine: 'M8 2h8l-1 7a3 3 0 0 1-6 0zM12 12v8M8 21h8',
  fashion: 'M8 3l4 2 4-2 5 4-3 3-2-1v12H8V9l-2 1-3-3z',
  electronics: 'M3 4h18v12H3zM8 20h8M12 16v4',
  books: 'M4 4h6a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4zM20 4h-6a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h6z',
  wellness: 'M5 19c0-8 6-14 15-14 0 9-6 15-14 15zM5 19l8-8',
  travel: 'M10.5 21l1.5-6-6-3 1-2 6 1 4-7a1.5 1.5 0 0 1 2.5 1.5L17 12l4 1-1 2-4-1-3.5 7z',
  sport: 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  cinema: 'M3 5h18v14H3zM7 5v14M17 5v14M3 9h4M3 15h4M17 9h4M17 15h4',
  gaming: 'M6 9h12a4 4 0 0 1 4 4v1a3 3 0 0 1-5 2l-2-2H9l-2 2a3 3 0 0 1-5-2v-1a4 4 0 0 1 4-4zM7 11v4M5 13h4M16 12h.01M18 14h.01',
  beauty: 'M9 10h6v11H9zM10 10V5l4-2v7',
  home: 'M3 11l9-8 9 8M5 9v12h14V9M10 21v-6h4v6',
  streaming: 'M3 5h18v14H3zM10 9l5 3-5 3z',
  star: 'M12 2l3 6.5 7 1-5 5 1.2 7L12 18l-6.2 3.5L7 14.5l-5-5 7-1z',
  toys: 'M4 10h7v10H4zM13 10h7v10h-7zM8 3h8v7H8z',
  food: 'M3 10h18l-2 10H5zM7 10l5-7 5 7',
  gift: 'M3 8h18v4H3zM5 12h14v9H5zM12 8v13M12 8c-2-4-6-4-6-1s4 1 6 1c2 0 6 2 6-1s-4-3-6 1',
  heart: 'M12 21s-8-5-8-11a4 4 0 0 1 8-2 4 4 0 0 1 8 2c0 6-8 11-8 11z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18zM12 7v5l3 3',
  cake: 'M4 21h16v-8H4zM4 16c2 1 4 1 6 0s4-1 6 0 3 1 4 0M12 13V9M12 6c-1-1 0-3 0-3s1 2 0 3',
  tree: 'M12 2l6 8h-3l4 6H5l4-6H6zM12 16v5',
  rings: 'M9 9a5 5 0 1 0 0 10 5 5 0 1 0 0-10zM15 5a5 5 0 1 0 0 10 5 5 0 1 0 0-10z',
  flower: 'M12 8a3 3 0 1 0 0 6 3 3 0 1 0 0-6zM12 2v6M12 14v8M5 6l5 4M19 6l-5 4',
  egg: 'M12 3c4 0 7 7 7 11a7 7 0 0 1-14 0c0-4 3-11 7-11z',
  baby: 'M12 3a4 4 0 1 0 0 8 4 4 0 1 0 0-8zM6 21c0-4 3-7 6-7s6 3 6 7',
  graduation: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5M22 9v6',
  blank: 'M3 6h18v12H3zM3 10h18',
  search: 'M10 3a7 7 0 1 0 0 14 7 7 0 1 0 0-14zM15 15l6 6',
  question: 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.8.4-1 1-1 1.7M12 17h.01',
  shield: 'M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5zM8.5 12l2.5 2.5 4.5-5',
  check: 'M4 12l5 5L20 6',
  briefcase: 'M3 7h18v13H3zM9 7V4h6v3M3 12h18',
  doubler: 'M4 6h16v12H4zM8 10h3v4H8zM13 10h3v4h-3z',
  confetti: 'M4 4l3 3M17 4l-3 3M12 2v4M5 14l2 2M19 14l-2 2M12 18v4',
};

export function glyph(name: string, x: number, y: number, size: number, color: string, strokeWidth = 1.8, opacity = 1): string {
  const d = GLYPHS[name] ?? GLYPHS.gift;
  const scale = size / 24;
  return `<path d="${d}" transform="translate(${x} ${y}) scale(${round(scale)})" fill="none" stroke="${color}" stroke-width="${round(strokeWidth / scale)}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}"/>`;
}

export function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}
