import { Avatar, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useCurrentUser } from '../../shared/auth/current-user.ts';
import { LiveryLogo } from '../../shared/components/livery-logo.tsx';
import { EXTERNAL_LINKS, paths } from '../../shared/config/paths.ts';
import { SIDEBAR_BACKGROUND } from './sidebar-background.ts';
import { SidebarMenu } from './sidebar-menu.tsx';

/**
 * The sidebar: logo, the user with My Profile and Settings, the menu and the help address. A chunk of its own: a
 * phone shows it only in the drawer, once the menu is opened, so antd's Menu is not part of its first page.
 */
export default function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
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
