'use client';
/**
 * A lazily loaded component that can be fetched ahead of its first render. Once `preload` has
 * finished, the component renders at once, without a Suspense round; before that it renders
 * through React.lazy as usual.
 */
import { lazy, useState, type ComponentType } from 'react';

export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= load().then(
      (m) => {
        loaded = m.default;
      },
      () => {
        pending = undefined;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => load().then((m) => ((loaded = m.default), m)));
  function Preloaded(props: P) {
    // Chosen once per mount, so a chart mounted through Lazy is never swapped for a new one.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { Component: Preloaded, preload, isLoaded: () => loaded !== undefined };
}
