// Parse + validate time of a generated 10,000-row staff roster, next to PapaParse's bare parse of the same
// file, in the same run. Run: npx tsx bench/roster.ts  (prints medians of 7 runs after 2 warm-ups).
// It times the very functions the bulk-order Web Worker runs: chunked parse, keyword mapping, row checks.
import Papa from 'papaparse';
import { checkRosterLines, parseRoster } from '../apps/web/src/features/bulk-order/roster/read-roster.ts';
import { mapBulkOrderColumns } from '../packages/domain/src/roster-columns.ts';

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
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function time(run: () => unknown): Promise<number> {
  for (let i = 0; i < 2; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < 7; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

const csv = generateRoster(ROWS);
const bare = await time(() => Papa.parse(csv, { skipEmptyLines: 'greedy' }));
let invalid = 0;
const full = await time(async () => {
  // The worker's two messages: parse (which also suggests the mapping), then check under the mapping.
  const { headers, lines } = await parseRoster(csv, () => {});
  const columns = mapBulkOrderColumns(headers, PRODUCTS.length);
  invalid = checkRosterLines(lines, columns, PRODUCTS, () => {}).invalidCount;
});
console.log(`roster: ${ROWS} rows, ${(csv.length / 1024).toFixed(0)} KB, ${invalid} invalid rows found`);
console.log(`PapaParse bare parse:        ${bare.toFixed(1)} ms (median of 7)`);
console.log(`parse + map + validate:      ${full.toFixed(1)} ms (median of 7)`);
