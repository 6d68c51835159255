import { useIntl } from 'react-intl';

export function PageLoading() {
  const intl = useIntl();
  return (
    <div className="shell-page-loading" role="status" aria-live="polite">
      <span className="shell-spinner" aria-hidden="true" />
      <span className="shell-visually-hidden">{intl.formatMessage({ id: 'shell.loading', defaultMessage: 'Loading…' })}</span>
    </div>
  );
}
