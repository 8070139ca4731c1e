import { Component, type ReactNode } from 'react';
import { ErrorScreen } from '@/app/error-screen';
import { isChunkLoadError, isLeaving } from '@/lib/stale-deploy';

interface State {
  error: unknown;
  /** The path the error happened on; navigating elsewhere clears it. */
  path: string | null;
}

/** Catches render errors (a page that throws, a chunk that fails to load) inside the layout. */
export class RouteErrorBoundary extends Component<{ children: ReactNode; pathname: string }, State> {
  state: State = { error: null, path: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: State): Partial<State> | null {
    if (state.error && state.path === null) return { path: props.pathname };
    if (state.error && state.path !== props.pathname) return { error: null, path: null };
    return null;
  }

  componentDidCatch(error: unknown) {
    // A page's code cut off because the visitor is leaving is no error.
    if (!(isChunkLoadError(error) && isLeaving())) console.error(error);
  }

  // A page whose code did not arrive is tried again when the connection returns (a failed load is
  // never kept: see routes.tsx).
  private retry = () => {
    if (isChunkLoadError(this.state.error)) this.setState({ error: null, path: null });
  };

  componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
