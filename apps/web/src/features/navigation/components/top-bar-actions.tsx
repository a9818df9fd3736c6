import {
  DownOutlined,
  LogoutOutlined,
  MailOutlined,
  ShoppingCartOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Avatar, Badge, Button, Dropdown, type MenuProps, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../shared/auth/current-user.ts';
import { clearSession, storeUser } from '../../../shared/auth/session-store.ts';
import { paths } from '../../../shared/config/paths.ts';
import { useAnswerInvitation } from '../api/answer-invitation.ts';
import { useCartQuantity } from '../api/get-cart-quantity.ts';
import { useInvitations } from '../api/get-invitations.ts';
import { signOut } from '../api/sign-out.ts';

/** The cart icon with its badge, and the settings menu with invitations, My Profile and Logout. */
export function TopBarActions() {
  const { data: user } = useCurrentUser();
  const { data: quantity = 0 } = useCartQuantity();
  const { data: invitations = [] } = useInvitations();
  const answer = useAnswerInvitation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { notification } = App.useApp();

  const respond = async (id: number, reply: 'approved_team' | 'denied_team') => {
    const { message } = await answer.mutateAsync({ id, answer: reply });
    notification.success({ message, duration: 2 });
    void navigate(paths.teams);
  };

  const invitationItems: MenuProps['items'] =
    invitations.length === 0
      ? [{ key: 'no-invitations', label: 'No pending invitations', disabled: true }]
      : invitations.map((invitation) => ({
          key: `invitation-${invitation.id}`,
          label: (
            <div style={{ maxWidth: 260 }}>
              <div>
                <strong>{invitation.invitor}</strong> invited you to <strong>{invitation.team_name}</strong>
              </div>
              <Space style={{ marginTop: 6 }}>
                <Button size="small" type="primary" onClick={() => respond(invitation.id, 'approved_team')}>
                  Approve
                </Button>
                <Button size="small" onClick={() => respond(invitation.id, 'denied_team')}>
                  Decline
                </Button>
              </Space>
            </div>
          ),
        }));

  const items: MenuProps['items'] = [
    { type: 'group', key: 'invitations', label: 'Team invitations', children: invitationItems },
    { type: 'divider' },
    { key: 'profile', icon: <UserOutlined />, label: 'My Profile', onClick: () => navigate(paths.profile) },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Logout', onClick: logout },
  ];

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
      <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
        <Button type="text" aria-label="Settings menu" style={{ height: 40 }}>
          <Badge dot={invitations.length > 0} offset={[-4, 4]}>
            <Avatar size={30} style={{ background: '#1f3a5f' }}>
              {(user?.name || user?.email || '?').charAt(0).toUpperCase()}
            </Avatar>
          </Badge>
          {invitations.length > 0 ? <MailOutlined /> : null}
          <DownOutlined style={{ fontSize: 11 }} />
        </Button>
      </Dropdown>
    </Space>
  );
}

/** Signs out from anywhere (the admin console and setup use it too). */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await signOut().catch(() => undefined);
    clearSession();
    storeUser(null);
    queryClient.clear();
    void navigate(paths.login, { replace: true });
  };
}
