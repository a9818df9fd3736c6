import { PlusOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import type { SavedProduct } from '@livery/api-schemas/saved-products';
import { staffIdKey } from '@livery/domain/employee-records';
import { compareRosterWithWearers } from '@livery/domain/roster-changes';
import { summariseSizeReadings } from '@livery/domain/roster-sizes';
import { Alert, App, Button, Flex, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { SizeChartLink } from '../../../shared/components/size-chart-link.tsx';
import { useWearers } from '../api/get-wearers.ts';
import { AddEmployeeModal } from './add-employee-modal.tsx';
import { BulkBudgetNotice } from './bulk-budget-notice.tsx';
import { BulkEntitlementUses } from './bulk-entitlement-uses.tsx';
import { MinimumOrder, meetsMinimum } from './manual-quantities.tsx';
import { reviewFieldsOf } from './review-rows.ts';
import {
  DuplicatesNotice,
  LeaversNotice,
  RosterChangesPanel,
  SizeReadingsNotice,
} from './roster-findings.tsx';
import { RosterReviewTable } from './roster-review-table.tsx';
import type { RosterReview } from './use-roster-review.ts';

/**
 * Step 3: every roster row, checked as it is edited, with what the check found (invalid rows, duplicates,
 * leavers, sizes read another way, changes since the last order), each product's pieces against its
 * minimum, and, once the roster could go to the cart, its team budget and its employees' entitlement balances. The cart takes the roster once nothing is invalid and every minimum is met.
 */
export function ReviewStep({
  products,
  columns,
  review,
  onBack,
  onClear,
  onAddToCart,
  isAdding,
}: {
  products: SavedProduct[];
  columns: Array<string | null>;
  review: RosterReview;
  onBack: () => void;
  onClear: () => void;
  onAddToCart: () => void;
  isAdding: boolean;
}) {
  const { message } = App.useApp();
  const [adding, setAdding] = useState(false);
  const { rows, reviewed, invalidCount, rosterTotals } = review;
  const openDuplicates = useMemo(
    () => reviewed.filter((row) => row.duplicate && !row.duplicate.isKept),
    [reviewed],
  );
  const sizeReadings = useMemo(() => summariseSizeReadings(rows.flatMap((row) => row.readings)), [rows]);
  const wearers = useWearers(
    products.map((product) => product.uuid),
    rows.length > 0,
  );
  const rosterChanges = useMemo(
    () =>
      products.flatMap((product, index) => {
        const known = wearers[index]?.data?.wearers ?? [];
        // Only a product ordered before has anyone to compare with.
        if (known.length === 0) return [];
        const cells = rows.map((row) => row.cells);
        return [
          {
            product,
            number: index + 1,
            changes: compareRosterWithWearers(cells, index + 1, product.sizes, known),
          },
        ];
      }),
    [products, wearers, rows],
  );
  const reviewFields = useMemo(() => reviewFieldsOf(products.length, columns), [products.length, columns]);
  const meetsMinimums = products.every((product, index) => meetsMinimum(product, rosterTotals[index] ?? 0));
  const isReady = products.length > 0 && rows.length > 0 && invalidCount === 0 && meetsMinimums;
  const rosterCells = useMemo(() => rows.map((row) => row.cells), [rows]);

  return (
    <Flex vertical gap={12}>
      {invalidCount > 0 ? (
        <Alert
          type="error"
          showIcon
          title={`Please clear all invalid ${invalidCount} item(s) before adding to cart`}
        />
      ) : null}
      <DuplicatesNotice
        openCount={openDuplicates.length}
        staffIds={[
          ...new Map(
            openDuplicates.map((row) => [staffIdKey(row.duplicate!.staffId), row.duplicate!.staffId]),
          ).values(),
        ]}
      />
      <LeaversNotice leavers={review.leavers} />
      <SizeReadingsNotice readings={sizeReadings} products={products} />
      <RosterChangesPanel changes={rosterChanges} />
      <Flex gap={8} wrap>
        {products.map((product, index) => (
          <Tag key={product.uuid} style={{ padding: '4px 8px', whiteSpace: 'normal' }}>
            <Typography.Text strong>
              Product {index + 1}: {product.title}
            </Typography.Text>{' '}
            · {(rosterTotals[index] ?? 0).toLocaleString('en')} pieces{' '}
            <MinimumOrder product={product} total={rosterTotals[index] ?? 0} />{' '}
            <SizeChartLink title={product.title} sizeChart={product.size_chart} />
          </Tag>
        ))}
      </Flex>
      {isReady ? <BulkBudgetNotice products={products} cells={rosterCells} /> : null}
      {isReady ? <BulkEntitlementUses products={products} cells={rosterCells} /> : null}
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text type="secondary">
          {rows.length.toLocaleString('en')} rows · {invalidCount.toLocaleString('en')} invalid. Edit a cell
          to fix it; rows are checked as you type.
        </Typography.Text>
        <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          Add employee
        </Button>
      </Flex>
      <RosterReviewTable
        rows={review.shownRows}
        fields={reviewFields}
        products={products}
        sort={review.sort}
        page={review.page}
        onSort={review.changeSort}
        onPage={review.setPage}
        onEdit={review.editRow}
        onKeep={review.keepRow}
        onRemove={review.removeRow}
      />
      <Flex justify="space-between" gap={8} wrap>
        <Flex gap={8}>
          <Button onClick={onBack}>Back</Button>
          <Button onClick={onClear}>Clear</Button>
        </Flex>
        <Button
          type="primary"
          icon={<ShoppingCartOutlined />}
          disabled={!isReady}
          loading={isAdding}
          onClick={onAddToCart}
        >
          Add to Cart
        </Button>
      </Flex>
      <AddEmployeeModal
        open={adding}
        products={products}
        onAdd={(cells) => {
          review.addRow(cells);
          setAdding(false);
          void message.success('Row Added!');
        }}
        onClose={() => setAdding(false)}
      />
    </Flex>
  );
}
