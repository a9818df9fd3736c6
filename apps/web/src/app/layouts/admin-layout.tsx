import { LogoutOutlined } from '@ant-design/icons';
import { Badge, Button, Grid, Layout, Menu, Space, Tag, Typography } from 'antd';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useLogout } from '../../features/navigation/hooks/use-logout.ts';
import { useUnreadMessages } from '../../shared/api/get-unread-messages.ts';
import { useCurrentUser } from '../../shared/auth/current-user.ts';
import { LiveryLogo } from '../../shared/components/livery-logo.tsx';
import { PageLoading } from '../../shared/components/page-loading.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../shared/components/skip-link.tsx';
import { paths } from '../../shared/config/paths.ts';

/** The console's sections; the entry whose path starts the current location is highlighted. */
const CONSOLE_SECTIONS = [
  { key: paths.adminWhatsNew, label: "What's new" },
  { key: paths.adminOrders, label: 'Orders' },
  { key: paths.adminProofs, label: 'Proofs' },
  { key: paths.adminInvoices, label: 'Invoices' },
  { key: paths.adminCompanies, label: 'Companies' },
  { key: paths.adminQuotations, label: 'Quote desk' },
  { key: paths.adminCatalogue, label: 'Catalogue' },
  { key: paths.adminFinishingMethods, label: 'Finishing' },
  { key: paths.adminRecommendedProducts, label: 'Recommended' },
  { key: paths.adminShippingServices, label: 'Shipping' },
  { key: paths.adminTaxRates, label: 'Tax rates' },
  { key: paths.adminDiscountCodes, label: 'Discount codes' },
  { key: paths.adminJobs, label: 'Jobs' },
  { key: paths.adminWebhooks, label: 'Webhooks' },
  { key: paths.adminSettings, label: 'Settings' },
];

function currentSection(pathname: string): string {
  const match = CONSOLE_SECTIONS.find((section) => pathname.startsWith(section.key));
  return match?.key ?? paths.adminOrders;
}

/** The provider console's layout. */
export function AdminLayout() {
  const { data: user } = useCurrentUser();
  const unread = useUnreadMessages(Boolean(user)).data?.unread_count ?? 0;
  const logout = useLogout();
  const location = useLocation();
  // On a phone the header keeps the logo and Logout; the console tag and the name would wrap.
  const isWide = Grid.useBreakpoint().md ?? true;
  return (
    <Layout style={{ minHeight: '100vh', background: '#f4f6fa' }}>
      <SkipLink />
      <Layout.Header
        style={{
          background: '#16293f',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          padding: '0 16px',
        }}
      >
        <Space align="center" size={12}>
          <Link to={paths.admin} aria-label="Provider console home">
            <LiveryLogo inverted />
          </Link>
          {isWide ? (
            <Tag color="gold" bordered={false}>
              Provider console
            </Tag>
          ) : null}
        </Space>
        <Space align="center">
          {isWide ? (
            <Typography.Text style={{ color: 'rgba(255,255,255,0.85)' }}>{user?.name}</Typography.Text>
          ) : null}
          <Button ghost icon={<LogoutOutlined />} onClick={logout}>
            Logout
          </Button>
        </Space>
      </Layout.Header>
      {/* On a phone the sections scroll sideways rather than hide behind an overflow menu. */}
      <nav
        aria-label="Provider console"
        style={{ background: '#fff', borderBottom: '1px solid #e6eaf0', overflowX: 'auto' }}
      >
        <Menu
          mode="horizontal"
          disabledOverflow
          selectedKeys={[currentSection(location.pathname)]}
          style={{
            maxWidth: 1320,
            margin: '0 auto',
            borderBottom: 'none',
            flexWrap: 'nowrap',
            width: 'max-content',
            minWidth: '100%',
          }}
          items={CONSOLE_SECTIONS.map((section) => ({
            key: section.key,
            label: (
              <Link to={section.key}>
                {section.label}
                {section.key === paths.adminOrders && unread > 0 ? (
                  <Badge
                    count={unread}
                    size="small"
                    style={{ marginInlineStart: 6 }}
                    title={`${unread} unread messages`}
                    data-testid="unread-messages"
                  />
                ) : null}
              </Link>
            ),
          }))}
        />
      </nav>
      <Layout.Content
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        style={{ padding: 16, width: '100%', maxWidth: 1320, margin: '0 auto', outline: 'none' }}
      >
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}
