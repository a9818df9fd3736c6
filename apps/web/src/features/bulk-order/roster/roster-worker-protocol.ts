import type { BulkOrderProduct } from '@livery/domain/roster-rows';
import type { CheckedRosterRow } from './read-roster.ts';

/** What the page asks the roster worker. */
export type RosterWorkerRequest =
  | { id: number; type: 'parse'; file: File; productCount: number }
  | {
      id: number;
      type: 'check';
      columns: Array<string | null>;
      products: BulkOrderProduct[];
    };

/** What the roster worker answers; progress arrives while it works. */
export type RosterWorkerResponse =
  | { id: number; type: 'progress'; phase: 'read' | 'check'; done: number; total: number | null }
  | {
      id: number;
      type: 'parsed';
      headers: string[];
      columns: Array<string | null>;
      rowCount: number;
      /** The first lines, shown beside each column while mapping. */
      sample: string[][];
    }
  | { id: number; type: 'checked'; rows: CheckedRosterRow[]; invalidCount: number }
  | { id: number; type: 'failed'; message: string };
