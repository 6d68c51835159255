import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { loadMessages, type StorefrontConfig } from '@shop/shared';
import { OverrideNotice } from './OverrideNotice';
import { overrideMessages } from './messages';

/**
 * Mounts the local override notice (ADR 0031) in a root of its own, outside the shop's tree: the
 * bootstrap imports this chunk only when the storefront config says an override is active, so no
 * other visitor loads its code or texts, and a notice added after hydration cannot mismatch the page.
 */
export async function mountOverrideNotice(config: Pick<StorefrontConfig, 'remotes' | 'localOverrideSwitch' | 'brand' | 'countryCode'>, language: string): Promise<void> {
  const manage = config.localOverrideSwitch;
  if (!manage || !config.remotes.some((r) => r.localOverride)) return;
  const messages = await loadMessages(overrideMessages, language, { brand: config.brand, countryCode: config.countryCode });
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <IntlProvider locale={language} defaultLocale="en" messages={messages}>
      <OverrideNotice remotes={config.remotes} manage={manage} />
    </IntlProvider>,
  );
}
