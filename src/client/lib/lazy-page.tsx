import { lazy, type ComponentType } from "react";

type Loader = () => Promise<unknown>;
const loaders: Loader[] = [];

/** A lazily loaded component that can be fetched ahead of rendering (before hydrating a server-rendered page). */
export type LazyComponent<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A page (or panel) whose code is fetched on first use, so the storefront's first download
 * stays small. A link's page is fetched when the link is pointed at, touched or focused
 * (preloadOnIntent), and every such module a few seconds after the page has loaded
 * (preloadLazyModules), so later navigation does not wait for the network. Once its module is
 * there the component renders it directly, without suspending: a server-rendered page whose
 * module was preloaded hydrates at once, and an update (the cart restored after hydrating) can
 * no longer make React throw away the server's HTML for a spinner.
 */
export function lazyNamed<P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((m) => {
      loaded = m[name];
      return loaded;
    });
  loaders.push(preload);
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function LazyNamed(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  LazyNamed.displayName = `Lazy(${name})`;
  return Object.assign(LazyNamed, { preload });
}

let preloaded = false;

/** Fetches every lazily loaded storefront module in the background, once. */
export function preloadLazyModules(): void {
  if (preloaded) return;
  preloaded = true;
  for (const load of loaders) void load().catch(() => undefined);
}

/**
 * Calls `preload` with a same-origin link's path when the visitor points at, touches or focuses it:
 * the page's code arrives in the moment before the click, without taking the first load's CPU.
 */
export function preloadOnIntent(preload: (pathname: string) => Promise<unknown>): void {
  const seen = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if (seen.has(link.pathname)) return;
    seen.add(link.pathname);
    void preload(link.pathname).catch(() => undefined);
  };
  for (const type of ["pointerover", "touchstart", "focusin"] as const)
    document.addEventListener(type, onIntent, { passive: true, capture: true });
}
