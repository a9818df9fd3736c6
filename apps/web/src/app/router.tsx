import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { PageLoading } from '../shared/components/page-loading.tsx';
import { paths } from '../shared/config/paths.ts';
import { RequireCustomer, RequireProvider, RequireSetupPending } from './guards.tsx';
import { Root } from './root.tsx';
import { COMING_SOON_ROUTES, comingSoonElement } from './route-table.tsx';

const MainLayout = lazy(() =>
  import('./layouts/main-layout.tsx').then((module) => ({ default: module.MainLayout })),
);
const SecondLayout = lazy(() =>
  import('./layouts/second-layout.tsx').then((module) => ({ default: module.SecondLayout })),
);
const AdminLayout = lazy(() =>
  import('./layouts/admin-layout.tsx').then((module) => ({ default: module.AdminLayout })),
);
const LoginPage = lazy(() => import('../features/auth/pages/login-page.tsx'));
const ResetPasswordPage = lazy(() => import('../features/auth/pages/reset-password-page.tsx'));
const RegisterPage = lazy(() => import('../features/auth/pages/register-page.tsx'));
const SetupPage = lazy(() => import('../features/setup/pages/setup-page.tsx'));
const SignupTokenExpiredPage = lazy(() => import('../features/misc/pages/signup-token-expired-page.tsx'));
const FeatureUnavailablePage = lazy(() => import('../features/misc/pages/feature-unavailable-page.tsx'));
const NotFoundPage = lazy(() => import('../features/misc/pages/not-found-page.tsx'));
const OverviewPage = lazy(() => import('../features/overview/pages/overview-page.tsx'));
const CartPage = lazy(() => import('../features/cart/pages/cart-page.tsx'));
const BulkOrderPage = lazy(() => import('../features/bulk-order/pages/bulk-order-page.tsx'));
const CartItemPage = lazy(() => import('../features/cart/pages/cart-item-page.tsx'));
const OrdersPage = lazy(() => import('../features/orders/pages/orders-page.tsx'));
const OrderPage = lazy(() => import('../features/orders/pages/order-page.tsx'));
const SharedOrderPage = lazy(() => import('../features/orders/pages/shared-order-page.tsx'));
const OrderStatusPage = lazy(() => import('../features/orders/pages/order-status-page.tsx'));
const ReportPage = lazy(() => import('../features/reports/pages/report-page.tsx'));
const InventoriesPage = lazy(() => import('../features/inventories/pages/inventories-page.tsx'));
const InventoryPage = lazy(() => import('../features/inventories/pages/inventory-page.tsx'));
const QuotationsPage = lazy(() => import('../features/quotations/pages/quotations-page.tsx'));
const NewQuotationPage = lazy(() => import('../features/quotations/pages/new-quotation-page.tsx'));
const QuotationPage = lazy(() => import('../features/quotations/pages/quotation-page.tsx'));
const KioskPage = lazy(() => import('../features/kiosk/pages/kiosk-page.tsx'));
const EmployeesPage = lazy(() => import('../features/employees/pages/employees-page.tsx'));
const EmployeeOrderHistoryPage = lazy(
  () => import('../features/employees/pages/employee-order-history-page.tsx'),
);
const ProfilePage = lazy(() => import('../features/profile/pages/profile-page.tsx'));
const SettingsPage = lazy(() => import('../features/settings/pages/settings-page.tsx'));
const WebhooksPage = lazy(() => import('../features/webhooks/pages/webhooks-page.tsx'));
const AdminWebhooksPage = lazy(() => import('../features/webhooks/pages/admin-webhooks-page.tsx'));
const TeamsPage = lazy(() => import('../features/teams/pages/teams-page.tsx'));
const TeamPage = lazy(() => import('../features/teams/pages/team-page.tsx'));
const SavedProductsPage = lazy(() => import('../features/saved-products/pages/saved-products-page.tsx'));
const RecommendedProductsPage = lazy(
  () => import('../features/recommended-products/pages/recommended-products-page.tsx'),
);
const DesignManagersPage = lazy(
  () => import('../features/design/design-manager/pages/design-managers-page.tsx'),
);
const DesignPage = lazy(() => import('../features/design/builder/pages/design-page.tsx'));
const SavedProductPage = lazy(() => import('../features/design/builder/pages/saved-product-page.tsx'));
const AdminOrdersPage = lazy(() => import('../features/admin/pages/admin-orders-page.tsx'));
const BillingsPage = lazy(() => import('../features/billings/pages/billings-page.tsx'));
const AdminInvoicesPage = lazy(() => import('../features/admin/pages/admin-invoices-page.tsx'));
const CompaniesPage = lazy(() => import('../features/admin/pages/companies-page.tsx'));
const AdminJobsPage = lazy(() => import('../features/admin/pages/admin-jobs-page.tsx'));
const ConsoleSettingsPage = lazy(() => import('../features/admin/pages/console-settings-page.tsx'));
const WhatsNewPage = lazy(() => import('../features/admin/pages/whats-new-page.tsx'));
const AdminQuotationsPage = lazy(() => import('../features/admin/pages/admin-quotations-page.tsx'));
const AdminQuotationPage = lazy(() => import('../features/admin/pages/admin-quotation-page.tsx'));
const CataloguePage = lazy(() => import('../features/admin/pages/catalogue-page.tsx'));
const ProductEditorPage = lazy(() => import('../features/admin/pages/product-editor-page.tsx'));
const FinishingMethodsPage = lazy(() => import('../features/admin/pages/finishing-methods-page.tsx'));
const AdminRecommendedProductsPage = lazy(
  () => import('../features/admin/pages/recommended-products-page.tsx'),
);
const ShippingServicesPage = lazy(() => import('../features/admin/pages/shipping-services-page.tsx'));
const TaxRatesPage = lazy(() => import('../features/admin/pages/tax-rates-page.tsx'));
const DiscountCodesPage = lazy(() => import('../features/admin/pages/discount-codes-page.tsx'));

function standalone(element: React.ReactNode) {
  return <Suspense fallback={<PageLoading />}>{element}</Suspense>;
}

/**
 * The app's router. Made when the app starts, not when this module loads: /login may fetch the module early
 * (main.tsx), and a router made then would start from /login instead of where the sign-in leads.
 */
export function createAppRouter() {
  return createBrowserRouter([
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
}
