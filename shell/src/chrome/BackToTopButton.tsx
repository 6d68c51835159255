import { useIntl } from 'react-intl';

/** The button ScrollUpButton shows, in a chunk of its own: only a visitor who scrolled far needs it. */
export function BackToTopButton() {
  const intl = useIntl();
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
