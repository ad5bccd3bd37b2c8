/**
 * An error boundary for a decoration (an animation, its player chunk): when `children` throw
 * (SPEC §8), `fallback` stands in their place — nothing, or a still icon — and the page goes on.
 */
import { Component, type ReactNode } from 'react';

export class FallbackBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
