import { DeleteOutlined } from '@ant-design/icons';
import type { SavedProduct } from '@livery/api-schemas/saved-products';
import type { RosterDuplicate } from '@livery/domain/roster-duplicates';
import type { BulkOrderRowCheck, RosterRow } from '@livery/domain/roster-rows';
import { bulkOrderSizeOptions } from '@livery/domain/roster-rows';
import type { SizeReading } from '@livery/domain/roster-sizes';
import type { RosterSortKey } from '@livery/domain/roster-sort';
import { Button, Flex, Grid, Input, Popconfirm, Select, Tag, Typography } from 'antd';
import { memo, useEffect, useMemo, useState } from 'react';
import { type ResponsiveColumn, ResponsiveTable } from '../../../shared/components/responsive-table.tsx';
import { fieldLabel } from './column-mapping.tsx';

/** The review table shows 25 rows a page (spec 02 section 9). */
export const REVIEW_PAGE_SIZE = 25;

/**
 * A new page of the review (opened, turned, sorted) mounts this many rows at first and as many more in each
 * following task: 25 rows of editable cells mounted at once held the page's thread for over 100 ms.
 */
const ROWS_PER_STAGE = 5;

/** How many of the page's rows to show now: all once staged in; a new page starts again from the first few. */
function useStagedRowCount(pageKey: string, rowCount: number): number {
  const [stage, setStage] = useState({ pageKey, count: ROWS_PER_STAGE });
  const current = stage.pageKey === pageKey ? stage : { pageKey, count: ROWS_PER_STAGE };
  if (current !== stage) setStage(current);
  useEffect(() => {
    if (current.count >= rowCount) return;
    const timer = setTimeout(
      () => setStage((staged) => ({ ...staged, count: staged.count + ROWS_PER_STAGE })),
      0,
    );
    return () => clearTimeout(timer);
  }, [current, rowCount]);
  return current.count;
}

export interface ReviewRow {
  key: number;
  cells: RosterRow;
  /** The row's own checks, and while its staff ID is on another row and not kept, that too. */
  check: BulkOrderRowCheck;
  /** Sizes typed another way (XXL) and read as the product's own (2XL). */
  readings: SizeReading[];
  /** Set when the row's staff ID orders a product on another row too. */
  duplicate?: RosterDuplicate;
  /** The person is not in the employee database any more (a Reorder's leaver). */
  isLeaver?: boolean;
}

export interface ReviewSort {
  key: RosterSortKey | null;
  direction: 'ascend' | 'descend';
}

const SORTABLE = new Set<string>(['name', 'department', 'staff_id']);

const EditableCell = memo(function EditableCell({
  row,
  field,
  label,
  sizes,
  onEdit,
}: {
  row: ReviewRow;
  field: string;
  label: string;
  sizes: string[] | null;
  onEdit: (key: number, field: string, value: string) => void;
}) {
  const value = row.cells[field] ?? '';
  const status = row.check.columns.includes(field) ? 'error' : undefined;
  const ariaLabel = `${label} of row ${row.cells.staff_id || row.key + 1}`;
  if (sizes) {
    const reading = row.readings.find((each) => each.column === field);
    return (
      <>
        <Select
          aria-label={ariaLabel}
          status={status}
          value={value}
          style={{ width: '100%' }}
          options={bulkOrderSizeOptions(sizes).map((size) => ({ value: size, label: size }))}
          onChange={(next: string) => onEdit(row.key, field, next)}
        />
        {reading ? (
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            read from “{reading.typed}”
          </Typography.Text>
        ) : null}
      </>
    );
  }
  return (
    <Input
      aria-label={ariaLabel}
      status={status}
      value={value}
      onChange={(event) => onEdit(row.key, field, event.target.value)}
    />
  );
});

/** The row's status: valid or the problems, a staff ID on two rows with Keep and Drop, a leaver flagged. */
function RowStatus({
  row,
  onKeep,
  onRemove,
}: {
  row: ReviewRow;
  onKeep: (key: number) => void;
  onRemove: (key: number) => void;
}) {
  const who = row.cells.staff_id || row.key + 1;
  const isOpenDuplicate = row.duplicate !== undefined && !row.duplicate.isKept;
  return (
    <div>
      <Flex gap={4} wrap>
        {row.check.valid ? <Tag color="green">VALID</Tag> : <Tag color="red">INVALID</Tag>}
        {row.duplicate?.isKept ? <Tag color="gold">KEPT: ID TWICE</Tag> : null}
        {row.isLeaver ? <Tag color="orange">LEFT</Tag> : null}
      </Flex>
      {row.check.valid ? null : (
        <Typography.Text type="danger" style={{ display: 'block', fontSize: 12, whiteSpace: 'pre-line' }}>
          {row.check.error_message}
        </Typography.Text>
      )}
      {row.isLeaver ? (
        <Typography.Text type="warning" style={{ display: 'block', fontSize: 12 }}>
          No longer in the employee database
        </Typography.Text>
      ) : null}
      {isOpenDuplicate ? (
        <Flex gap={4} style={{ marginTop: 4 }}>
          <Button size="small" onClick={() => onKeep(row.key)} aria-label={`Keep row ${who}`}>
            Keep
          </Button>
          <Button size="small" danger onClick={() => onRemove(row.key)} aria-label={`Drop row ${who}`}>
            Drop
          </Button>
        </Flex>
      ) : null}
    </div>
  );
}

