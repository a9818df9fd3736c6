import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, type MenuProps, Space } from 'antd';
import { type ReactElement, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { useAnswerInvitation } from '../api/answer-invitation.ts';
import type { getInvitations } from '../api/get-invitations.ts';
import { useLogout } from '../hooks/use-logout.ts';

/**
 * The top bar's settings menu (invitations, My Profile, Logout) around its button. A chunk of its own, loaded the
 * first time the button is pointed at, focused or clicked, and shown open: antd's Dropdown and Menu are not part of
 * a page's first JavaScript.
 */
export default function SettingsMenu({
  invitations,
  children,
}: {
  invitations: Awaited<ReturnType<typeof getInvitations>>;
  children: ReactElement;
}) {
  const [isOpen, setOpen] = useState(true);
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
    <Dropdown
      menu={{ items }}
      trigger={['click']}
      placement="bottomRight"
      open={isOpen}
      onOpenChange={setOpen}
    >
      {children}
    </Dropdown>
  );
}
