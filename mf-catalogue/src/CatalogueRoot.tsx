import type { ReactNode } from 'react';
import { IntlScope, RemoteRoot } from '@shop/shared';
import { catalogueMessages } from './messages';
import './catalogue.css';

/** Wraps every catalogue page: the team boundary and the team's own message catalogues. */
export function CatalogueRoot({ children }: { children: ReactNode }) {
  return (
    <RemoteRoot remote="catalogue" className="catalogue-root">
      <IntlScope catalogs={catalogueMessages}>{children}</IntlScope>
    </RemoteRoot>
  );
}
