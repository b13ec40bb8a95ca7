import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * A lazily loaded component that can be downloaded ahead (`preload`). One whose code is already in
 * when it first mounts renders at once instead of suspending, so a page drawn after its parts were
 * preloaded commits whole, never its loader first. Which of the two it is stays fixed while mounted.
 */
export function preloadable<P extends object = object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Part(props: P) {
    const [ready] = useState(() => loaded);
    return ready ? createElement(ready, props) : createElement(Lazy as ComponentType<P>, props);
  }
  return Object.assign(Part, { preload });
}
