/**
 * A message id on the screen ("validation.card.numberPrefix", "redeem.error.2050") is a text nobody
 * translated (issue 36): the ids of the shared validation catalogue and of this team's catalogues.
 */
const MESSAGE_KEY = /\b(?:validation|redeem|error)\.[a-zA-Z0-9]+(?:\.[a-zA-Z0-9]+)*\b/;

/** Fails when the element's text (or an attribute a screen reader reads) shows a message id. */
export function expectNoMessageKeys(root: Element): void {
  const texts = [root.textContent ?? '', ...[...root.querySelectorAll('[aria-label],[title],[placeholder]')].flatMap((e) => [e.getAttribute('aria-label') ?? '', e.getAttribute('title') ?? '', e.getAttribute('placeholder') ?? ''])];
  const shown = texts.map((text) => MESSAGE_KEY.exec(text)?.[0]).filter(Boolean);
  expect(shown).toEqual([]);
}