/** The row's Remove button; its confirmation (a popover) is made when asked for, not with every row. */
const RemoveRowButton = memo(function RemoveRowButton({
  row,
  onRemove,
}: {
  row: ReviewRow;
  onRemove: (key: number) => void;
}) {
  const [isAsking, setAsking] = useState(false);
  const button = (
    <Button
      type="text"
      danger
      icon={<DeleteOutlined />}
      aria-label={`Remove row ${row.cells.staff_id || row.key + 1}`}
      onClick={() => setAsking(true)}
    />
  );
  if (!isAsking) return button;
  return (
    <Popconfirm
      open
      title="Remove this row?"
      description="The employee is taken off this order."
      okText="Remove"
      okButtonProps={{ danger: true }}
      onOpenChange={(open) => setAsking(open)}
      onConfirm={() => {
        setAsking(false);
        onRemove(row.key);
      }}
      onCancel={() => setAsking(false)}
    >
      {button}
    </Popconfirm>
  );
});

/**
 * Step 3: the checked roster, 25 rows a page, every cell editable in place (checked again as you type) and
 * each row removable after a confirmation. Sorting is the page's: invalid rows stay first. A row whose staff
 * ID orders a product on another row offers Keep (bill both) and Drop.
 */
export function RosterReviewTable({
  rows,
  fields,
  products,
  sort,
  page,
  onSort,
  onPage,
  onEdit,
  onKeep,
  onRemove,
}: {
  rows: ReviewRow[];
  fields: string[];
  products: SavedProduct[];
  sort: ReviewSort;
  page: number;
  onSort: (sort: ReviewSort) => void;
  onPage: (page: number) => void;
  onEdit: (key: number, field: string, value: string) => void;
  onKeep: (key: number) => void;
  onRemove: (key: number) => void;
}) {
  const screens = Grid.useBreakpoint();
  // A page emptied by removing its rows shows the last one left.
  const shownPage = Math.min(page, Math.max(1, Math.ceil(rows.length / REVIEW_PAGE_SIZE)));
  // Only the page's rows go to the table (the pagination is told the total): antd then works on 25 rows, not 10,000.
  const pageRows = rows.slice((shownPage - 1) * REVIEW_PAGE_SIZE, shownPage * REVIEW_PAGE_SIZE);
  const shownCount = useStagedRowCount(`${shownPage} ${sort.key} ${sort.direction}`, pageRows.length);
  const isWide = screens.md === true;
  // The same columns while cells are edited, so antd re-renders only the edited row.
  const columns = useMemo((): ResponsiveColumn<ReviewRow>[] => {
    const sortOrderOf = (key: string) => (sort.key === key ? sort.direction : null);
    return [
      {
        title: 'Status',
        key: 'valid',
        width: isWide ? 210 : 150,
        // Pinned beside the scrolling cells where there is room; on a phone it would hide them.
        fixed: isWide ? 'left' : undefined,
        sorter: true,
        sortOrder: sortOrderOf('valid'),
        card: 'status',
        render: (_, row) => <RowStatus row={row} onKeep={onKeep} onRemove={onRemove} />,
      },
      ...fields.map((field) => {
        const product = /^product(\d+)_size$/.exec(field);
        const sizes = product ? (products[Number(product[1]) - 1]?.sizes ?? []) : null;
        const label = fieldLabel(field, products);
        return {
          // The header stays short ('Product 1 size'); the cells' labels name the product in full.
          title: fieldLabel(field, []),
          key: field,
          width: sizes ? 130 : field === 'name' ? 180 : 140,
          sorter: SORTABLE.has(field),
          sortOrder: SORTABLE.has(field) ? sortOrderOf(field) : undefined,
          cardLabel: label,
          render: (_: unknown, row: ReviewRow) => (
            <EditableCell row={row} field={field} label={label} sizes={sizes} onEdit={onEdit} />
          ),
        };
      }),
      {
        title: 'Remove',
        key: 'remove',
        card: 'actions',
        width: 80,
        render: (_, row) => <RemoveRowButton row={row} onRemove={onRemove} />,
      },
    ];
  }, [isWide, sort, fields, products, onEdit, onKeep, onRemove]);

  return (
    <ResponsiveTable<ReviewRow>
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={pageRows.slice(0, shownCount)}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: shownPage,
        pageSize: REVIEW_PAGE_SIZE,
        showSizeChanger: false,
        total: rows.length,
        showTotal: (total) => `${total.toLocaleString('en')} rows`,
        onChange: onPage,
      }}
      onChange={(_, __, sorter, extra) => {
        // antd calls this for a page change too: only a new sort may reorder the rows and go to page 1.
        if (extra.action !== 'sort') return;
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        onSort({
          key: one?.order ? ((one.columnKey as RosterSortKey | undefined) ?? null) : null,
          direction: one?.order ?? 'ascend',
        });
      }}
    />
  );
}
