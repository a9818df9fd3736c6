import { DownOutlined, MailOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Avatar, Badge, Button, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../shared/auth/current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { useCartQuantity } from '../api/get-cart-quantity.ts';
import { useInvitations } from '../api/get-invitations.ts';

const loadSettingsMenu = () => import('./settings-menu.tsx');
const SettingsMenu = lazy(loadSettingsMenu);
const preloadSettingsMenu = () => void loadSettingsMenu().catch(() => {});

/** The cart icon with its badge, and the settings menu with invitations, My Profile and Logout. */
export function TopBarActions() {
  const { data: user } = useCurrentUser();
  const { data: quantity = 0 } = useCartQuantity();
  const { data: invitations = [] } = useInvitations();
  const navigate = useNavigate();
  // The menu (antd's Dropdown and Menu) loads the first time it is wanted and then shows open; until then the
  // button stands alone. The button that takes its place keeps the focus.
  const [isMenuWanted, setMenuWanted] = useState(false);

  const settingsButton = (
    <Button
      type="text"
      aria-label="Settings menu"
      aria-haspopup="menu"
      style={{ height: 40 }}
      autoFocus={isMenuWanted}
      onPointerEnter={isMenuWanted ? undefined : preloadSettingsMenu}
      onFocus={isMenuWanted ? undefined : preloadSettingsMenu}
      onClick={isMenuWanted ? undefined : () => setMenuWanted(true)}
    >
      <Badge dot={invitations.length > 0} offset={[-4, 4]}>
        <Avatar size={30} style={{ background: '#1f3a5f' }}>
          {(user?.name || user?.email || '?').charAt(0).toUpperCase()}
        </Avatar>
      </Badge>
      {invitations.length > 0 ? <MailOutlined /> : null}
      <DownOutlined style={{ fontSize: 11 }} />
    </Button>
  );

  return (
    <Space size={16} align="center">
      <Badge count={quantity} size="small" color="#f4b942" style={{ color: '#1f3a5f' }}>
        <Button
          type="text"
          shape="circle"
          aria-label={`Cart, ${quantity} item${quantity === 1 ? '' : 's'}`}
          icon={<ShoppingCartOutlined style={{ fontSize: 20 }} />}
          onClick={() => navigate(paths.cart)}
        />
      </Badge>
      {isMenuWanted ? (
        <Suspense fallback={settingsButton}>
          <SettingsMenu invitations={invitations}>{settingsButton}</SettingsMenu>
        </Suspense>
      ) : (
        settingsButton
      )}
    </Space>
  );
}
