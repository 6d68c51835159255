import type { CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RemoteConfig } from '@shop/shared';

/** Where the override is managed: the demo's query switch, or the operator console (production). */
export type OverrideSwitch = 'query' | 'console';

// Inline (the CSP allows inline styles): the notice's few rules stay out of the stylesheet every page loads.
const BAR: CSSProperties = {
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 2147483000,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem 1rem',
  alignItems: 'center',
  padding: '0.5rem 1rem',
  background: '#5a0b8a',
  color: '#ffffff',
  font: '600 0.875rem/1.4 system-ui, sans-serif',
  boxShadow: '0 -2px 8px rgb(0 0 0 / 30%)',
};
const LINK: CSSProperties = { color: '#ffffff', textDecoration: 'underline' };

/**
 * The unmissable bar of a browser with a local remote override (ADR 0031): which remote loads from
 * where, and the way back (the demo's reset switch, or the operator console in production). A
 * landmark of its own, so a screen reader user finds it in the page's regions.
 */
export function OverrideNotice({ remotes, manage }: { remotes: readonly RemoteConfig[]; manage: OverrideSwitch }) {
  const intl = useIntl();
  const overridden = remotes.filter((r) => r.localOverride && r.manifestUrl);
  if (overridden.length === 0) return null;
  return (
    <aside style={BAR} data-override-notice aria-label={intl.formatMessage({ id: 'shell.overrideNotice.label', defaultMessage: 'Local override' })}>
      <span>
        <FormattedMessage id="shell.overrideNotice.title" defaultMessage="Local override active (this browser only):" />
      </span>
      {overridden.map((r) => (
        <code key={r.name} style={{ font: 'inherit', overflowWrap: 'anywhere' }}>
          <FormattedMessage id="shell.overrideNotice.remote" defaultMessage="{remote} → {url}" values={{ remote: r.name, url: r.manifestUrl }} />
        </code>
      ))}
      {manage === 'query' ? (
        // Relative: the page the visitor is on when they click (the shell navigates without reloading).
        <a style={LINK} href="?remote-override=reset">
          <FormattedMessage id="shell.overrideNotice.reset" defaultMessage="Reset" />
        </a>
      ) : (
        <a style={LINK} href="/operator/overrides">
          <FormattedMessage id="shell.overrideNotice.manage" defaultMessage="Manage in the operator console" />
        </a>
      )}
    </aside>
  );
}
