import {
  Checkbox,
  Empty,
  Flex,
  Grid,
  Pagination,
  Spin,
  Table,
  type TableColumnType,
  type TablePaginationConfig,
  type TableProps,
  Typography,
  theme,
} from 'antd';
import { type CSSProperties, isValidElement, type Key, type ReactNode, useState } from 'react';

/**
 * Where a column goes in a row's card on a phone: the card's heading, the tag beside it, a label/value line,
 * a label/value line in bold on the right (money), the button row at the bottom, or nowhere.
 */
export type CardPlace = 'title' | 'status' | 'field' | 'amount' | 'actions' | 'hidden';

/** An antd column plus where it shows in the phone card (a label/value line unless told). */
export type ResponsiveColumn<T> = TableColumnType<T> & { card?: CardPlace; cardLabel?: string };

export type ResponsiveTableProps<T> = Omit<TableProps<T>, 'columns'> & { columns: ResponsiveColumn<T>[] };

const DEFAULT_PAGE_SIZE = 10;

const CARD_STYLE: CSSProperties = {
  listStyle: 'none',
  border: '1px solid #e3e8ef',
  borderRadius: 12,
  padding: '12px 14px',
  background: '#fff',
};

function fieldValue(record: unknown, dataIndex: unknown): unknown {
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path: unknown[] = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  let value = record;
  for (const step of path) value = (value as Record<string, unknown> | undefined)?.[String(step)];
  return value;
}

function cellOf<T>(column: ResponsiveColumn<T>, record: T, index: number): ReactNode {
  const value = fieldValue(record, column.dataIndex);
  if (!column.render) return value as ReactNode;
  const rendered = column.render(value, record, index);
  // antd lets render return { children, props } for cell spans; the card only wants the content.
  if (rendered && typeof rendered === 'object' && !isValidElement(rendered) && 'children' in rendered) {
    return rendered.children;
  }
  return rendered as ReactNode;
}

function labelOf<T>(column: ResponsiveColumn<T>): ReactNode {
  if (column.cardLabel) return column.cardLabel;
  return typeof column.title === 'function' ? null : column.title;
}

function keyOf<T>(record: T, index: number, rowKey: TableProps<T>['rowKey']): Key {
  if (typeof rowKey === 'function') return rowKey(record, index);
  return (fieldValue(record, rowKey ?? 'key') as Key | undefined) ?? index;
}

/** The rows antd would show on the current page: a server-paged list arrives already cut to one page. */
function pageRows<T>(
  rows: readonly T[],
  current: number,
  pageSize: number,
  total: number | undefined,
): readonly T[] {
  if (total !== undefined && rows.length < total && rows.length <= pageSize) return rows;
  return rows.slice((current - 1) * pageSize, current * pageSize);
}

