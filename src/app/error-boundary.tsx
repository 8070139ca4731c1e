import { Component, type ReactNode } from 'react';
import { ErrorScreen } from '@/app/error-screen';
import { isChunkLoadError, isLeaving } from '@/lib/stale-deploy';

interface State {
  error: unknown;
}

/**
 * Catches render errors (a page that throws, a chunk that fails to load) in one page shown: each
 * has its own (page-views.tsx), so navigating elsewhere leaves the error behind.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  componentDidCatch(error: unknown) {
    // A page's code cut off because the visitor is leaving is no error.
    if (!(isChunkLoadError(error) && isLeaving())) console.error(error);
  }

  // A page whose code did not arrive is tried again when the connection returns (a failed load is
  // never kept: see routes.tsx).
  private retry = () => {
    if (isChunkLoadError(this.state.error)) this.setState({ error: null });
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
