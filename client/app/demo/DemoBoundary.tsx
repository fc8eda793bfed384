import { Component, type ReactNode } from 'react';

/** Keeps a failing demo from taking the page down with it. */
export class DemoBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p role="alert">This demo could not be displayed.</p> : this.props.children;
  }
}
