import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/** A lazy component whose code can also be fetched before it renders (on navigation, beside its data). */
export type PreloadableComponent<P extends object = object> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<unknown>;
};

/** React.lazy over one shared import: `preload` starts it, the first render waits for the same promise. */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (loading ??= load());
  return Object.assign(lazy(start), { preload: start });
}
