import { type ListPaging, listPagination } from './list-pagination.ts';
import { ResponsiveTable, type ResponsiveTableProps } from './responsive-table.tsx';

export type ListTableProps<T> = Omit<ResponsiveTableProps<T>, 'pagination'> & { paging: ListPaging };

/**
 * The rows of a server-paged list: the responsive table (a card per row on a phone) under the list's pagination.
 * Where a list sits in a frame of its own (tabs, a card, a drawer); a list page uses `ListPage`.
 */
export function ListTable<T extends object>({ paging, ...table }: ListTableProps<T>) {
  return <ResponsiveTable<T> {...table} pagination={listPagination(paging)} />;
}
