import { Fragment } from 'react';

/**
 * A short hyphenated word ("All-in-1", "E-Book", "Coca-Cola"): every part at most four letters or
 * digits. Such a word is a name, and a line break at its hyphen ("All-in-" / "1 Geschenkkarte" on a
 * 375 px list, issue 35) reads as two words.
 */
const SHORT_HYPHENATED_WORD = /[\p{L}\p{N}]{1,4}(?:-[\p{L}\p{N}]{1,4})+(?![\p{L}\p{N}-])/gu;

/**
 * A product's title, its short hyphenated words kept on one line (a span that does not wrap, so the
 * text stays the same for search in the page, copying and screen readers).
 */
export function ProductTitle({ title }: { title: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of title.matchAll(SHORT_HYPHENATED_WORD)) {
    // A match inside a longer word ("Geschenkkarten-Set" ends in "ten-Set") is not a short word.
    if (match.index > 0 && /[\p{L}\p{N}-]/u.test(title[match.index - 1] ?? '')) continue;
    parts.push(title.slice(last, match.index));
    parts.push(
      <span key={match.index} className="catalogue-nowrap">
        {match[0]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  if (last === 0) return title;
  parts.push(title.slice(last));
  return <Fragment>{parts}</Fragment>;
}
