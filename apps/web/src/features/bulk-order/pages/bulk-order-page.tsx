import { FileTextOutlined, PlusOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import type { SavedProduct } from '@livery/api-schemas/saved-products';
import { bulkOrderProductQuantities } from '@livery/domain/bulk-order-lines';
import { staffIdKey } from '@livery/domain/employee-records';
import { compareRosterWithWearers } from '@livery/domain/roster-changes';
import { mapBulkOrderColumns } from '@livery/domain/roster-columns';
import {
  findRosterDuplicates,
  KEEP_DUPLICATE_FIELD,
  KEEP_DUPLICATE_VALUE,
} from '@livery/domain/roster-duplicates';
import { checkBulkOrderRow, type RosterRow } from '@livery/domain/roster-rows';
import { summariseSizeReadings } from '@livery/domain/roster-sizes';
import { sortRosterRows } from '@livery/domain/roster-sort';
import { Alert, App, Button, Card, Flex, Progress, Steps, Tag, Typography } from 'antd';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../shared/components/page-header.tsx';
import { SizeChartLink } from '../../../shared/components/size-chart-link.tsx';
import { markWizardSteps } from '../../../shared/components/step-marker.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { readQuantitiesHandOff, readRosterHandOff } from '../../../shared/navigation/roster-hand-off.ts';
import { useSavedProductsByUids } from '../api/get-saved-products-by-uuids.ts';
import { useWearers } from '../api/get-wearers.ts';
import { usePlaceBulkOrder } from '../api/place-bulk-order.ts';
import { AddEmployeeModal } from '../components/add-employee-modal.tsx';
import { ColumnMapping } from '../components/column-mapping.tsx';
import {
  type ManualQuantities,
  ManualQuantitiesForm,
  MinimumOrder,
  meetsMinimum,
  totalOf,
} from '../components/manual-quantities.tsx';
import { ProductPicker } from '../components/product-picker.tsx';
import {
  DuplicatesNotice,
  LeaversNotice,
  RosterChangesPanel,
  SizeReadingsNotice,
} from '../components/roster-findings.tsx';
import { type ReviewRow, type ReviewSort, RosterReviewTable } from '../components/roster-review-table.tsx';
import { RosterUpload } from '../components/roster-upload.tsx';
import { canReadFiles, type RosterProgress, useRosterWorker } from '../roster/use-roster-worker.ts';

type Step = 0 | 1 | 2;

interface LoadedRoster {
  fileName: string;
  headers: string[];
  sample: string[][];
  rowCount: number;
  /** The products (uuids) the mapping was suggested for. */
  mappedFor: string;
}

/**
 * Person columns the review always shows, so a missing one can be typed in. Staff ID and name lead, then
 * each product's size and quantity (what a buyer fixes most), so they stay in view at 1280 px.
 */
const REVIEW_LEADING_FIELDS = ['staff_id', 'name'];
const REVIEW_PERSON_FIELDS = ['nametag', 'sex', 'department', 'cost_center'];

/**
 * The rows as the review shows them: each row's own check, plus a staff ID ordering a product on another row
 * (not kept) as one more problem (decision 118), and leavers flagged.
 */
function reviewRows(
  rows: readonly ReviewRow[],
  productCount: number,
  leavers: ReadonlySet<string>,
): ReviewRow[] {
  const duplicates = new Map(
    findRosterDuplicates(
      rows.map((row) => row.cells),
      productCount,
    ).map((duplicate) => [duplicate.index, duplicate]),
  );
  return rows.map((row, index) => {
    const duplicate = duplicates.get(index);
    const isLeaver = leavers.size > 0 && leavers.has(staffIdKey(row.cells.staff_id ?? ''));
    if (!duplicate && !isLeaver) return row;
    if (!duplicate || duplicate.isKept) return { ...row, duplicate, isLeaver };
    const messages = row.check.valid ? [] : [row.check.error_message];
    return {
      ...row,
      duplicate,
      isLeaver,
      check: {
        valid: false,
        error_message: [...messages, duplicate.message].join('\n'),
        column: row.check.column ?? 'staff_id',
        columns: [...row.check.columns, 'staff_id'],
      },
    };
  });
}

const uuidsOf = (products: SavedProduct[]) => products.map((product) => product.uuid).join(',');

function ProgressLine({ progress }: { progress: RosterProgress }) {
  const text =
    progress.phase === 'read'
      ? `Reading the roster… ${progress.done.toLocaleString('en')} rows read`
      : `Checking rows… ${progress.done.toLocaleString('en')} of ${(progress.total ?? 0).toLocaleString('en')} checked`;
  const percent =
    progress.phase === 'check' && progress.total ? Math.round((progress.done / progress.total) * 100) : 100;
  return (
    <div role="status" aria-live="polite" style={{ marginTop: 12 }}>
      <Typography.Text>{text}</Typography.Text>
      <Progress percent={percent} status="active" showInfo={progress.phase === 'check'} />
    </div>
  );
}

/** /bulk-order: order up to 10 saved products at once, by typed quantities or from a staff roster CSV. */
export default function BulkOrderPage() {
  const { message, modal, notification } = App.useApp();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const uids = useMemo(
    () =>
      (searchParams.get('uids') ?? '')
        .split(',')
        .map((uid) => uid.trim())
        .filter(Boolean),
    [searchParams],
  );
  const preselected = useSavedProductsByUids(uids);
  const worker = useRosterWorker();
  const placeOrder = usePlaceBulkOrder();

  const [step, setStep] = useState<Step>(0);
  const [products, setProducts] = useState<SavedProduct[]>([]);
  const [manual, setManual] = useState<ManualQuantities>({});
  const [roster, setRoster] = useState<LoadedRoster | null>(null);
  const [columns, setColumns] = useState<Array<string | null>>([]);
  const [checkedFor, setCheckedFor] = useState<string | null>(null);
  const [rows, setRows] = useState<ReviewRow[]>([]);
  const [order, setOrder] = useState<number[]>([]);
  const [sort, setSort] = useState<ReviewSort>({ key: null, direction: 'ascend' });
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const nextKey = useRef(0);
  // Bumped by Clear and by a new file, so late answers of the worker are ignored.
  const generation = useRef(0);
  const appliedPreselection = useRef(false);
  const location = useLocation();
  const handOff = useRef(readRosterHandOff(location.state));
  const quantitiesHandOff = useRef(readQuantitiesHandOff(location.state));
  // A Reorder's roster has the fields' own names as columns: it goes straight on to the review.
  const reviewAfterRead = useRef(false);
  const [leavers, setLeavers] = useState<Array<{ staff_id: string; name: string }>>([]);
  const leaverKeys = useMemo(() => new Set(leavers.map((leaver) => staffIdKey(leaver.staff_id))), [leavers]);

  useEffect(() => {
    if (appliedPreselection.current || !preselected.data) return;
    appliedPreselection.current = true;
    const byUuid = new Map(preselected.data.saved_products.map((product) => [product.uuid, product]));
    const chosen = uids
      .map((uid) => byUuid.get(uid))
      .filter((product): product is SavedProduct => Boolean(product));
    setProducts(chosen);
    const quantities = quantitiesHandOff.current;
    if (quantities) {
      quantitiesHandOff.current = null;
      setManual(
        Object.fromEntries(
          chosen.map((product) => [
            product.uuid,
            Object.fromEntries(
              Object.entries(quantities[product.uuid] ?? {}).filter(([size]) => product.sizes.includes(size)),
            ),
          ]),
        ),
      );
    }
  }, [preselected.data, uids]);

  const reviewed = useMemo(
    () => reviewRows(rows, products.length, leaverKeys),
    [rows, products.length, leaverKeys],
  );
  const byKey = useMemo(() => new Map(reviewed.map((row) => [row.key, row])), [reviewed]);
  const shownRows = useMemo(
    () => order.map((key) => byKey.get(key)).filter((row): row is ReviewRow => Boolean(row)),
    [order, byKey],
  );
  const invalidCount = useMemo(() => reviewed.filter((row) => !row.check.valid).length, [reviewed]);
  const openDuplicates = useMemo(
    () => reviewed.filter((row) => row.duplicate && !row.duplicate.isKept),
    [reviewed],
  );
  const sizeReadings = useMemo(() => summariseSizeReadings(rows.flatMap((row) => row.readings)), [rows]);
  const wearers = useWearers(
    products.map((product) => product.uuid),
    step === 2 && rows.length > 0,
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
  const reviewFields = useMemo(() => {
    const productFields = products.flatMap((_, index) => [
      `product${index + 1}_size`,
      `product${index + 1}_qty`,
    ]);
    const shown = [...REVIEW_LEADING_FIELDS, ...productFields, ...REVIEW_PERSON_FIELDS];
    const more = columns.filter(
      (column): column is string =>
        Boolean(column) && column !== KEEP_DUPLICATE_FIELD && !shown.includes(column!),
    );
    return [...shown, ...more];
  }, [products, columns]);
  const rosterTotals = useMemo(() => {
    const cells = rows.map((row) => row.cells);
    return products.map((product, index) =>
      totalOf(bulkOrderProductQuantities(cells, index + 1, product.sizes)),
    );
  }, [rows, products]);
  const mappingKey = JSON.stringify([columns, uuidsOf(products)]);
  const isBusy = worker.progress !== null;

  const reorder = (next: ReviewRow[], nextSort: ReviewSort) =>
    setOrder(
      sortRosterRows(
        reviewRows(next, products.length, leaverKeys).map((row) => ({ ...row, valid: row.check.valid })),
        nextSort.key,
        nextSort.direction,
      ).map((row) => row.key),
    );

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
      setRows([]);
      setOrder([]);
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
    setLeavers(pending.leavers ?? []);
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
      nextKey.current = next.length;
      // The review is rendered in slices the browser can interleave with input, not in one long task.
      startTransition(() => {
        setRows(next);
        reorder(next, sort);
        setPage(1);
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
    setRows([]);
    setOrder([]);
    setCheckedFor(null);
    setLeavers([]);
    setPage(1);
    setStep(0);
  };

  const editRow = useCallback(
    (key: number, field: string, value: string) =>
      setRows((current) =>
        current.map((row) => {
          if (row.key !== key) return row;
          const cells = { ...row.cells, [field]: value };
          // A size chosen in the table is the product's own: what was read from the file no longer applies.
          const readings = row.readings.filter((reading) => reading.column !== field);
          return { ...row, cells, readings, check: checkBulkOrderRow(cells, products) };
        }),
      ),
    [products],
  );

  /** The buyer keeps a row whose staff ID is on another row: both are ordered and billed. */
  const keepRow = useCallback(
    (key: number) =>
      setRows((current) =>
        current.map((row) =>
          row.key === key
            ? { ...row, cells: { ...row.cells, [KEEP_DUPLICATE_FIELD]: KEEP_DUPLICATE_VALUE } }
            : row,
        ),
      ),
    [],
  );

  const removeRow = useCallback((key: number) => {
    setRows((current) => current.filter((row) => row.key !== key));
    setOrder((current) => current.filter((candidate) => candidate !== key));
  }, []);

  const addRow = (cells: RosterRow) => {
    const row: ReviewRow = {
      key: nextKey.current++,
      cells,
      check: checkBulkOrderRow(cells, products),
      readings: [],
    };
    const next = [...rows, row];
    setRows(next);
    reorder(next, sort);
    setAdding(false);
    void message.success('Row Added!');
  };

  const changeSort = (next: ReviewSort) => {
    setSort(next);
    reorder(rows, next);
    setPage(1);
  };

  const submit = (body: Parameters<typeof placeOrder.mutateAsync>[0]) =>
    modal.confirm({
      title: 'Add these items to your cart?',
      okText: 'Yes',
      cancelText: 'No',
      onOk: async () => {
        await placeOrder.mutateAsync(body);
        notification.success({ message: 'Added to cart!', duration: 2 });
        void navigate(paths.cart);
      },
    });

  const submitManual = () =>
    submit({
      quote: {
        mode: 'normal',
        data: products.map((product) => ({
          saved_product_id: product.uuid,
          qty_options: manual[product.uuid] ?? {},
        })),
      },
    });

  const submitRoster = () =>
    submit({
      quote: {
        mode: 'pro',
        data: products.map((product) => ({ saved_product_id: product.uuid })),
        employees: rows.map((row) =>
          Object.fromEntries(Object.entries(row.cells).map(([field, value]) => [field, value ?? ''])),
        ),
      },
    });

  const manualReady =
    products.length > 0 && products.every((product) => meetsMinimum(product, totalOf(manual[product.uuid])));
  const rosterMeetsMinimums = products.every((product, index) =>
    meetsMinimum(product, rosterTotals[index] ?? 0),
  );
  const rosterReady = products.length > 0 && rows.length > 0 && invalidCount === 0 && rosterMeetsMinimums;

  return (
    <div>
      <PageHeader
        title="Order Multiple Products"
        subtitle="Order up to 10 saved products at once, typing quantities or importing a staff roster."
      />
      <Card>
        <Steps
          current={step}
          style={{ marginBottom: 24 }}
          items={markWizardSteps(
            [
              { title: 'Choose products', content: 'and upload a roster (optional)' },
              { title: 'Map columns', content: roster ? roster.fileName : 'from your CSV file' },
              {
                title: 'Review',
                content: rows.length > 0 ? `${rows.length.toLocaleString('en')} rows` : 'check every row',
              },
            ],
            step,
          )}
        />

        {step === 0 ? (
          <Flex vertical gap={20}>
            <ProductPicker chosen={products} onChange={setProducts} disabled={isBusy} />
            {roster ? (
              <Alert
                type="info"
                showIcon
                icon={<FileTextOutlined />}
                title={`${roster.fileName}: ${roster.rowCount.toLocaleString('en')} rows read`}
                description="Go on to map its columns, or Clear to order without it."
                action={
                  <Flex gap={8} wrap>
                    <Button onClick={clear}>Clear</Button>
                    <Button type="primary" disabled={products.length === 0} onClick={toMapping}>
                      Next
                    </Button>
                  </Flex>
                }
              />
            ) : (
              <>
                <RosterUpload disabled={isBusy || products.length === 0} onFile={readFile} />
                {products.length === 0 ? (
                  <Typography.Text type="secondary">
                    Choose your products first: the roster's product columns follow their order.
                  </Typography.Text>
                ) : null}
                {worker.progress ? <ProgressLine progress={worker.progress} /> : null}
                {products.length > 0 ? (
                  <div>
                    <Typography.Title level={5}>Or type quantities per size</Typography.Title>
                    <ManualQuantitiesForm products={products} quantities={manual} onChange={setManual} />
                    <Flex justify="flex-end" align="center" gap={12} wrap style={{ marginTop: 16 }}>
                      {!manualReady ? (
                        <Typography.Text type="secondary">
                          Enter quantities for every chosen product, up to its minimum order.
                        </Typography.Text>
                      ) : null}
                      <Button
                        type="primary"
                        icon={<ShoppingCartOutlined />}
                        disabled={!manualReady || isBusy}
                        loading={placeOrder.isPending}
                        onClick={submitManual}
                      >
                        Add to Cart
                      </Button>
                    </Flex>
                  </div>
                ) : null}
              </>
            )}
          </Flex>
        ) : null}

        {step === 1 && roster ? (
          <div>
            <Typography.Paragraph>
              <Tag>{roster.fileName}</Tag> {roster.rowCount.toLocaleString('en')} rows. Check the field each
              column fills; columns marked not used are left out.
            </Typography.Paragraph>
            <ColumnMapping
              headers={roster.headers}
              sample={roster.sample}
              columns={columns}
              products={products}
              onChange={setColumns}
            />
            {worker.progress ? <ProgressLine progress={worker.progress} /> : null}
            <Flex justify="space-between" gap={8} wrap style={{ marginTop: 16 }}>
              <Flex gap={8}>
                <Button onClick={() => setStep(0)} disabled={isBusy}>
                  Back
                </Button>
                <Button onClick={clear}>Clear</Button>
              </Flex>
              <Button type="primary" onClick={toReview} loading={isBusy}>
                Next
              </Button>
            </Flex>
          </div>
        ) : null}

        {step === 2 ? (
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
            <LeaversNotice leavers={leavers} />
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
            <Flex justify="space-between" align="center" gap={8} wrap>
              <Typography.Text type="secondary">
                {rows.length.toLocaleString('en')} rows · {invalidCount.toLocaleString('en')} invalid. Edit a
                cell to fix it; rows are checked as you type.
              </Typography.Text>
              <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                Add employee
              </Button>
            </Flex>
            <RosterReviewTable
              rows={shownRows}
              fields={reviewFields}
              products={products}
              sort={sort}
              page={page}
              onSort={changeSort}
              onPage={setPage}
              onEdit={editRow}
              onKeep={keepRow}
              onRemove={removeRow}
            />
            <Flex justify="space-between" gap={8} wrap>
              <Flex gap={8}>
                <Button onClick={() => setStep(1)}>Back</Button>
                <Button onClick={clear}>Clear</Button>
              </Flex>
              <Button
                type="primary"
                icon={<ShoppingCartOutlined />}
                disabled={!rosterReady}
                loading={placeOrder.isPending}
                onClick={submitRoster}
              >
                Add to Cart
              </Button>
            </Flex>
            <AddEmployeeModal
              open={adding}
              products={products}
              onAdd={addRow}
              onClose={() => setAdding(false)}
            />
          </Flex>
        ) : null}
      </Card>
    </div>
  );
}
