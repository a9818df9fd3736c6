import { describe, expect, it } from 'vitest';
import { formatCsv } from './csv-cell.ts';
import { ORDER_EXPORT_HEADERS, type OrderExportInput, orderExportCells } from './order-export.ts';

const ORDER: OrderExportInput = {
  createdAt: '2026-11-26T09:30:00.123456Z',
  uid: 'LV-2026-000042',
  poNumber: 'PO-7',
  orderStatus: 'order_in_progress',
  shipStatus: 'partially_shipped',
  orderType: 'laundry_order',
  total: 123450,
  currency: 'SGD',
  teamName: 'Front Office',
  userName: 'Mei Tan',
  reference: null,
};

describe('an order as export cells', () => {
  it("has one cell per header: the provider's day, labels for statuses and type, the total in units", () => {
    const cells = orderExportCells(ORDER, 'Asia/Singapore');
    expect(cells).toHaveLength(ORDER_EXPORT_HEADERS.length);
    expect(cells).toEqual([
      '2026-11-26',
      'LV-2026-000042',
      'PO-7',
      'In Progress',
      'Partly shipped',
      'Laundry',
      1234.5,
      'SGD',
      'Front Office',
      'Mei Tan',
      '',
      '',
    ]);
  });

  it('turns formula-like PO numbers, references and names into text', () => {
    const cells = orderExportCells(
      { ...ORDER, poNumber: '=cmd()', reference: '+1+2', userName: '@evil', teamName: '-team' },
      'Asia/Singapore',
    );
    expect(cells[2]).toBe("'=cmd()");
    expect(cells[9]).toBe("'@evil");
    expect(cells[8]).toBe("'-team");
    expect(cells[10]).toBe("'+1+2");
    // Written as CSV they stay text, with no second apostrophe.
    expect(formatCsv([cells])).toContain(",'=cmd(),");
  });

  it("dates an order by the provider's day: 00:30 in Singapore on 1 Dec, though UTC still says 30 Nov", () => {
    const justAfterMidnight = { ...ORDER, createdAt: '2026-11-30T16:30:00.000000Z' };
    expect(orderExportCells(justAfterMidnight, 'Asia/Singapore')[0]).toBe('2026-12-01');
    expect(orderExportCells(justAfterMidnight, 'UTC')[0]).toBe('2026-11-30');
  });

  it('shows an unknown status as it is, neutralised', () => {
    expect(orderExportCells({ ...ORDER, orderStatus: '=x' }, 'Asia/Singapore')[3]).toBe("'=x");
  });
});
