import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * A list's total as a column of its page statement: an uncorrelated scalar subquery, which PostgreSQL runs once
 * per statement (an InitPlan), so the page and its count cost one round trip (issue 23: a statement is about
 * 0.8 ms of Node CPU). Not `count(*) over ()`, which would count by reading every matching row before the LIMIT.
 */
export function totalColumn(count: SQLWrapper): SQL.Aliased<number> {
  return sql<number>`(${count})`.mapWith(Number).as('page_total');
}

/**
 * The total a page carried, or, for a page past the end (no row to carry it), the separate count: an empty
 * first page means nothing matched.
 */
export async function pageTotal(
  rows: ReadonlyArray<{ total: number }>,
  offset: number,
  countAgain: () => Promise<number>,
): Promise<number> {
  const first = rows[0];
  if (first) return first.total;
  return offset === 0 ? 0 : countAgain();
}
