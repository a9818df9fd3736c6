import { DeleteOutlined, EditOutlined, MailOutlined, UserAddOutlined } from '@ant-design/icons';
import type { TeamMember } from '@livery/api-schemas/teams';
import { memberStatusTone } from '@livery/domain/status-colour';
import { App, Button, Card, Result, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { useCurrentUser } from '../../../shared/auth/current-user.ts';
import { PageHeader } from '../../../shared/components/page-header.tsx';
import { type ResponsiveColumn, ResponsiveTable } from '../../../shared/components/responsive-table.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete.ts';
import { useDeleteTeam } from '../api/delete-team.ts';
import { useMembers } from '../api/get-team-members.ts';
import { useInviteTeamMembers } from '../api/invite-team-members.ts';
import { useRemoveTeamMember } from '../api/remove-team-member.ts';
import { useRenameTeam } from '../api/rename-team.ts';
import { useResendTeamInvitation } from '../api/resend-team-invitation.ts';
import { InviteModal } from '../components/invite-modal.tsx';
import { TeamBudgetCard } from '../components/team-budget-card.tsx';
import { TeamNameModal } from '../components/team-name-modal.tsx';

const STATUS_COLOUR = { success: 'green', danger: 'red', warning: 'gold' } as const;
const STATUS_LABEL: Record<string, string> = {
  joined: 'Joined',
  not_joined: 'Not joined',
  pending: 'Invited',
};

/**
 * /teams/{id}: the team's budget and members with their status; the creator renames, deletes, resends and
 * removes; a person in charge sets the budget.
 */
export default function TeamPage() {
  const { id = '' } = useParams();
  const members = useMembers(id);
  const { data: user } = useCurrentUser();
  const resendInvitation = useResendTeamInvitation();
  const removeMember = useRemoveTeamMember();
  const deleteTeam = useDeleteTeam();
  const renameTeam = useRenameTeam();
  const inviteMembers = useInviteTeamMembers();
  const navigate = useNavigate();
  const { modal, notification } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const [dialog, setDialog] = useState<'rename' | 'invite' | null>(null);

  if (members.isPending) return <Skeleton active />;
  if (members.error) {
    const isMissing = members.error instanceof ApiError && members.error.status === 404;
    return (
      <Result
        status={isMissing ? '404' : 'error'}
        title={isMissing ? 'Team not found' : 'The team could not be loaded'}
        extra={<Link to={paths.teams}>Back to Teams</Link>}
      />
    );
  }
  const { team, current_user_role: role } = members.data;
  const isCreator = role === 'creator';
  const canInvite = user?.department === 'person_in_charge';

  const columns: ResponsiveColumn<TeamMember>[] = [
    { title: 'Name', dataIndex: 'name', card: 'title' },
    { title: 'E-mail', dataIndex: 'email' },
    {
      title: 'Role',
      dataIndex: 'role',
      render: (value: string) => (value === 'creator' ? 'Creator' : 'Member'),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (status: string) => {
        const tone = memberStatusTone(status);
        return (
          <Tag color={STATUS_COLOUR[tone as keyof typeof STATUS_COLOUR] ?? 'gold'}>
            {STATUS_LABEL[status] ?? status}
          </Tag>
        );
      },
      card: 'status',
    },
    ...(isCreator
      ? [
          {
            title: 'Actions',
            key: 'actions',
            card: 'actions' as const,
            render: (_: unknown, member: TeamMember) =>
              member.role === 'creator' ? null : (
                <Space>
                  {member.status !== 'joined' ? (
                    <Button
                      size="small"
                      icon={<MailOutlined />}
                      onClick={async () => {
                        const { message } = await resendInvitation.mutateAsync({
                          team_id: team.uuid,
                          user_email: member.email,
                        });
                        notification.success({ message, duration: 2 });
                      }}
                    >
                      Resend
                    </Button>
                  ) : null}
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Remove ${member.email}`}
                    onClick={() =>
                      modal.confirm({
                        title: 'Are you sure?',
                        content: "You won't be able to revert this!",
                        okText: 'Yes, remove',
                        okButtonProps: { danger: true },
                        onOk: async () => {
                          const { message } = await removeMember.mutateAsync({
                            teamUuid: team.uuid,
                            memberEmail: member.email,
                          });
                          notification.success({ message, duration: 2 });
                        },
                      })
                    }
                  >
                    Remove
                  </Button>
                </Space>
              ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title={team.name}
        subtitle={<Link to={paths.teams}>All teams</Link>}
        extra={
          <Space wrap>
            {canInvite ? (
              <Button type="primary" icon={<UserAddOutlined />} onClick={() => setDialog('invite')}>
                Invite New
              </Button>
            ) : null}
            {isCreator ? (
              <>
                <Button icon={<EditOutlined />} onClick={() => setDialog('rename')}>
                  Rename
                </Button>
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() =>
                    confirmDelete(async () => {
                      const { message } = await deleteTeam.mutateAsync(team.uuid);
                      notification.success({ message, duration: 2 });
                      void navigate(paths.teams);
                    })
                  }
                >
                  Delete team
                </Button>
              </>
            ) : null}
          </Space>
        }
      />
      <TeamBudgetCard teamUuid={team.uuid} />
      <Card title="Members">
        <ResponsiveTable<TeamMember>
          rowKey="id"
          columns={columns}
          dataSource={members.data.members}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      </Card>
      {dialog === 'rename' ? (
        <TeamNameModal
          title="Rename team"
          okText="Save"
          initialName={team.name}
          onClose={() => setDialog(null)}
          onSubmit={async ({ name }) => {
            await renameTeam.mutateAsync({ teamUuid: team.uuid, name });
            notification.success({ message: 'Updated!', duration: 2 });
          }}
        />
      ) : null}
      {dialog === 'invite' ? (
        <InviteModal
          onClose={() => setDialog(null)}
          onSubmit={async (emails) => {
            const { message } = await inviteMembers.mutateAsync({
              team_id: team.uuid,
              emails,
              role: 'member',
            });
            notification.success({ message, duration: 2 });
          }}
        />
      ) : null}
    </>
  );
}
