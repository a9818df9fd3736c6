import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { withCompiledRowMapping } from './compiled-row-mapping.ts';
import { companies, teams, users } from './schema.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  for (let index = 0; index < 3; index += 1) await createBuyer(testApp.database.db);
});
afterAll(() => testApp.close());

/** A select shaped like a list's: a nested object of columns, joined names, a timestamp and mapped `sql` fields. */
const teamsWithCompany = (db: TestApp['database']['db']) =>
  db
    .select({
      team: { id: teams.id, name: teams.name, createdAt: teams.createdAt },
      companyName: companies.name,
      creatorName: users.name,
      nothing: sql<string | null>`null`,
      doubled: sql<number>`${teams.id} * 2`.mapWith(Number),
      total: sql<number>`(select count(*) from ${teams})`.mapWith(Number).as('total'),
    })
    .from(teams)
    .innerJoin(companies, eq(companies.id, teams.companyId))
    .innerJoin(users, eq(users.id, teams.creatorId))
    .orderBy(teams.id);

describe('rows mapped by a mapper made once', () => {
  it('are the objects Drizzle maps itself, nested parts, nulls, dates and mapped values alike', async () => {
    const { db } = testApp.database;
    const byDrizzle = await teamsWithCompany(db).prepare('test_rows_by_drizzle').execute();
    const compiled = withCompiledRowMapping(teamsWithCompany(db)).prepare('test_rows_compiled');
    const mapped = await compiled.execute();

    expect(byDrizzle.length).toBeGreaterThanOrEqual(3);
    expect(mapped).toEqual(byDrizzle);
    expect(mapped[0]!.team.createdAt).toBeInstanceOf(Date);
    expect(typeof mapped[0]!.total).toBe('number');
    // Executed again, the same statement maps its rows the same way.
    expect(await compiled.execute()).toEqual(byDrizzle);
  });

  it('leave a statement with a left join to Drizzle, which may turn an unmatched table into null', async () => {
    const { db } = testApp.database;
    const leftJoined = withCompiledRowMapping(
      db
        .select({ team: { id: teams.id }, company: { name: companies.name } })
        .from(teams)
        .leftJoin(companies, eq(companies.id, sql`-1`))
        .orderBy(teams.id),
    ).prepare('test_rows_left_joined');

    expect((leftJoined as unknown as { customResultMapper?: unknown }).customResultMapper).toBeUndefined();
    const rows = await leftJoined.execute();
    expect(rows[0]!.company).toBeNull();
  });
});
