/** The teams page's keys (the joined teams themselves are the shared `sharedKeys.teams`). */
export const teamKeys = {
  members: ['team-members'] as const,
  membersOf: (teamUuid: string) => [...teamKeys.members, teamUuid] as const,
};
