import { type ComponentType, isValidElement, type LazyExoticComponent, lazy, type ReactNode } from 'react';

type Load = () => Promise<unknown>;

/** Each route component made by `lazyRoute`, with the import that loads its chunk. */
const LOADS = new WeakMap<object, Load>();

/** `React.lazy` whose chunk the router can start loading before the component first renders. */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own signature; any component, whatever its props.
export function lazyRoute<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  const component = lazy(load);
  LOADS.set(component, load);
  return component;
}

/**
 * Starts loading every `lazyRoute` component in a route's element, guards and Suspense included
 * (`<RequireCustomer><Suspense><MainLayout /></Suspense></RequireCustomer>`). The module is fetched once: React's
 * own import later gets the same one.
 */
export function preloadRouteElement(node: ReactNode): void {
  if (Array.isArray(node)) {
    for (const child of node) preloadRouteElement(child);
    return;
  }
  if (!isValidElement<{ children?: ReactNode }>(node)) return;
  const load = typeof node.type === 'object' ? LOADS.get(node.type) : undefined;
  if (load) void load().catch(() => {});
  preloadRouteElement(node.props.children);
}
