import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

/** Appears once the page has been scrolled more than twice the screen height (spec §2, §9). */
export function ScrollUpButton() {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight * 2);
    // The first look (a page reloaded or restored far down) waits until the next frame has been
    // drawn: reading scrollY while the hydrating page's layout is stale makes the browser lay out
    // the whole page at once (~25 ms of a phone's main thread at 4x, issue 37).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(update, 0);
    });
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className="shell-scroll-up"
      aria-label={intl.formatMessage({ id: 'shell.scrollUp', defaultMessage: 'Back to top' })}
      onClick={() => {
        const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
      }}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
