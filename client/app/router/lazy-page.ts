import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

interface PageModule {
  default: ComponentType;
}

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Starts downloading the page's chunk (once); the page renders at once when it is there. */
  preload(): Promise<unknown>;
};

/**
 * React.lazy with a preload. React.lazy alone suspends on a page's first render even when its
 * chunk has already arrived (it learns of the module through a promise): the loading fallback
 * shows, and React keeps a fallback at least 300 ms before it reveals what replaces it. A page
 * preloaded here renders in the first pass instead.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | null = null;
  let loading: Promise<PageModule> | null = null;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null; // The next render or preload tries again.
        throw error;
      },
    );
    return loading;
  };
  const Page = lazy(() => {
    if (!loaded) return preload();
    // A thenable that answers at once: React.lazy then renders the module without suspending.
    const module = loaded;
    const settled = { then: (resolve: (value: PageModule) => void) => resolve(module) };
    return settled as unknown as Promise<PageModule>;
  });
  return Object.assign(Page, { preload });
}
