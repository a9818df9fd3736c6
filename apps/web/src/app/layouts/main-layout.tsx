import { MenuOutlined } from '@ant-design/icons';
import { Button, Grid, Layout, Space, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { TopBarActions } from '../../features/navigation/components/top-bar-actions.tsx';
import { PageLoading } from '../../shared/components/page-loading.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../shared/components/skip-link.tsx';
import { routeName } from '../route-table.tsx';
import { SIDEBAR_BACKGROUND } from './sidebar-background.ts';

const NavigationDrawer = lazy(() => import('./navigation-drawer.tsx'));

const loadSidebarContent = () => import('./sidebar-content.tsx');
const SidebarContent = lazy(loadSidebarContent);
/** antd's `lg` breakpoint: from it up the sidebar shows, below it the menu button opens a drawer. */
const WIDE_SCREEN_QUERY = '(min-width: 992px)';
const isWideScreen = () => window.matchMedia?.(WIDE_SCREEN_QUERY).matches ?? true;
// A wide screen shows the sidebar at once: its chunk starts loading with the layout's, not once the layout renders.
// A phone loads it with the drawer, the first time the menu is opened.
if (isWideScreen()) void loadSidebarContent();

/** The main layout: sidebar (a drawer on phones), top bar with the route name, cart and settings. */
export function MainLayout() {
  // antd knows the breakpoints only after the first render: until then the screen is asked directly, so a phone's
  // first render is a phone's (not the sidebar, whose chunks it would load, then the drawer's button).
  const isNarrow = !(Grid.useBreakpoint().lg ?? isWideScreen());
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
              <Suspense fallback={null}>
                <SidebarContent onNavigate={() => setDrawerOpen(false)} />
              </Suspense>
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
          <Suspense fallback={null}>
            <SidebarContent />
          </Suspense>
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
