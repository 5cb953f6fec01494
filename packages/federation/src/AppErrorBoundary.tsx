import { Component, type ReactNode } from 'react';
import { RemoteFallback } from '@portal/ui';
import { reportRemoteError } from './diagnostics';

interface Props {
  app: string;
  children: ReactNode;
}

const PAGE_BOX = { display: 'flow-root' } as const;

/** Catches render errors inside one app so the rest of the page keeps working; Retry re-renders it. */
export class AppErrorBoundary extends Component<Props, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportRemoteError(this.props.app, error, 'mount');
  }

  private retry = () => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));

  override render() {
    if (this.state.failed)
      return (
        <div data-fallback-for={this.props.app}>
          <RemoteFallback onRetry={this.retry} />
        </div>
      );
    // Its own formatting context: the app keeps this box from page to page, and a page's top margin
    // collapsing through it would move it (a layout shift) whenever the next page has another margin.
    return (
      <div key={this.state.attempt} css={PAGE_BOX}>
        {this.props.children}
      </div>
    );
  }
}
