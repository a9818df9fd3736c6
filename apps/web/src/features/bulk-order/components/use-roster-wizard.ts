import type { SavedProduct } from '@livery/api-schemas/saved-products';
import { mapBulkOrderColumns } from '@livery/domain/roster-columns';
import { App } from 'antd';
import { startTransition, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { readRosterHandOff } from '../../../shared/navigation/roster-hand-off.ts';
import { canReadFiles, useRosterWorker } from '../roster/use-roster-worker.ts';
import type { RosterReview } from './use-roster-review.ts';

export type BulkOrderStep = 0 | 1 | 2;

export interface LoadedRoster {
  fileName: string;
  headers: string[];
  sample: string[][];
  rowCount: number;
  /** The products (uuids) the mapping was suggested for. */
  mappedFor: string;
}

const uuidsOf = (products: SavedProduct[]) => products.map((product) => product.uuid).join(',');

/**
 * The roster's way through the steps: a file (chosen, or handed over by a Reorder) is read in the worker,
 * its columns mapped, then every row checked into the review. A mapping already checked is not checked
 * again; Clear or a new file makes the worker's late answers count for nothing.
 */
export function useRosterWizard(products: SavedProduct[], review: RosterReview) {
  const { message } = App.useApp();
  const worker = useRosterWorker();
  const [step, setStep] = useState<BulkOrderStep>(0);
  const [roster, setRoster] = useState<LoadedRoster | null>(null);
  const [columns, setColumns] = useState<Array<string | null>>([]);
  const [checkedFor, setCheckedFor] = useState<string | null>(null);
  // Bumped by Clear and by a new file, so late answers of the worker are ignored.
  const generation = useRef(0);
  const location = useLocation();
  const handOff = useRef(readRosterHandOff(location.state));
  // A Reorder's roster has the fields' own names as columns: it goes straight on to the review.
  const reviewAfterRead = useRef(false);
  const mappingKey = JSON.stringify([columns, uuidsOf(products)]);

  const readFile = async (file: File) => {
    if (!canReadFiles()) {
      void message.error('FileReader are not supported in this browser.');
      return;
    }
    const generationNow = ++generation.current;
    try {
      const parsed = await worker.parse(file, products.length);
      if (generationNow !== generation.current) return;
      setRoster({
        fileName: file.name,
        headers: parsed.headers,
        sample: parsed.sample,
        rowCount: parsed.rowCount,
        mappedFor: uuidsOf(products),
      });
      setColumns(parsed.columns);
      review.emptyRows();
      setCheckedFor(null);
      setStep(1);
    } catch {
      if (generationNow === generation.current) void message.error('Can not read file !');
    }
  };

  // A roster handed over by another page is read once its products are chosen, like a chosen file.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the products arrive; the ref guards repeats.
  useEffect(() => {
    const pending = handOff.current;
    if (!pending || products.length === 0) return;
    handOff.current = null;
    review.setLeavers(pending.leavers ?? []);
    reviewAfterRead.current = pending.isMapped === true;
    void readFile(new File([pending.rosterCsv], pending.fileName, { type: 'text/csv' }));
  }, [products]);

  const toMapping = () => {
    if (roster && roster.mappedFor !== uuidsOf(products)) {
      // Other products were chosen since the file was read: suggest the mapping again for them.
      setColumns(mapBulkOrderColumns(roster.headers, products.length));
      setRoster({ ...roster, mappedFor: uuidsOf(products) });
    }
    setStep(1);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the handed-over roster is read and mapped.
  useEffect(() => {
    if (!reviewAfterRead.current || step !== 1 || !roster) return;
    reviewAfterRead.current = false;
    void toReview();
  }, [step, roster]);

  const toReview = async () => {
    if (checkedFor === mappingKey) {
      setStep(2);
      return;
    }
    const generationNow = generation.current;
    try {
      const checked = await worker.check(
        columns,
        products.map(({ title, sizes }) => ({ title, sizes })),
      );
      if (generationNow !== generation.current) return;
      const next = checked.map((row, index) => ({
        key: index,
        cells: row.cells,
        check: row.check,
        readings: row.readings,
      }));
      // The review is rendered in slices the browser can interleave with input, not in one long task.
      startTransition(() => {
        review.replaceRows(next);
        setCheckedFor(mappingKey);
        setStep(2);
      });
    } catch {
      if (generationNow === generation.current) void message.error('Can not read file !');
    }
  };

  const clear = () => {
    generation.current += 1;
    worker.cancel();
    setRoster(null);
    setColumns([]);
    review.reset();
    setCheckedFor(null);
    setStep(0);
  };

  return {
    step,
    setStep,
    roster,
    columns,
    setColumns,
    progress: worker.progress,
    isBusy: worker.progress !== null,
    readFile,
    toMapping,
    toReview,
    clear,
  };
}
