import {
  Avatar,
  Card,
  Col,
  Empty,
  Flex,
  Input,
  List,
  Row,
  Skeleton,
  Statistic,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useJoinedTeams } from '../../../shared/api/get-joined-teams.ts';
import { useCurrentUser } from '../../../shared/auth/current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { AccountForm } from '../components/account-form.tsx';
import { AddressesCard } from '../components/addresses-card.tsx';
import { PasswordForm } from '../components/password-form.tsx';

function roleLabel(department: string | null): string {
  return department === 'person_in_charge' ? 'Person in charge' : 'Team member';
}

/** /profile: the user card, the account and password forms, company addresses and teams. */
export default function ProfilePage() {
  const { data: user } = useCurrentUser();
  const teams = useJoinedTeams();
  const [teamSearch, setTeamSearch] = useState('');
  if (!user) return <Skeleton active />;
  const matchingTeams = (teams.data ?? []).filter((team) =>
    team.name.toLowerCase().includes(teamSearch.trim().toLowerCase()),
  );

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={9}>
        <Card style={{ marginBottom: 16 }}>
          <Flex vertical align="center" gap={8}>
            <Avatar size={72} style={{ background: '#1f3a5f', fontSize: 30 }}>
              {(user.name || user.email).charAt(0).toUpperCase()}
            </Avatar>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {user.name || user.email}
            </Typography.Title>
            <Typography.Text type="secondary">{user.company.name}</Typography.Text>
            <Tag color="gold">{roleLabel(user.department)}</Tag>
            <Flex gap={32} style={{ marginTop: 8 }}>
              <Statistic title="Teams" value={user.team_qty} />
              <Statistic title="Products" value={user.product_qty} />
            </Flex>
          </Flex>
        </Card>
        <Card title="Teams">
          <Input.Search
            allowClear
            placeholder="Search teams"
            aria-label="Search teams"
            value={teamSearch}
            onChange={(event) => setTeamSearch(event.target.value)}
            style={{ marginBottom: 8 }}
          />
          <List
            loading={teams.isPending}
            dataSource={matchingTeams}
            locale={{ emptyText: <Empty description="No team matches." /> }}
            renderItem={(team) => (
              <List.Item key={team.uuid} extra={team.is_default ? <Tag color="blue">Default</Tag> : null}>
                <List.Item.Meta
                  title={<Link to={paths.team(team.uuid)}>{team.name}</Link>}
                  description={`${team.members} member${team.members === 1 ? '' : 's'} · ${team.role}`}
                />
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col xs={24} lg={15}>
        <Card style={{ marginBottom: 16 }}>
          <Tabs
            items={[
              { key: 'account', label: 'Account', children: <AccountForm user={user} /> },
              { key: 'password', label: 'Password', children: <PasswordForm /> },
            ]}
          />
        </Card>
        <AddressesCard user={user} />
      </Col>
    </Row>
  );
}
