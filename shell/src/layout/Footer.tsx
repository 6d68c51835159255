import { memo, Suspense, use } from 'react';
import { useLocation } from 'react-router';
import { FOOTER_ELEMENT_ID, footerContentWhenNear, loadFooterContent } from './footer-loader';

/**
 * The footer. Its content is below the first screen of every page, so its code is not part of the
 * first load: the server renders it in place (crawlers and a phone's first paint get the whole page),
 * and the browser loads and hydrates it once the footer comes near the screen (footer-loader.ts).
 * Until then it is the server's HTML: its links work as plain links.
 */
export function Footer() {
  // A navigation re-renders everything under the router, the footer's content too, and React holds a
  // navigation back until content that is still the server's HTML has hydrated: start loading it now.
  const { key } = useLocation();
  if (key !== firstLocationKey(key)) void loadFooterContent();
  return (
    <footer className="shell-footer" id={FOOTER_ELEMENT_ID}>
      <DeferredContent />
    </footer>
  );
}

let firstKey: string | undefined;
function firstLocationKey(key: string): string {
  firstKey ??= key;
  return firstKey;
}

// No props, and memo: the layout re-renders right after hydrating (its store data settles), and new
// props on content that is still the server's HTML make React drop that HTML (the content reads the
// store data itself, from the same cached query).
const DeferredContent = memo(function DeferredContent() {
  return (
    <Suspense fallback={null}>
      <FooterContentWhenNear />
    </Suspense>
  );
});

function FooterContentWhenNear() {
  const { FooterContent } = use(footerContentWhenNear());
  return <FooterContent />;
}
