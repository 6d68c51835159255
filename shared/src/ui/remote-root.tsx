import type { ReactNode } from 'react';
import type { RemoteName } from '../remote/contract';
import { markSharedInstance } from '../instance';

/**
 * The root element of every remote page: it names the team that owns it (`data-boundary`) and which
 * copy of @shop/shared it runs with, so tests can prove shell and remotes share one instance.
 */
export function RemoteRoot(props: { remote: RemoteName; className?: string; children: ReactNode }) {
  return (
    <div data-boundary={props.remote} ref={markSharedInstance} className={props.className}>
      {props.children}
    </div>
  );
}
