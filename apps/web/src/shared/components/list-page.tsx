import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import { ListTable, type ListTableProps } from './list-table.tsx';
import { PageHeader } from './page-header.tsx';

/**
 * A server-paged list page: its header, the filters in a wrapping row (the page keeps them in the URL), and
 * the rows as a table, or as cards on a phone, with the list's pagination; then what opens over it.
 * `framed` sets the filters and the rows in a card under the header.
 */
export function ListPage<T extends object>({
  title,
  subtitle,
  extra,
  filters,
  framed = false,
  children,
  ...table
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  extra?: ReactNode;
  filters?: ReactNode;
  framed?: boolean;
  /** What the page opens over the list (modals, drawers). */
  children?: ReactNode;
} & Omit<ListTableProps<T>, 'title' | 'children'>) {
  const rows = (
    <>
      {filters ? (
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          {filters}
        </Flex>
      ) : null}
      <ListTable<T> {...table} />
    </>
  );
  return (
    <div>
      <PageHeader title={title} subtitle={subtitle} extra={extra} />
      {framed ? <Card>{rows}</Card> : rows}
      {children}
    </div>
  );
}
