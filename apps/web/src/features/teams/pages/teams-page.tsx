import { PlusOutlined } from '@ant-design/icons';
import type { Team } from '@livery/api-schemas/teams';
import { App, Button, Card, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useJoinedTeams } from '../../../shared/api/get-joined-teams.ts';
import { useCurrentUser } from '../../../shared/auth/current-user.ts';
import { PageHeader } from '../../../shared/components/page-header.tsx';
import { type ResponsiveColumn, ResponsiveTable } from '../../../shared/components/responsive-table.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { useCreateTeam } from '../api/create-team.ts';
import { useSetDefaultTeam } from '../api/set-default-team.ts';
import { TeamNameModal } from '../components/team-name-modal.tsx';

/** /teams: the teams the user has joined, the default one, and a new team with invitations. */
export default function TeamsPage() {
  const teams = useJoinedTeams();
  const { data: user } = useCurrentUser();
  const setDefaultTeam = useSetDefaultTeam();
  const createTeam = useCreateTeam();
  const { notification } = App.useApp();
  const [isCreating, setCreating] = useState(false);
  const canInvite = user?.department === 'person_in_charge';

  const setDefault = async (team: Team | null) => {
    const { message } = await setDefaultTeam.mutateAsync(team?.uuid ?? null);
    notification.success({ message, duration: 2 });
  };

  const columns: ResponsiveColumn<Team>[] = [
    {
      title: 'Name',
      dataIndex: 'name',
      render: (name: string, team) => (
        <>
          <Link to={paths.team(team.uuid)}>{name}</Link>{' '}
          {team.is_default ? <Tag color="blue">Default</Tag> : null}
        </>
      ),
      card: 'title',
    },
    { title: 'Members', dataIndex: 'members' },
    {
      title: 'Your role',
      dataIndex: 'role',
      render: (role: string) => <Tag>{role === 'creator' ? 'Creator' : 'Member'}</Tag>,
      card: 'status',
    },
    { title: 'Created by', dataIndex: 'user_name' },
    {
      title: 'Default',
      key: 'default',
      card: 'actions',
      render: (_, team) =>
        team.is_default ? (
          <Button size="small" onClick={() => setDefault(null)}>
            Remove default
          </Button>
        ) : (
          <Button size="small" onClick={() => setDefault(team)}>
            Set as default
          </Button>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Teams"
        subtitle="The teams you order for. Your default team is chosen first at checkout."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            Add New Team
          </Button>
        }
      />
      <Card>
        <ResponsiveTable<Team>
          rowKey="uuid"
          columns={columns}
          dataSource={teams.data ?? []}
          loading={teams.isPending}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      </Card>
      {isCreating ? (
        <TeamNameModal
          title="Add New Team"
          okText="Create team"
          withInvitations={canInvite}
          onClose={() => setCreating(false)}
          onSubmit={async ({ name, invite_members }) => {
            const { message } = await createTeam.mutateAsync({
              teams: { name },
              invite_members: invite_members?.trim() || undefined,
              role: 'member',
            });
            notification.success({ message, duration: 2 });
          }}
        />
      ) : null}
    </>
  );
}
