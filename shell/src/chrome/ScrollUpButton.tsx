import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

/** Appears once the page has been scrolled more than twice the screen height (spec §2, §9). */
export function ScrollUpButton() {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight * 2);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
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
