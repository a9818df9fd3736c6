import { lazy } from 'react';
import { paths } from '../shared/config/paths.ts';

const ComingSoonPage = lazy(() => import('../features/misc/pages/coming-soon-page.tsx'));

/** Main-layout areas not built yet: each shows an honest page saying what it will do. */
export const COMING_SOON_ROUTES: Array<{ path: string; title: string; purpose: string }> = [];

export function comingSoonElement(route: { title: string; purpose: string }) {
  return <ComingSoonPage title={route.title} purpose={route.purpose} />;
}

/** The name shown in the top bar for a path. */
export function routeName(pathname: string): string {
  const exact: Record<string, string> = {
    [paths.overview]: 'Dashboard',
    [paths.cart]: 'Cart',
    [paths.bulkOrder()]: 'Bulk Order',
    [paths.orders]: 'Order History',
    [paths.teams]: 'Team Management',
    [paths.designManagers]: 'Artworks',
    [paths.design]: 'Product Builder',
    [paths.featureUnavailable]: 'Feature Unavailable',
    [paths.savedProducts]: 'My Products',
    [paths.employees]: 'Employee Database',
    [paths.employeeOrderHistory]: 'Employee Database',
    [paths.programme]: 'Uniform Programme',
    [paths.report]: 'Report',
    [paths.laundryReport]: 'Laundry Report',
    [paths.recommendedProducts]: 'Catalogue',
    [paths.inventories]: 'Inventory',
    [paths.quotations]: 'Quotations',
    [paths.newQuotation]: 'New Quotation',
    [paths.inventoryManagement]: 'Inventory Kiosk',
    [paths.billings]: 'Billing',
  };
  if (exact[pathname]) return exact[pathname];
  if (/^\/orders\/[^/]+$/.test(pathname)) return 'Order Detail';
  if (/^\/orders\/[^/]+\/status$/.test(pathname)) return 'Product Status';
  if (/^\/teams\/[^/]+$/.test(pathname)) return 'Team';
  if (/^\/items\/[^/]+$/.test(pathname)) return 'Cart Item';
  if (/^\/saved_products\/[^/]+$/.test(pathname)) return 'Saved Product';
  if (/^\/inventories\/[^/]+$/.test(pathname)) return 'Inventory Item';
  if (/^\/quotations\/[^/]+$/.test(pathname)) return 'Quotation';
  const match = COMING_SOON_ROUTES.find((route) => {
    const pattern = new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}$`);
    return pattern.test(pathname);
  });
  return match?.title ?? 'Livery';
}
