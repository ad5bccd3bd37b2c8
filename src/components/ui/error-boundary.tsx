/**
 * An error boundary for one part of a screen (a list, a section): a failure there shows the Korean
 * error state with 다시 시도 in its place instead of replacing the whole page. Retry resets the
 * boundary and TanStack Query's error state together (QueryErrorResetBoundary), so the failed
 * query fetches again.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { ErrorState } from './error-state';

interface BoundaryProps {
  onReset: () => void;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(_error: unknown, _info: ErrorInfo) {
    // shown in place (ErrorState); nothing else to do
  }

  render() {
    if (this.state.error === null) return this.props.children;
    return (
      <ErrorState
        error={this.state.error}
        onRetry={() => {
          this.props.onReset();
          this.setState({ error: null });
        }}
      />
    );
  }
}

/** Failures inside `children` show the Korean error state with 다시 시도 right there. */
export function PartErrorBoundary({ children }: { children: ReactNode }) {
  return <QueryErrorResetBoundary>{({ reset }) => <Boundary onReset={reset}>{children}</Boundary>}</QueryErrorResetBoundary>;
}
