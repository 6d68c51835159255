/** Cards by their last four digits, one per line. */
import { Lines, Mono } from './mail-layout';

export function MaskedCards({ cards }: { cards: readonly string[] }) {
  return (
    <Lines>
      {cards.map((card, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static output, never reordered
        <Mono key={index}>{card}</Mono>
      ))}
    </Lines>
  );
}
