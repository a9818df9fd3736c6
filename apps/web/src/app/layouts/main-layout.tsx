import { MenuOutlined } from '@ant-design/icons';
import { Avatar, Button, Grid, Layout, Space, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { TopBarActions } from '../../features/navigation/components/top-bar-actions.tsx';
import { useCurrentUser } from '../../shared/auth/current-user.ts';
import { LiveryLogo } from '../../shared/components/livery-logo.tsx';
import { PageLoading } from '../../shared/components/page-loading.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../shared/components/skip-link.tsx';
import { EXTERNAL_LINKS, paths } from '../../shared/config/paths.ts';
import { routeName } from '../route-table.tsx';
import { SidebarMenu } from './sidebar-menu.tsx';

const SIDEBAR_BACKGROUND = '#16293f';

const NavigationDrawer = lazy(() => import('./navigation-drawer.tsx'));

function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const { data: user } = useCurrentUser();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <div style={{ padding: '20px 20px 12px' }}>
        <Link to={paths.overview} onClick={onNavigate} aria-label="Livery home">
          <LiveryLogo inverted />
        </Link>
      </div>
      <div
        style={{
          margin: '8px 16px 12px',
          padding: 12,
          borderRadius: 10,
          background: 'rgba(255,255,255,0.06)',
        }}
      >
        <Space align="center">
          <Avatar style={{ background: '#f4b942', color: SIDEBAR_BACKGROUND, fontWeight: 600 }}>
            {(user?.name || user?.email || '?').charAt(0).toUpperCase()}
          </Avatar>
          <div style={{ lineHeight: 1.3 }}>
            <Typography.Text strong style={{ color: '#fff', display: 'block' }} ellipsis>
              {user?.name || user?.email}
            </Typography.Text>
            <Space size={8}>
              <Link
                to={paths.profile}
                onClick={onNavigate}
                style={{ color: 'rgba(255,255,255,0.7)', fontSize: 12 }}
              >
                My Profile
              </Link>
              <Link
                to={paths.settings}
                onClick={onNavigate}
                style={{ color: 'rgba(255,255,255,0.7)', fontSize: 12 }}
              >
                Settings
              </Link>
            </Space>
          </div>
        </Space>
      </div>
      {/* minHeight 0 lets the menu shrink below its content and scroll on a short window. */}
      <div style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <SidebarMenu onNavigate={onNavigate} />
      </div>
      <div style={{ padding: 16, fontSize: 12, color: 'rgba(255,255,255,0.55)' }}>
        Need help?{' '}
        <a href={`mailto:${EXTERNAL_LINKS.supportEmail}`} style={{ color: '#f4b942' }}>
          {EXTERNAL_LINKS.supportEmail}
        </a>
      </div>
    </div>
  );
}

/** The main layout: sidebar (a drawer on phones), top bar with the route name, cart and settings. */
export function MainLayout() {
  const screens = Grid.useBreakpoint();
  const isNarrow = !(screens.lg ?? true);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [hasOpenedDrawer, setHasOpenedDrawer] = useState(false);
  const { pathname } = useLocation();

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      {isNarrow ? (
        // Loaded the first time the menu is opened, not with the page.
        hasOpenedDrawer ? (
          <Suspense fallback={null}>
            <NavigationDrawer
              open={isDrawerOpen}
              background={SIDEBAR_BACKGROUND}
              onClose={() => setDrawerOpen(false)}
            >
              <SidebarContent onNavigate={() => setDrawerOpen(false)} />
            </NavigationDrawer>
          </Suspense>
        ) : null
      ) : (
        <Layout.Sider
          width={256}
          style={{
            background: SIDEBAR_BACKGROUND,
            position: 'sticky',
            top: 0,
            height: '100vh',
            overflow: 'hidden',
          }}
        >
          <SidebarContent />
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header
          style={{
            background: '#fff',
            padding: isNarrow ? '0 12px' : '0 28px',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            borderBottom: '1px solid #e8ecf2',
            position: 'sticky',
            top: 0,
            zIndex: 10,
          }}
        >
          <Space align="center">
            {isNarrow ? (
              <Button
                type="text"
                icon={<MenuOutlined />}
                aria-label="Open the menu"
                onClick={() => {
                  setHasOpenedDrawer(true);
                  setDrawerOpen(true);
                }}
              />
            ) : null}
            <Typography.Title
              level={4}
              ellipsis
              style={{ margin: 0, fontSize: isNarrow ? 17 : undefined, maxWidth: isNarrow ? 180 : undefined }}
            >
              {routeName(pathname)}
            </Typography.Title>
          </Space>
          <TopBarActions />
        </Layout.Header>
        <Layout.Content
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          style={{ padding: isNarrow ? 12 : 28, background: '#f4f6fa', outline: 'none', minWidth: 0 }}
        >
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
