import { type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyRoute, preloadRouteElement } from './lazy-route.ts';

function Guard({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

describe('preloadRouteElement', () => {
  it('starts loading the lazy layout inside a guard and Suspense, and the lazy page beside it', () => {
    const loadLayout = vi.fn(() => Promise.resolve({ default: () => <p>layout</p> }));
    const loadPage = vi.fn(() => Promise.resolve({ default: () => <p>page</p> }));
    const Layout = lazyRoute(loadLayout);
    const Page = lazyRoute(loadPage);

    preloadRouteElement(
      <Guard>
        <Suspense fallback={null}>
          <Layout />
        </Suspense>
      </Guard>,
    );
    preloadRouteElement(<Page />);

    expect(loadLayout).toHaveBeenCalledOnce();
    expect(loadPage).toHaveBeenCalledOnce();
  });

  it('loads nothing for a route without a lazy component', () => {
    const loadOther = vi.fn(() => Promise.resolve({ default: () => <p>other</p> }));
    lazyRoute(loadOther);

    preloadRouteElement(
      <Guard>
        <p>plain</p>
      </Guard>,
    );
    preloadRouteElement(undefined);

    expect(loadOther).not.toHaveBeenCalled();
  });
});
