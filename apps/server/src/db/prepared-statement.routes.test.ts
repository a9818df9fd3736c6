import { asc, desc, ilike, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { statementPerShape } from './prepared-statement.ts';
import { companies } from './schema.ts';

let testApp: TestApp;
let made: Array<{ id: number; name: string }>;
beforeAll(async () => {
  testApp = await createTestApp();
  made = [];
  for (let index = 0; index < 40; index += 1) {
    const { id, name } = await createCompany(testApp.database.db, {
      name: `Shape ${String(index).padStart(2, '0')}`,
    });
    made.push({ id, name });
  }
});
afterAll(() => testApp.close());

interface CompanyPageValues extends Record<string, unknown> {
  ids?: number[];
  namePattern?: string;
  limit: number;
}

/** Built once per shape: the ids' count, whether a name filter is on, and the sort. */
const companiesPage = statementPerShape(
  'test_companies_page',
  (db, values: CompanyPageValues, newestFirst: boolean) =>
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(
        values.namePattern !== undefined
          ? ilike(companies.name, values.namePattern)
          : values.ids !== undefined
            ? inArray(companies.id, values.ids)
            : undefined,
      )
      .orderBy(newestFirst ? desc(companies.id) : asc(companies.id))
      .limit(values.limit),
);

describe('a statement prepared per shape', () => {
  it('answers each call with its own values, in every shape, also past the shapes it keeps prepared', async () => {
    const { db } = testApp.database;
    // 40 lengths of the id list: 40 shapes, more than are kept prepared; each answer is that call's companies.
    for (let count = 1; count <= made.length; count += 1) {
      const chosen = made.slice(made.length - count);
      const rows = await companiesPage(db, { ids: chosen.map((company) => company.id), limit: 100 }, false);
      expect(rows.map((row) => row.id)).toEqual(chosen.map((company) => company.id));
    }
    // The same shape again, other values: a prepared statement answers with the new ones.
    const [first, second] = made;
    expect(await companiesPage(db, { ids: [first!.id], limit: 5 }, true)).toEqual([first]);
    expect(await companiesPage(db, { ids: [second!.id], limit: 5 }, true)).toEqual([second]);
    expect(await companiesPage(db, { namePattern: 'Shape 3%', limit: 3 }, true)).toEqual(
      made
        .filter((company) => company.name.startsWith('Shape 3'))
        .reverse()
        .slice(0, 3),
    );
  });
});
