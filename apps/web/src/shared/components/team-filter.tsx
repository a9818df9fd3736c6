import { Select } from 'antd';
import { useJoinedTeams } from '../api/get-joined-teams.ts';

/** A list's team filter: the user's teams, cleared to show all of them. */
export function TeamFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (teamId: number | null) => void;
}) {
  const teams = useJoinedTeams();
  return (
    <Select
      aria-label="Team"
      allowClear
      placeholder="All teams"
      value={value}
      onChange={(chosen) => onChange(chosen ?? null)}
      style={{ width: 200 }}
      options={(teams.data ?? []).map((team) => ({ value: team.id, label: team.name }))}
    />
  );
}
