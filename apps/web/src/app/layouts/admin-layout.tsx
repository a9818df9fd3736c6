import { LogoutOutlined } from '@ant-design/icons';
import { Button, Grid, Layout, Menu, Space, Tag, Typography } from 'antd';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useLogout } from '../../features/navigation/components/top-bar-actions.tsx';
import { useCurrentUser } from '../../shared/auth/current-user.ts';
import { LiveryLogo } from '../../shared/components/livery-logo.tsx';
import { PageLoading } from '../../shared/components/page-loading.tsx';
import { paths } from '../../shared/config/paths.ts';

/** The console's sections, in the order provider staff work through them. */
const ADMIN_NAV = [
  { key: paths.adminOrders, label: <Link to={paths.adminOrders}>Orders</Link> },
  { key: paths.adminShippingServices, label: <Link to={paths.adminShippingServices}>Shipping</Link> },
  { key: paths.adminTaxRates, label: <Link to={paths.adminTaxRates}>Tax rates</Link> },
  { key: paths.adminDiscountCodes, label: <Link to={paths.adminDiscountCodes}>Discount codes</Link> },
];

/** The provider console's layout. */
export function AdminLayout() {
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  const selected = ADMIN_NAV.find((entry) => pathname.startsWith(entry.key))?.key ?? paths.adminOrders;
  return (
    <Layout style={{ minHeight: '100vh', background: '#f4f6fa' }}>
      <Layout.Header
        style={{
          background: '#16293f',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          padding: '0 16px',
        }}
      >
        <Space align="center" size={12} style={{ flex: 'none', whiteSpace: 'nowrap' }}>
          <Link to={paths.admin} aria-label="Provider console home">
            <LiveryLogo inverted />
          </Link>
          <Tag color="gold" bordered={false}>
            Provider console
          </Tag>
        </Space>
        <Space align="center">
          {screens.md ? (
            <Typography.Text style={{ color: 'rgba(255,255,255,0.85)' }}>{user?.name}</Typography.Text>
          ) : null}
          <Button ghost icon={<LogoutOutlined />} onClick={logout} aria-label="Logout">
            {screens.sm ? 'Logout' : null}
          </Button>
        </Space>
      </Layout.Header>
      <nav aria-label="Provider console" style={{ background: '#fff', borderBottom: '1px solid #e8ecf2' }}>
        <Menu
          mode="horizontal"
          selectedKeys={[selected]}
          items={ADMIN_NAV}
          style={{ maxWidth: 1320, margin: '0 auto', borderBottom: 'none' }}
        />
      </nav>
      <Layout.Content style={{ padding: 16, width: '100%', maxWidth: 1320, margin: '0 auto' }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}
