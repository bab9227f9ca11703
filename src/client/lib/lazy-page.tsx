import { lazy, type ComponentType, type LazyExoticComponent } from "react";

type Loader = () => Promise<unknown>;
const loaders: Loader[] = [];

/**
 * A page (or panel) whose code is fetched on first use, so the storefront's first download
 * stays small. Once the browser is idle every such module is fetched in the background
 * (preloadLazyModules), so later navigation does not wait for the network.
 */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  loaders.push(load);
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

let preloaded = false;

/** Fetches every lazily loaded storefront module in the background, once. */
export function preloadLazyModules(): void {
  if (preloaded) return;
  preloaded = true;
  for (const load of loaders) void load().catch(() => undefined);
}
