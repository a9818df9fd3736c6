import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DatabaseOrTransaction } from './database.ts';
import { teamMembers } from './schema.ts';

/** Who is looking: the user and their company. */
export interface Viewer {
  id: number;
  companyId: number;
}

/**
 * The team rule of company records (saved products, artworks): a record of the viewer's company is seen when
 * it is in no team, in a team the viewer joined, or when `alsoVisible` holds (e.g. shared with the company).
 */
export function visibleInViewerTeams(
  db: DatabaseOrTransaction,
  viewer: Viewer,
  columns: { companyId: AnyPgColumn; teamId: AnyPgColumn },
  alsoVisible?: SQL,
): SQL {
  const joinedTeamIds = db
    .select({ id: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, viewer.id), eq(teamMembers.status, 'joined')));
  return and(
    eq(columns.companyId, viewer.companyId),
    or(isNull(columns.teamId), alsoVisible, inArray(columns.teamId, joinedTeamIds)),
  )!;
}
