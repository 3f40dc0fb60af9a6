import { Component, type ReactNode } from 'react';
import { SectionError } from './section-status';

interface State {
  failed: boolean;
}

/**
 * Keeps a section's failure (its code could not be downloaded) inside that section instead of
 * taking the whole page down. A downloaded-code failure is remembered by the browser module cache,
 * so "try again" reloads the page. A `quiet` boundary just leaves its extras out.
 */
export class SectionBoundary extends Component<{ children: ReactNode; quiet?: boolean }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (this.state.failed && this.props.quiet) return null;
    if (this.state.failed) return <SectionError onRetry={() => window.location.reload()} />;
    return this.props.children;
  }
}
