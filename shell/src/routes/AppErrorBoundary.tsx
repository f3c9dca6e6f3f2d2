import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteErrorPage } from '../pages/RouteErrorPage';

interface Props {
  /** A change (the path) clears the error: the visitor navigated on. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
  resetKey: string;
}

/** Last line of defence for the shell's own screens: the §2 "Unexpected Application Error!" page. */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[shell] unexpected application error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
