// One row of `npm run bench`'s table. Every scenario module under bench/scenarios/ default-exports a Scenario;
// bench/run.ts runs them all and prints their rows in one table.

export interface BenchRow {
  /** e.g. 'P2 GET /api/orders page 1 (1M orders, 50 conn)' */
  scenario: string;
  /** what was measured, with units: '812 req/s, p99 31 ms' */
  figure: string;
  /** the same-run anchor and its figure: 'fixed 25-row Fastify route: p99 9 ms' */
  anchor: string;
  /** figure / anchor as printed: '3.4x' or '72 %' */
  ratio: string;
  /** the target: 'p99 <= 50 ms; <= 3x anchor' */
  target: string;
  /** null when the row could not be measured here; `figure` then says why */
  pass: boolean | null;
}

export interface BenchContext {
  /** small sizes, whole suite under 2 minutes (CI) */
  quick: boolean;
  /** a PostgreSQL database filled by `npm run bench:data`, when there is one */
  databaseUrl?: string;
}

export type Scenario = (context: BenchContext) => Promise<BenchRow[]>;
