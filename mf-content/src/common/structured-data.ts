/** Absolute URL of a path or media href of this page's origin (structured data wants absolute URLs). */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl) || typeof window === 'undefined') return pathOrUrl;
  return new URL(pathOrUrl, window.location.origin).toString();
}

/** A schema.org FAQPage of question and answer pairs (landing pages, the helpdesk). */
export function faqPageJsonLd(entries: readonly { question: string; answer: string }[]): string | undefined {
  if (entries.length === 0) return undefined;
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({ '@type': 'Question', name: entry.question, acceptedAnswer: { '@type': 'Answer', text: entry.answer } })),
  });
}
