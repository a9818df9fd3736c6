import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { listPagination } from './list-pagination.ts';
import { PageHeader } from './page-header.tsx';
import { ResponsiveTable, type ResponsiveTableProps } from './responsive-table.tsx';

/**
 * A server-paged list page: its header, the filters in a wrapping row (the page keeps them in the URL), and
 * the rows as a table, or as cards on a phone, with the list's pagination; then what opens over it.
 */
export function ListPage<T extends object>({
  title,
  subtitle,
  extra,
  filters,
  paging,
  children,
  ...table
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  extra?: ReactNode;
  filters?: ReactNode;
  paging: Parameters<typeof listPagination>[0];
  /** What the page opens over the list (modals, drawers). */
  children?: ReactNode;
} & Omit<ResponsiveTableProps<T>, 'pagination' | 'title' | 'children'>) {
  return (
    <div>
      <PageHeader title={title} subtitle={subtitle} extra={extra} />
      {filters ? (
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          {filters}
        </Flex>
      ) : null}
      <ResponsiveTable<T> {...table} pagination={listPagination(paging)} />
      {children}
    </div>
  );
}
