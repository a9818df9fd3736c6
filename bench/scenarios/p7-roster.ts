// P7: parse + check of a generated 10,000-row staff roster, next to PapaParse's bare parse of the same file,
// in the same run. It times the very functions the bulk-order Web Worker runs (chunked parse, keyword
// mapping, row checks), here in Node: the form runs them in Chromium's worker and watches long tasks.
import Papa from 'papaparse';
import { checkRosterLines, parseRoster } from '../../apps/web/src/features/bulk-order/roster/read-roster.ts';
import { mapBulkOrderColumns } from '../../packages/domain/src/roster-columns.ts';
import type { Scenario } from '../lib/bench-row.ts';
import { ratioText } from '../lib/table.ts';

const ROWS = 10_000;
const SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL'];
const PRODUCTS = [
  { title: 'Polo', sizes: SIZES },
  { title: 'Shirt', sizes: SIZES },
  { title: 'Tote', sizes: ['One Size'] },
];

function generateRoster(rows: number): string {
  const header =
    'staff_id,name,nametag,sex,department,cost_center,position,product1_size,product1_qty,product2_size,product2_qty,product3_size,product3_qty,other_info';
  const lines = [header];
  for (let i = 0; i < rows; i++) {
    const size = SIZES[i % SIZES.length];
    // Every 50th row carries a mistake, as real rosters do.
    const staffId = i % 50 === 0 ? '' : String(i).padStart(6, '0');
    lines.push(
      `${staffId},"Employee ${i}, Jr",Emp ${i},${i % 2 ? 'male' : 'female'},Dept ${i % 12},CC${i % 30},Crew,${size},${1 + (i % 3)},${size},1,One Size,${i % 2},"note, with comma"`,
    );
  }
  return lines.join('\r\n');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function time(run: () => unknown, samples: number): Promise<number> {
  for (let warm = 0; warm < 2; warm += 1) await run();
  const times: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

const p7: Scenario = async ({ quick }) => {
  const samples = quick ? 3 : 7;
  const csv = generateRoster(ROWS);
  const bare = await time(() => Papa.parse(csv, { skipEmptyLines: 'greedy' }), samples);
  let invalid = 0;
  const full = await time(async () => {
    // The worker's two messages: parse (which also suggests the mapping), then check under the mapping.
    const { headers, lines } = await parseRoster(csv, () => {});
    const columns = mapBulkOrderColumns(headers, PRODUCTS.length);
    invalid = checkRosterLines(lines, columns, PRODUCTS, () => {}).invalidCount;
  }, samples);
  return [
    {
      scenario: `P7 ${ROWS.toLocaleString('en')}-row roster: parse + check (Node, not yet Chromium's worker)`,
      figure: `${full.toFixed(0)} ms, ${invalid} invalid rows found (median of ${samples})`,
      anchor: `bare Papa.parse: ${bare.toFixed(0)} ms`,
      ratio: ratioText(full / bare),
      target: "<= 3x in Chromium's worker; no main-thread task over 50 ms",
      pass: null,
    },
  ];
};

export default p7;
