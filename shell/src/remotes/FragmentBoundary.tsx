import { Component, type ReactNode } from 'react';
import { reportRemote } from './health-reports';

interface FragmentBoundaryProps {
  /** The fragment's module id, for the log line. */
  fragment: string;
  /** The shell's plain stand-in, shown instead of a fragment that crashed while rendering. */
  fallback: ReactNode;
  /** Told once the fragment has crashed, so the owner can stop offering it on this page. */
  onCrash?(error: unknown): void;
  children: ReactNode;
}

/**
 * A fragment is contained like a page: one that throws while rendering (or whose lazy chunk fails)
 * gives way to the shell's plain fallback instead of taking the header, and the page, down with it.
 */
export class FragmentBoundary extends Component<FragmentBoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[remotes] fragment ${this.props.fragment} crashed; showing the shell's fallback`, error);
    reportRemote(this.props.fragment.split('/')[0] as string, 'failed');
    this.props.onCrash?.(error);
  }

  override render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}
