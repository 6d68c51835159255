import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { IntlScope, useClientActive, type StorefrontConfig } from '@shop/shared';
import { overrideMessages } from './override-messages';

const OverrideNotice = lazy(() => import(/* webpackChunkName: "shell-override-notice" */ './OverrideNotice').then((module) => ({ default: module.OverrideNotice })));

/**
 * The local override notice (ADR 0031) loads only in a browser that has an override: nobody else
 * carries its code or texts. Browser only: the override's pages are never rendered on the server, and
 * a notice rendered after hydration cannot mismatch it.
 */
export function LazyOverrideNotice({ config }: { config: Pick<StorefrontConfig, 'remotes' | 'localOverrideSwitch'> }) {
  const active = useClientActive();
  const { pathname } = useLocation();
  const manage = config.localOverrideSwitch;
  if (!active || !manage || !config.remotes.some((r) => r.localOverride)) return null;
  return (
    <Suspense fallback={null}>
      <IntlScope catalogs={overrideMessages}>
        <OverrideNotice remotes={config.remotes} manage={manage} pathname={pathname} />
      </IntlScope>
    </Suspense>
  );
}
