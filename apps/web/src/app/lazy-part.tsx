import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { withTimeout } from './chunk-timeout.ts';

class PartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    console.warn('a part of the layout failed to load', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export type LazyPart<P extends object> = ComponentType<P & { fallback?: ReactNode }> & {
  /** Starts fetching the part's code (a failed fetch is tried again when it is drawn). */
  preload: () => void;
};

/**
 * A part of the layout that the first screen can do without, fetched on its own (issue 16): its
 * code comes with its first drawing (or a `preload`), `fallback` standing in meanwhile (and if the
 * code cannot be had: the rest of the site keeps working). Once the code is there, a new drawing
 * shows the part at once.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchPart = () =>
    (pending ??= withTimeout(load()).then(
      (part) => (loaded = part),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => fetchPart().then((part) => ({ default: part })));
  function Part({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    // Chosen once per mount: switching from the lazy wrapper to the part itself would remount it.
    const [Loaded] = useState(() => loaded);
    const part = Loaded ? <Loaded {...(props as P)} /> : <Lazy {...(props as P)} />;
    return (
      <PartBoundary fallback={fallback}>
        <Suspense fallback={fallback}>{part}</Suspense>
      </PartBoundary>
    );
  }
  Part.preload = () => void fetchPart().catch(() => undefined);
  return Part;
}
