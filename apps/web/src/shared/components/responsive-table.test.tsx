import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listPagination } from './list-pagination.ts';
import { type ResponsiveColumn, ResponsiveTable } from './responsive-table.tsx';

// The breakpoint the table reads: undefined until measured (a wide screen), false below 576 px (a phone).
const screen = vi.hoisted(() => ({ sm: undefined as boolean | undefined }));
vi.mock('antd', async (importOriginal) => {
  const antd = await importOriginal<typeof import('antd')>();
  return {
    ...antd,
    Grid: { ...antd.Grid, useBreakpoint: () => ({ xs: screen.sm === false, sm: screen.sm }) },
  };
});

interface Order {
  uid: string;
  team: string;
  status: string;
  total: string;
  internal: string;
}

const COLUMNS: ResponsiveColumn<Order>[] = [
  { title: 'Order', dataIndex: 'uid', card: 'title' },
  { title: 'Status', dataIndex: 'status', card: 'status' },
  { title: 'Team', dataIndex: 'team' },
  { title: 'Total', dataIndex: 'total', card: 'amount' },
  { title: 'Internal', dataIndex: 'internal', card: 'hidden' },
  {
    title: '',
    key: 'actions',
    card: 'actions',
    render: (_, order) => <button type="button">Open {order.uid}</button>,
  },
];

const ORDERS: Order[] = [
  { uid: 'LV-1001', team: 'Kitchen', status: 'Pending', total: 'SGD 120.00', internal: 'x1' },
  { uid: 'LV-1002', team: 'Front desk', status: 'Completed', total: 'SGD 80.50', internal: 'x2' },
];

function textOf(markup: string): string {
  return markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

afterEach(() => {
  screen.sm = undefined;
});

describe('a responsive table', () => {
  it("says the table's own words for nothing on a phone", () => {
    screen.sm = false;
    const markup = renderToStaticMarkup(
      <ResponsiveTable<Order>
        rowKey="uid"
        columns={COLUMNS}
        dataSource={[]}
        locale={{ emptyText: 'No request waits.' }}
      />,
    );
    expect(textOf(markup)).toContain('No request waits.');
  });

  it('is a table with a column heading for each field on a wide screen', () => {
    const markup = renderToStaticMarkup(
      <ResponsiveTable<Order> rowKey="uid" columns={COLUMNS} dataSource={ORDERS} />,
    );
    expect(markup).toContain('<table');
    for (const heading of ['Order', 'Status', 'Team', 'Total', 'Internal'])
      expect(markup).toContain(`>${heading}<`);
    expect(markup).not.toContain('list-style:none');
  });

  it('shows each row as a card on a phone: heading, status, labelled fields, amount and buttons', () => {
    screen.sm = false;
    const markup = renderToStaticMarkup(
      <ResponsiveTable<Order> rowKey="uid" columns={COLUMNS} dataSource={ORDERS} />,
    );
    expect(markup).not.toContain('<table');
    // A row's card is a plain list item; the pager's items are antd's own.
    const cards = markup
      .split('<li style="list-style:none')
      .slice(1)
      .map((card) => textOf(card.split('</li>')[0] ?? ''));
    expect(cards).toHaveLength(2);
    expect(cards[0]).toContain('LV-1001');
    expect(cards[0]).toContain('Pending');
    expect(cards[0]).toContain('Team Kitchen');
    expect(cards[0]).toContain('Total SGD 120.00');
    expect(cards[0]).toContain('Open LV-1001');
    expect(cards[1]).toContain('Team Front desk');
  });

  it('leaves a hidden column out of the phone card', () => {
    screen.sm = false;
    const markup = renderToStaticMarkup(
      <ResponsiveTable<Order> rowKey="uid" columns={COLUMNS} dataSource={ORDERS} />,
    );
    expect(markup).not.toContain('Internal');
    expect(markup).not.toContain('x1');
  });

  it('says which rows a paged list shows and offers the next page on a phone', () => {
    screen.sm = false;
    const markup = renderToStaticMarkup(
      <ResponsiveTable<Order>
        rowKey="uid"
        columns={COLUMNS}
        dataSource={ORDERS}
        pagination={listPagination({ page: 2, pageSize: 2, total: 5, onChange: () => {}, showsTotal: true })}
      />,
    );
    expect(textOf(markup)).toContain('Showing 3 to 4 of 5 entries');
    expect(markup).toContain('ant-pagination-simple');
  });

  it('shows an empty list as empty, not as a blank space', () => {
    screen.sm = false;
    const markup = renderToStaticMarkup(
      <ResponsiveTable<Order> rowKey="uid" columns={COLUMNS} dataSource={[]} />,
    );
    expect(markup).toContain('ant-empty');
  });
});