function RowCard<T>({
  record,
  index,
  columns,
  selection,
}: {
  record: T;
  index: number;
  columns: ResponsiveColumn<T>[];
  selection: ReactNode;
}) {
  const { token } = theme.useToken();
  const placed = (place: CardPlace) => columns.filter((column) => (column.card ?? 'field') === place);
  const titles = placed('title');
  const statuses = placed('status');
  const lines = columns.filter(
    (column) => column.card === undefined || column.card === 'field' || column.card === 'amount',
  );
  const actions = placed('actions');
  return (
    <li style={CARD_STYLE}>
      {titles.length > 0 || statuses.length > 0 || selection ? (
        <Flex
          justify="space-between"
          align="flex-start"
          gap={8}
          style={{ marginBottom: lines.length ? 8 : 0 }}
        >
          <Flex align="center" gap={8} wrap style={{ minWidth: 0 }}>
            {selection}
            {titles.map((column, at) => (
              <Typography.Text strong key={String(column.key ?? column.dataIndex ?? at)}>
                {cellOf(column, record, index)}
              </Typography.Text>
            ))}
          </Flex>
          {statuses.length > 0 ? (
            <Flex gap={4} wrap justify="flex-end">
              {statuses.map((column, at) => (
                <span key={String(column.key ?? column.dataIndex ?? at)}>
                  {cellOf(column, record, index)}
                </span>
              ))}
            </Flex>
          ) : null}
        </Flex>
      ) : null}
      {lines.length > 0 ? (
        <dl
          style={{
            margin: 0,
            display: 'grid',
            // Labels take at most 40 %, so a value (or an editable cell) keeps room to be read and typed in.
            gridTemplateColumns: 'minmax(80px, 40%) minmax(0, 1fr)',
            alignItems: 'baseline',
            gap: '4px 12px',
          }}
        >
          {lines.map((column, at) => (
            <div key={String(column.key ?? column.dataIndex ?? at)} style={{ display: 'contents' }}>
              <dt style={{ color: token.colorTextSecondary }}>{labelOf(column)}</dt>
              <dd
                style={{
                  margin: 0,
                  minWidth: 0,
                  overflowWrap: 'anywhere',
                  textAlign: column.card === 'amount' ? 'right' : undefined,
                  fontWeight: column.card === 'amount' ? 600 : undefined,
                }}
              >
                {cellOf(column, record, index)}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {actions.length > 0 ? (
        <Flex gap={8} wrap style={{ marginTop: 10 }}>
          {actions.map((column, at) => (
            <span key={String(column.key ?? column.dataIndex ?? at)}>{cellOf(column, record, index)}</span>
          ))}
        </Flex>
      ) : null}
    </li>
  );
}

/** The table's emptyText as the card list shows it; undefined leaves antd's own words. */
function emptyTextOf(emptyText: NonNullable<TableProps<object>['locale']>['emptyText']): ReactNode {
  return typeof emptyText === 'function' ? emptyText() : emptyText;
}

/**
 * An antd Table that, below 576 px, shows each row as a card (heading, status, label/value lines, amounts,
 * action buttons) so nothing scrolls sideways on a phone; pagination and row selection work in both forms.
 */
export function ResponsiveTable<T extends object>(props: ResponsiveTableProps<T>) {
  const screens = Grid.useBreakpoint();
  const [ownPage, setOwnPage] = useState({ current: 1, pageSize: DEFAULT_PAGE_SIZE });
  // Undefined until measured: the table is the safe first guess on a wide screen.
  if (screens.sm !== false) return <Table<T> {...props} />;

  const { columns, dataSource = [], rowKey, loading, pagination, rowSelection, onChange } = props;
  const config: TablePaginationConfig | false = pagination === false ? false : (pagination ?? {});
  const current = config ? (config.current ?? ownPage.current) : 1;
  const pageSize = config ? (config.pageSize ?? ownPage.pageSize) : dataSource.length;
  const total = config ? (config.total ?? dataSource.length) : dataSource.length;
  const rows = config ? pageRows(dataSource, current, pageSize, config.total) : dataSource;
  const isLoading = typeof loading === 'object' ? Boolean(loading.spinning) : Boolean(loading);
  const visibleColumns = columns.filter((column) => column.card !== 'hidden');

  const changePage = (page: number, size: number) => {
    setOwnPage({ current: page, pageSize: size });
    if (config) {
      config.onChange?.(page, size);
      onChange?.({ ...config, current: page, pageSize: size }, {}, [], {
        action: 'paginate',
        currentDataSource: [...dataSource],
      });
    }
  };

  const selectedKeys = rowSelection?.selectedRowKeys ?? [];
  const toggle = (key: Key, isChecked: boolean) => {
    const keys = isChecked ? [...selectedKeys, key] : selectedKeys.filter((each) => each !== key);
    const chosen = dataSource.filter((record, index) => keys.includes(keyOf(record, index, rowKey)));
    rowSelection?.onChange?.(keys, chosen, { type: rowSelection.type === 'radio' ? 'single' : 'multiple' });
  };

  const hidesPagination = !config || (config.hideOnSinglePage && total <= pageSize);
  return (
    <div aria-busy={isLoading}>
      {isLoading ? (
        <Flex justify="center" style={{ marginBottom: 12 }}>
          <Spin />
        </Flex>
      ) : null}
      {rows.length === 0 ? (
        // The table's own words for nothing (locale.emptyText), as the wide table shows them.
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyTextOf(props.locale?.emptyText)} />
      ) : (
        <ul style={{ margin: 0, padding: 0, display: 'grid', gap: 12, opacity: isLoading ? 0.5 : 1 }}>
          {rows.map((record, index) => {
            const key = keyOf(record, index, rowKey);
            const selection = rowSelection ? (
              <Checkbox
                aria-label="Select row"
                checked={selectedKeys.includes(key)}
                onChange={(event) => toggle(key, event.target.checked)}
                {...rowSelection.getCheckboxProps?.(record)}
              />
            ) : null;
            return (
              <RowCard
                key={key}
                record={record}
                index={index}
                columns={visibleColumns}
                selection={selection}
              />
            );
          })}
        </ul>
      )}
      {hidesPagination ? null : (
        <Flex vertical align="center" gap={8} style={{ marginTop: 16 }}>
          {config.showTotal ? (
            <Typography.Text>
              {config.showTotal(total, [
                Math.min(total, (current - 1) * pageSize + 1),
                Math.min(total, current * pageSize),
              ])}
            </Typography.Text>
          ) : null}
          <Pagination simple current={current} pageSize={pageSize} total={total} onChange={changePage} />
        </Flex>
      )}
    </div>
  );
}
