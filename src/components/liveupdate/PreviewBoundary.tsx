import React from 'react';

interface Props {
  onError(error: Error): void;
  children: React.ReactNode;
}

/**
 * Catches what a compiled draft throws while rendering (an undefined component or variable,
 * a widget given bad props) so that the page around it survives. Give it a new `key` to retry.
 */
export class PreviewBoundary extends React.Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    this.props.onError(error);
  }

  override render(): React.ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
