import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PreloadableLazy<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  /** Starts fetching the chunk (once); resolves when it is evaluated. */
  preload: () => Promise<unknown>;
  /** Whether the chunk is here: rendering the component now does not suspend. */
  isLoaded: () => boolean;
};

/**
 * React.lazy whose chunk can be fetched ahead of rendering. Once fetched, the component is handed
 * over through a thenable that resolves synchronously, so React renders it in the same pass instead
 * of committing a fallback first: a fallback commit makes React hold the next reveal back by up to
 * 300 ms (its Suspense throttle), which would delay the console's first screen (docs/performance.md).
 */
export const preloadableLazy = <T extends ComponentType<any>>(load: () => Promise<{ default: T }>): PreloadableLazy<T> => {
  let loaded: { default: T } | undefined;
  let pending: Promise<{ default: T }> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed fetch (offline, new deploy) may be tried again by the next render.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const component = lazy(() => {
    if (!loaded) return preload();
    const module = loaded;
    const settled: PromiseLike<{ default: T }> = { then: (resolve) => Promise.resolve(resolve ? resolve(module) : module) as never };
    return settled as Promise<{ default: T }>;
  });
  return Object.assign(component, { preload, isLoaded: () => loaded !== undefined });
};
