import type { BulkOrderProduct } from '@livery/domain/roster-rows';
import type { CompactRoster } from './compact-roster.ts';

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
  /** The checked rows, compact: 10,000 row objects took the page's thread 250 ms to receive. */
  | { id: number; type: 'checked'; roster: CompactRoster; invalidCount: number }
  | { id: number; type: 'failed'; message: string };
