import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { TopBarActions } from '../../features/navigation/components/top-bar-actions.tsx';
import { LiveryLogo } from '../../shared/components/livery-logo.tsx';
import { PageLoading } from '../../shared/components/page-loading.tsx';
import { paths } from '../../shared/config/paths.ts';

/** The second layout (profile and settings): a slim top bar and centred content. */
export function SecondLayout() {
  return (
    <Layout style={{ minHeight: '100vh', background: '#f4f6fa' }}>
      <Layout.Header
        style={{
          background: '#fff',
          borderBottom: '1px solid #e8ecf2',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          padding: '0 16px',
        }}
      >
        <Link to={paths.overview} aria-label="Livery home">
          <LiveryLogo />
        </Link>
        <TopBarActions />
      </Layout.Header>
      <Layout.Content style={{ width: '100%', maxWidth: 1080, margin: '0 auto', padding: 16 }}>
        <Link to={paths.overview}>
          <Button type="link" icon={<ArrowLeftOutlined />} style={{ paddingInline: 0, marginBottom: 8 }}>
            Back to Dashboard
          </Button>
        </Link>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}
