import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { SliceName } from '@il/ui';
import { SliceFallback } from './SliceFallback';
import { SliceUnavailableError, releaseOf } from './load-slice';
import { messageOf, reportSlice } from './slice-reports';

interface Props {
  slice: SliceName;
  /** A change (the path) clears a shown error: navigating away is a fresh start. */
  resetKey: string;
  onRetry: (error: Error) => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** Catches a slice that fails to load or throws while rendering; the rest of the page carries on. */
export class SliceBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[shell] ${this.props.slice} failed`, error, info.componentStack);
    // A load failure was reported where it happened; a crash while rendering is reported here.
    if (error instanceof SliceUnavailableError) return;
    const { slice } = this.props;
    void releaseOf(slice).then((release) => reportSlice({ slice, release: release ?? null, kind: 'render-error', message: messageOf(error) }));
  }

  private readonly retry = () => {
    const { error } = this.state;
    if (error) this.props.onRetry(error);
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <SliceFallback slice={this.props.slice} kind={error instanceof SliceUnavailableError ? 'unavailable' : 'crashed'} error={error} onRetry={this.retry} />;
  }
}
