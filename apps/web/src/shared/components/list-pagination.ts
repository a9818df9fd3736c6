import type { TablePaginationConfig } from 'antd';

/** The line under a list that says which rows it shows: `Showing 11 to 20 of 45 entries`. */
export function showingEntries(total: number, [from, to]: [number, number]): string {
  return `Showing ${from} to ${to} of ${total} entries`;
}

/** Where a server-paged list is: its page and size, the total the server counted, and how it moves. */
export interface ListPaging {
  page: number;
  pageSize: number;
  total: number | undefined;
  onChange: (page: number, pageSize: number) => void;
  pageSizes?: readonly number[];
  showsTotal?: boolean;
  /** No pager under a list that fits on one page (lists inside cards and drawers). */
  hidesOnSinglePage?: boolean;
}

/**
 * The pagination of every server-paged list: the page the server answered, its size, the total it counted,
 * the page-size menu only where the list offers `pageSizes`, and the `Showing…` line where `showsTotal`
 * (antd's menu shows by itself past 50 rows, so it is turned off where no sizes are offered).
 * `onChange` gets the next page and size (the page keeps them where it keeps its filters: the URL or state).
 */
export function listPagination(list: ListPaging): TablePaginationConfig {
  return {
    current: list.page,
    pageSize: list.pageSize,
    total: list.total ?? 0,
    showSizeChanger: list.pageSizes !== undefined,
    ...(list.pageSizes ? { pageSizeOptions: [...list.pageSizes] } : {}),
    onChange: list.onChange,
    ...(list.showsTotal ? { showTotal: showingEntries } : {}),
    ...(list.hidesOnSinglePage ? { hideOnSinglePage: true } : {}),
  };
}
