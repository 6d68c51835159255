import { Component, Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { RemoteModule, RemoteName, RouteKey, RouteParams } from '@shop/shared';
import { RemoteUnavailableError } from './remote-loader';
import { useRemoteLoader } from './remote-loader-context';
import { reportRemote } from './health-reports';
import { PageLoading } from '../layout/PageLoading';

export interface RemotePageProps {
  remote: RemoteName;
  routeKey: RouteKey;
  params: RouteParams;
  /** Rendered when the loaded remote has no page for this key (an older release, say). */
  notFound: ReactNode;
}

/**
 * Loads the remote that owns a route and renders its page, inside an error boundary and its own
 * Suspense boundary. The load is a promise read with use(), so the same component renders on the
 * server (which streams the page when it is ready) and hydrates in the browser: a region the server
 * could not render (the remote failed, threw or was too slow) arrives as this boundary's fallback and
 * React renders it in the browser, where the error boundary and its retry take over.
 */
export function RemotePage({ remote, routeKey, params, notFound }: RemotePageProps) {
  const loader = useRemoteLoader();
  const [load, setLoad] = useState(() => ({ attempt: 0, module: loader.load(remote) }));
  const retry = () => {
    // Started here, not in the state updater: React may call an updater more than once, and use()
    // must see the one promise it waits for.
    const module = loader.retry(remote);
    setLoad((previous) => ({ attempt: previous.attempt + 1, module }));
  };
  return (
    <RemoteErrorBoundary remote={remote} onRetry={retry} resetKey={`${routeKey}:${JSON.stringify(params)}:${load.attempt}`}>
      <Suspense fallback={<PageLoading />}>
        <LoadedPage module={load.module} routeKey={routeKey} params={params} notFound={notFound} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function LoadedPage(props: { module: Promise<RemoteModule>; routeKey: RouteKey; params: RouteParams; notFound: ReactNode }) {
  const module = use(props.module);
  // Rendered (effects run in the browser only): a success, sampled (health-reports.ts).
  useEffect(() => reportRemote(module.remote, 'loaded'), [module]);
  const route = module.routes[props.routeKey];
  if (!route) return <>{props.notFound}</>;
  const Page = route.component;
  return <Page routeKey={props.routeKey} params={props.params} />;
}

/** Shown inside the normal layout when a remote cannot load or crashes; header and footer keep working. */
export function RemoteFallback({ remote, onRetry }: { remote: RemoteName; onRetry(): void }) {
  return (
    <section className="shell-remote-fallback" role="alert" data-remote-fallback={remote}>
      <h1>
        <FormattedMessage id="shell.remoteFallback.title" defaultMessage="This part of the shop is not available right now" />
      </h1>
      <p>
        <FormattedMessage
          id="shell.remoteFallback.body"
          defaultMessage="Please try again in a moment. The rest of the shop keeps working."
        />
      </p>
      <button type="button" className="shop-button" onClick={onRetry}>
        <FormattedMessage id="shell.remoteFallback.retry" defaultMessage="Try again" />
      </button>
    </section>
  );
}

interface BoundaryProps {
  remote: RemoteName;
  resetKey: string;
  onRetry(): void;
  children: ReactNode;
}

/** Third layer: a page that throws while rendering (or whose lazy chunk fails) shows the fallback. */
export class RemoteErrorBoundary extends Component<BoundaryProps, { error: unknown; resetKey: string }> {
  override state = { error: null as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; resetKey: string }) {
    // Navigating to another page clears a previous page's crash.
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown) {
    console.error(`[remotes] a page of "${this.props.remote}" crashed`, error);
    reportRemote(this.props.remote, 'failed');
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // A remote that could not load is fetched again in place. A page that crashed (or whose chunk
    // failed after its remote loaded) cannot be: React.lazy and the remote's module keep the failure,
    // so the retry loads the page anew.
    const retry = error instanceof RemoteUnavailableError ? this.props.onRetry : () => window.location.reload();
    return <RemoteFallback remote={this.props.remote} onRetry={retry} />;
  }
}
