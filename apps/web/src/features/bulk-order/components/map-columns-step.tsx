import type { SavedProduct } from '@livery/api-schemas/saved-products';
import { Button, Flex, Tag, Typography } from 'antd';
import type { RosterProgress } from '../roster/use-roster-worker.ts';
import { ColumnMapping } from './column-mapping.tsx';
import { RosterProgressLine } from './roster-progress-line.tsx';
import type { LoadedRoster } from './use-roster-wizard.ts';

/** Step 2: the field each of the roster's columns fills, then Next checks every row. */
export function MapColumnsStep({
  roster,
  columns,
  products,
  onColumnsChange,
  progress,
  onBack,
  onClear,
  onNext,
}: {
  roster: LoadedRoster;
  columns: Array<string | null>;
  products: SavedProduct[];
  onColumnsChange: (columns: Array<string | null>) => void;
  progress: RosterProgress | null;
  onBack: () => void;
  onClear: () => void;
  onNext: () => void;
}) {
  const isBusy = progress !== null;
  return (
    <div>
      <Typography.Paragraph>
        <Tag>{roster.fileName}</Tag> {roster.rowCount.toLocaleString('en')} rows. Check the field each column
        fills; columns marked not used are left out.
      </Typography.Paragraph>
      <ColumnMapping
        headers={roster.headers}
        sample={roster.sample}
        columns={columns}
        products={products}
        onChange={onColumnsChange}
      />
      {progress ? <RosterProgressLine progress={progress} /> : null}
      <Flex justify="space-between" gap={8} wrap style={{ marginTop: 16 }}>
        <Flex gap={8}>
          <Button onClick={onBack} disabled={isBusy}>
            Back
          </Button>
          <Button onClick={onClear}>Clear</Button>
        </Flex>
        <Button type="primary" onClick={onNext} loading={isBusy}>
          Next
        </Button>
      </Flex>
    </div>
  );
}
