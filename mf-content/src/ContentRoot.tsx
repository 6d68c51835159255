import type { ReactNode } from 'react';
import { IntlScope, RemoteRoot } from '@shop/shared';
import { contentMessages } from './messages';
import './content.css';

/** Wraps every page of this remote: the team boundary and the team's own message catalogues. */
export function ContentRoot({ children }: { children: ReactNode }) {
  return (
    <RemoteRoot remote="content" className="content-root">
      <IntlScope catalogs={contentMessages}>{children}</IntlScope>
    </RemoteRoot>
  );
}
