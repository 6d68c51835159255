import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { RemoteModule, RemoteName, RouteKey, RouteParams } from '@shop/shared';
import { loadRemoteRoutes, retryRemote } from './remote-loader';
import { PageLoading } from '../layout/PageLoading';

type LoadState = { status: 'loading' } | { status: 'ready'; module: RemoteModule } | { status: 'failed'; error: unknown };

export interface RemotePageProps {
  remote: RemoteName;
  routeKey: RouteKey;
  params: RouteParams;
  /** Rendered when the loaded remote has no page for this key (an older release, say). */
  notFound: ReactNode;
}

/** Loads the remote that owns a route and renders its page, inside an error boundary. */
export function RemotePage({ remote, routeKey, params, notFound }: RemotePageProps) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    const load = attempt === 0 ? loadRemoteRoutes(remote) : retryRemote(remote);
    load.then(
      (module) => active && setState({ status: 'ready', module }),
      (error: unknown) => active && setState({ status: 'failed', error }),
    );
    return () => {
      active = false;
    };
  }, [remote, attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed') return <RemoteFallback remote={remote} onRetry={retry} />;
  const route = state.module.routes[routeKey];
  if (!route) return <>{notFound}</>;
  const Page = route.component;
  return (
    <RemoteErrorBoundary remote={remote} onRetry={retry} resetKey={`${routeKey}:${JSON.stringify(params)}:${attempt}`}>
      <Suspense fallback={<PageLoading />}>
        <Page routeKey={routeKey} params={params} />
      </Suspense>
    </RemoteErrorBoundary>
  );
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
      <button type="button" className="shell-button" onClick={onRetry}>
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
  }

  override render() {
    if (this.state.error) return <RemoteFallback remote={this.props.remote} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
