// The bulk-order roster worker: parsing, mapping and checking a 10,000-row roster off the page's thread.
// It keeps the last file's lines, so a new mapping is checked without sending the file again.
import { mapBulkOrderColumns } from '@livery/domain/roster-columns';
import { compactRoster } from './compact-roster.ts';
import { checkRosterLines, parseRoster } from './read-roster.ts';
import type { RosterWorkerRequest, RosterWorkerResponse } from './roster-worker-protocol.ts';

const scope = self as unknown as {
  postMessage(message: RosterWorkerResponse, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<RosterWorkerRequest>) => void) | null;
};

let lines: string[][] = [];

scope.onmessage = (event) => {
  const request = event.data;
  if (request.type === 'parse') {
    parseRoster(request.file, (done) =>
      scope.postMessage({ id: request.id, type: 'progress', phase: 'read', done, total: null }),
    ).then(
      (parsed) => {
        lines = parsed.lines;
        scope.postMessage({
          id: request.id,
          type: 'parsed',
          headers: parsed.headers,
          columns: mapBulkOrderColumns(parsed.headers, request.productCount),
          rowCount: parsed.lines.length,
          sample: parsed.lines.slice(0, 3),
        });
      },
      () => scope.postMessage({ id: request.id, type: 'failed', message: 'Can not read file !' }),
    );
    return;
  }
  const total = lines.length;
  const roster = checkRosterLines(lines, request.columns, request.products, (done) =>
    scope.postMessage({ id: request.id, type: 'progress', phase: 'check', done, total }),
  );
  const fields = [...new Set(request.columns.filter((column): column is string => column !== null))];
  const compact = compactRoster(roster.rows, fields);
  scope.postMessage({ id: request.id, type: 'checked', roster: compact, invalidCount: roster.invalidCount }, [
    compact.ends.buffer,
  ]);
};
