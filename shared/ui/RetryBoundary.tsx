// Re-mounts children that threw while rendering, up to a number of times, then shows a fallback.
import { Component, type ReactNode } from 'react';

interface Props {
  retries: number;
  fallback: ReactNode;
  children: ReactNode;
  /** Changing it starts over with a fresh retry count (e.g. a new message box). */
  resetKey: unknown;
}
interface State {
  failures: number;
  failed: boolean;
  resetKey: unknown;
}

export class RetryBoundary extends Component<Props, State> {
  override state: State = { failures: 0, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failures: 0, failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<State> {
    // Render nothing for this pass; componentDidCatch counts the failure, componentDidUpdate mounts a fresh attempt.
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('[storefront] render failed, retrying:', error);
    this.setState((s) => ({ failures: s.failures + 1 }));
  }

  override componentDidUpdate(): void {
    // The retry is a render of its own, after the empty one committed: preact does not let a boundary catch an error
    // of the render in which it is still handling the previous one, so retrying in that same pass would escape.
    if (this.state.failed && this.state.failures <= this.props.retries) this.setState({ failed: false });
  }

  override render(): ReactNode {
    if (this.state.failures > this.props.retries) return this.props.fallback;
    if (this.state.failed) return null;
    // A new key mounts a fresh subtree for each attempt.
    return <RetryAttempt key={this.state.failures}>{this.props.children}</RetryAttempt>;
  }
}

function RetryAttempt({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
