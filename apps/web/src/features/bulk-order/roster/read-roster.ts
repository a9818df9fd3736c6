import { mapBulkOrderColumns } from '@livery/domain/roster-columns';
import {
  type BulkOrderProduct,
  type BulkOrderRowCheck,
  checkBulkOrderRow,
  type RosterRow,
} from '@livery/domain/roster-rows';
import { readRosterSizes, type SizeReading } from '@livery/domain/roster-sizes';
import Papa from 'papaparse';

/** A roster as the CSV gives it: the header cells and every later line, all text. */
export interface ParsedRoster {
  headers: string[];
  lines: string[][];
}

export interface CheckedRosterRow {
  cells: RosterRow;
  check: BulkOrderRowCheck;
  /** Sizes typed as another spelling (XXL) and written in the product's own (2XL), to show the buyer. */
  readings: SizeReading[];
}

export interface ReadRoster {
  /** Each CSV column's roster field, or null for a column that is dropped. */
  columns: Array<string | null>;
  rows: CheckedRosterRow[];
  invalidCount: number;
}

/** Bytes parsed per chunk: progress is reported after each one. */
const CHUNK_BYTES = 256 * 1024;
/** Rows checked between two progress reports. */
const PROGRESS_EVERY = 1000;

/**
 * A file's text read at once, where a worker can (FileReaderSync): PapaParse would read it a chunk at a time,
 * each read a turn of the worker's event loop. Undefined on a page, where Papa reads the file itself.
 */
function readFileInWorker(file: File): string | undefined {
  const reader = (globalThis as { FileReaderSync?: new () => { readAsText(blob: Blob): string } })
    .FileReaderSync;
  return reader ? new reader().readAsText(file) : undefined;
}

/**
 * Parses a roster CSV (a File in the worker, a string in the bench) with PapaParse in chunks: quotes, CRLF
 * and a byte-order mark are handled and every cell stays text, so staff IDs like 007 keep their zeros.
 * Rejects when the file cannot be read or holds no header line.
 */
export function parseRoster(
  input: string | File,
  onProgress: (rowsRead: number) => void = () => {},
): Promise<ParsedRoster> {
  return new Promise((resolve, reject) => {
    const all: string[][] = [];
    const config: Papa.ParseLocalConfig<string[], File> = {
      skipEmptyLines: 'greedy',
      dynamicTyping: false,
      chunkSize: CHUNK_BYTES,
      chunk: (results: Papa.ParseResult<string[]>) => {
        for (const line of results.data) all.push(line);
        onProgress(Math.max(0, all.length - 1));
      },
      complete: () => {
        const [headers, ...lines] = all;
        if (!headers || headers.every((cell) => cell.trim() === '')) reject(new Error('No header line'));
        else resolve({ headers: headers.map((cell) => cell.replace(/^\uFEFF/, '')), lines });
      },
      error: (error: Error) => reject(error),
    };
    const text = typeof input === 'string' ? input : readFileInWorker(input);
    // PapaParse streams a string in chunks just as it does a file; its typings only say so for files.
    if (text !== undefined) Papa.parse<string[]>(text, config as Papa.ParseWorkerConfig<string[]>);
    else Papa.parse<string[], File>(input as File, config);
  });
}

/**
 * Turns CSV lines into roster rows under the chosen column mapping, reads sizes typed as aliases as the
 * product's own, and checks each row with the domain.
 */
export function checkRosterLines(
  lines: readonly string[][],
  columns: ReadonlyArray<string | null>,
  products: readonly BulkOrderProduct[],
  onProgress: (rowsChecked: number) => void = () => {},
): ReadRoster {
  // The mapped columns once, not every row: a roster is thousands of rows of the same shape.
  const fields: string[] = [];
  const positions: number[] = [];
  columns.forEach((column, columnIndex) => {
    if (column) {
      fields.push(column);
      positions.push(columnIndex);
    }
  });
  let invalidCount = 0;
  const rows: CheckedRosterRow[] = new Array(lines.length);
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const typed: RosterRow = {};
    for (let field = 0; field < fields.length; field += 1)
      typed[fields[field]!] = line[positions[field]!]?.trim() ?? '';
    const { row: cells, readings } = readRosterSizes(typed, products);
    const check = checkBulkOrderRow(cells, products);
    if (!check.valid) invalidCount += 1;
    if ((index + 1) % PROGRESS_EVERY === 0) onProgress(index + 1);
    rows[index] = { cells, check, readings };
  }
  onProgress(lines.length);
  return { columns: [...columns], rows, invalidCount };
}

/** The whole pipeline the worker runs, in one call: parse, map by keywords, check every row. */
export async function readBulkOrderRoster(
  input: string | File,
  products: readonly BulkOrderProduct[],
): Promise<ReadRoster> {
  const { headers, lines } = await parseRoster(input);
  return checkRosterLines(lines, mapBulkOrderColumns(headers, products.length), products);
}
