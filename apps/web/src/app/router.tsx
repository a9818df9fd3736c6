import { Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { PageLoading } from '../shared/components/page-loading.tsx';
import { paths } from '../shared/config/paths.ts';
import { RequireCustomer, RequireProvider, RequireSetupPending } from './guards.tsx';
import { lazyRoute, preloadRouteElement } from './lazy-route.ts';
import { Root } from './root.tsx';
import { COMING_SOON_ROUTES, comingSoonElement } from './route-table.tsx';

const MainLayout = lazyRoute(() =>
  import('./layouts/main-layout.tsx').then((module) => ({ default: module.MainLayout })),
);
const SecondLayout = lazyRoute(() =>
  import('./layouts/second-layout.tsx').then((module) => ({ default: module.SecondLayout })),
);
const AdminLayout = lazyRoute(() =>
  import('./layouts/admin-layout.tsx').then((module) => ({ default: module.AdminLayout })),
);
const LoginPage = lazyRoute(() => import('../features/auth/pages/login-page.tsx'));
const ResetPasswordPage = lazyRoute(() => import('../features/auth/pages/reset-password-page.tsx'));
const RegisterPage = lazyRoute(() => import('../features/auth/pages/register-page.tsx'));
const SetupPage = lazyRoute(() => import('../features/setup/pages/setup-page.tsx'));
const SignupTokenExpiredPage = lazyRoute(
  () => import('../features/misc/pages/signup-token-expired-page.tsx'),
);
const FeatureUnavailablePage = lazyRoute(() => import('../features/misc/pages/feature-unavailable-page.tsx'));
const NotFoundPage = lazyRoute(() => import('../features/misc/pages/not-found-page.tsx'));
const OverviewPage = lazyRoute(() => import('../features/overview/pages/overview-page.tsx'));
const CartPage = lazyRoute(() => import('../features/cart/pages/cart-page.tsx'));
const BulkOrderPage = lazyRoute(() => import('../features/bulk-order/pages/bulk-order-page.tsx'));
const CartItemPage = lazyRoute(() => import('../features/cart/pages/cart-item-page.tsx'));
const OrdersPage = lazyRoute(() => import('../features/orders/pages/orders-page.tsx'));
const OrderPage = lazyRoute(() => import('../features/orders/pages/order-page.tsx'));
const SharedOrderPage = lazyRoute(() => import('../features/orders/pages/shared-order-page.tsx'));
const OrderStatusPage = lazyRoute(() => import('../features/orders/pages/order-status-page.tsx'));
const ReportPage = lazyRoute(() => import('../features/reports/pages/report-page.tsx'));
const InventoriesPage = lazyRoute(() => import('../features/inventories/pages/inventories-page.tsx'));
const InventoryPage = lazyRoute(() => import('../features/inventories/pages/inventory-page.tsx'));
const QuotationsPage = lazyRoute(() => import('../features/quotations/pages/quotations-page.tsx'));
const NewQuotationPage = lazyRoute(() => import('../features/quotations/pages/new-quotation-page.tsx'));
const QuotationPage = lazyRoute(() => import('../features/quotations/pages/quotation-page.tsx'));
const KioskPage = lazyRoute(() => import('../features/kiosk/pages/kiosk-page.tsx'));
const EmployeesPage = lazyRoute(() => import('../features/employees/pages/employees-page.tsx'));
const EmployeeOrderHistoryPage = lazyRoute(
  () => import('../features/employees/pages/employee-order-history-page.tsx'),
);
const ProfilePage = lazyRoute(() => import('../features/profile/pages/profile-page.tsx'));
const SettingsPage = lazyRoute(() => import('../features/settings/pages/settings-page.tsx'));
const ProgrammePage = lazyRoute(() => import('../features/settings/pages/programme-page.tsx'));
const WebhooksPage = lazyRoute(() => import('../features/webhooks/pages/webhooks-page.tsx'));
const AdminWebhooksPage = lazyRoute(() => import('../features/webhooks/pages/admin-webhooks-page.tsx'));
const TeamsPage = lazyRoute(() => import('../features/teams/pages/teams-page.tsx'));
const TeamPage = lazyRoute(() => import('../features/teams/pages/team-page.tsx'));
const SavedProductsPage = lazyRoute(() => import('../features/saved-products/pages/saved-products-page.tsx'));
const RecommendedProductsPage = lazyRoute(
  () => import('../features/recommended-products/pages/recommended-products-page.tsx'),
);
const DesignManagersPage = lazyRoute(
  () => import('../features/design/design-manager/pages/design-managers-page.tsx'),
);
const DesignPage = lazyRoute(() => import('../features/design/builder/pages/design-page.tsx'));
const SavedProductPage = lazyRoute(() => import('../features/design/builder/pages/saved-product-page.tsx'));
const AdminOrdersPage = lazyRoute(() => import('../features/admin/pages/admin-orders-page.tsx'));
const BillingsPage = lazyRoute(() => import('../features/billings/pages/billings-page.tsx'));
const AdminInvoicesPage = lazyRoute(() => import('../features/admin/pages/admin-invoices-page.tsx'));
const CompaniesPage = lazyRoute(() => import('../features/admin/pages/companies-page.tsx'));
const AdminJobsPage = lazyRoute(() => import('../features/admin/pages/admin-jobs-page.tsx'));
const AdminProofsPage = lazyRoute(() => import('../features/proofs/pages/admin-proofs-page.tsx'));
const ConsoleSettingsPage = lazyRoute(() => import('../features/admin/pages/console-settings-page.tsx'));
const WhatsNewPage = lazyRoute(() => import('../features/admin/pages/whats-new-page.tsx'));
const AdminQuotationsPage = lazyRoute(() => import('../features/admin/pages/admin-quotations-page.tsx'));
const AdminQuotationPage = lazyRoute(() => import('../features/admin/pages/admin-quotation-page.tsx'));
const CataloguePage = lazyRoute(() => import('../features/admin/pages/catalogue-page.tsx'));
const ProductEditorPage = lazyRoute(() => import('../features/admin/pages/product-editor-page.tsx'));
const FinishingMethodsPage = lazyRoute(() => import('../features/admin/pages/finishing-methods-page.tsx'));
const AdminRecommendedProductsPage = lazyRoute(
  () => import('../features/admin/pages/recommended-products-page.tsx'),
);
const ShippingServicesPage = lazyRoute(() => import('../features/admin/pages/shipping-services-page.tsx'));
const TaxRatesPage = lazyRoute(() => import('../features/admin/pages/tax-rates-page.tsx'));
const DiscountCodesPage = lazyRoute(() => import('../features/admin/pages/discount-codes-page.tsx'));

function standalone(element: React.ReactNode) {
  return <Suspense fallback={<PageLoading />}>{element}</Suspense>;
}

/**
 * The app's router. Made when the app starts, not when this module loads: /login may fetch the module early
 * (main.tsx), and a router made then would start from /login instead of where the sign-in leads.
 */
export function createAppRouter() {
  const router = createBrowserRouter([
    {
      element: <Root />,
      children: [
        { path: paths.login, element: standalone(<LoginPage />) },
        { path: paths.resetPassword, element: standalone(<ResetPasswordPage />) },
        { path: paths.register, element: standalone(<RegisterPage />) },
        { path: paths.signupTokenExpired, element: standalone(<SignupTokenExpiredPage />) },
        { path: '/shared/orders/:id', element: standalone(<SharedOrderPage />) },
        {
          path: paths.setup,
          element: <RequireSetupPending>{standalone(<SetupPage />)}</RequireSetupPending>,
        },
        {
          element: <RequireProvider>{standalone(<AdminLayout />)}</RequireProvider>,
          children: [
            { path: paths.admin, element: <AdminOrdersPage /> },
            { path: paths.adminOrders, element: <AdminOrdersPage /> },
            { path: paths.adminInvoices, element: <AdminInvoicesPage /> },
            { path: paths.adminCompanies, element: <CompaniesPage /> },
            { path: paths.adminQuotations, element: <AdminQuotationsPage /> },
            { path: '/admin/quotations/:id', element: <AdminQuotationPage /> },
            { path: paths.adminCatalogue, element: <CataloguePage /> },
            { path: '/admin/catalogue/:id', element: <ProductEditorPage /> },
            { path: paths.adminFinishingMethods, element: <FinishingMethodsPage /> },
            { path: paths.adminRecommendedProducts, element: <AdminRecommendedProductsPage /> },
            { path: paths.adminShippingServices, element: <ShippingServicesPage /> },
            { path: paths.adminTaxRates, element: <TaxRatesPage /> },
            { path: paths.adminDiscountCodes, element: <DiscountCodesPage /> },
            { path: paths.adminJobs, element: <AdminJobsPage /> },
            { path: paths.adminProofs, element: <AdminProofsPage /> },
            { path: paths.adminSettings, element: <ConsoleSettingsPage /> },
            { path: paths.adminWebhooks, element: <AdminWebhooksPage /> },
            { path: paths.adminWhatsNew, element: <WhatsNewPage /> },
          ],
        },
        {
          element: <RequireCustomer>{standalone(<SecondLayout />)}</RequireCustomer>,
          children: [
            { path: paths.profile, element: <ProfilePage /> },
            { path: paths.settings, element: <SettingsPage /> },
            { path: paths.settingsWebhooks, element: <WebhooksPage /> },
          ],
        },
        {
          element: <RequireCustomer>{standalone(<MainLayout />)}</RequireCustomer>,
          children: [
            { path: paths.home, element: <Navigate to={paths.overview} replace /> },
            { path: paths.overview, element: <OverviewPage /> },
            { path: paths.cart, element: <CartPage /> },
            { path: paths.bulkOrder(), element: <BulkOrderPage /> },
            { path: '/items/:id', element: <CartItemPage /> },
            { path: paths.orders, element: <OrdersPage /> },
            { path: paths.teams, element: <TeamsPage /> },
            { path: paths.savedProducts, element: <SavedProductsPage /> },
            { path: paths.programme, element: <ProgrammePage /> },
            { path: paths.recommendedProducts, element: <RecommendedProductsPage /> },
            { path: paths.designManagers, element: <DesignManagersPage /> },
            { path: paths.design, element: <DesignPage /> },
            { path: '/saved_products/:id', element: <SavedProductPage /> },
            { path: '/teams/:id', element: <TeamPage /> },
            { path: '/orders/:id', element: <OrderPage /> },
            { path: '/orders/:id/status', element: <OrderStatusPage /> },
            { path: paths.employees, element: <EmployeesPage /> },
            { path: paths.employeeOrderHistory, element: <EmployeeOrderHistoryPage /> },
            { path: paths.inventories, element: <InventoriesPage /> },
            { path: '/inventories/:id', element: <InventoryPage /> },
            { path: paths.quotations, element: <QuotationsPage /> },
            { path: paths.newQuotation, element: <NewQuotationPage /> },
            { path: '/quotations/:id', element: <QuotationPage /> },
            { path: paths.inventoryManagement, element: <KioskPage /> },
            { path: paths.billings, element: <BillingsPage /> },
            { path: paths.report, element: <ReportPage key="uniform" orderType="uniform_order" /> },
            { path: paths.laundryReport, element: <ReportPage key="laundry" orderType="laundry_order" /> },
            { path: paths.featureUnavailable, element: <FeatureUnavailablePage /> },
            ...COMING_SOON_ROUTES.map((route) => ({ path: route.path, element: comingSoonElement(route) })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]);
  // The first page's layout and page start loading now, side by side, instead of each once the one above it has
  // loaded and rendered (the user, then the layout, then the page: three round trips in a row).
  for (const match of router.state.matches) preloadRouteElement(match.route.element);
  return router;
}
