#!/usr/bin/env node
// npm run check:security: the security battery of issue 10, one table row per check (test, cases, figure, pass).
// `--quick` runs the API-test forms that CI runs; without it, each group's full form runs and prints figures.
// Each group of rows lives in its own module under scripts/security-checks/.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const isQuick = process.argv.includes('--quick');

/** Groups of checks: a full form printing rows as JSON, and the API test files that are its quick form. */
const GROUPS = [
  {
    name: 'R7 auth abuse',
    full: ['npx', ['tsx', 'scripts/security-checks/auth-abuse.ts']],
    quick: ['apps/server/src/modules/auth/auth-abuse.routes.test.ts'],
  },
];

function run(command, args) {
  return spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
}

function rowsOf(group) {
  if (isQuick) {
    const result = run('npx', ['vitest', 'run', '--project', 'server', ...group.quick]);
    const passed = result.status === 0;
    return [
      {
        test: `${group.name} (API tests)`,
        cases: group.quick.length,
        figure: passed ? 'all passed' : 'failed',
        pass: passed,
      },
    ];
  }
  const result = run(...group.full);
  const lastLine = result.stdout.trim().split('\n').pop() ?? '';
  try {
    return JSON.parse(lastLine);
  } catch {
    return [{ test: group.name, cases: 0, figure: `did not run (exit ${result.status})`, pass: false }];
  }
}

function printTable(rows) {
  const header = ['test', 'cases', 'figure', 'pass'];
  const cells = rows.map((row) => [row.test, String(row.cases), row.figure, row.pass ? 'yes' : 'NO']);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => line[column].length)),
  );
  const line = (values) => values.map((value, column) => value.padEnd(widths[column])).join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of cells) console.log(line(row));
}

const rows = GROUPS.flatMap(rowsOf);
printTable(rows);
process.exit(rows.every((row) => row.pass) ? 0 : 1);
