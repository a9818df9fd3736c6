import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListPage } from './list-page.tsx';
import type { ResponsiveColumn } from './responsive-table.tsx';

interface Job {
  id: number;
  subject: string;
}

const COLUMNS: ResponsiveColumn<Job>[] = [{ title: 'Job', dataIndex: 'subject', card: 'title' }];
const JOBS: Job[] = [
  { id: 1, subject: 'Send the order e-mail' },
  { id: 2, subject: 'Draw a thumbnail' },
];
const PAGING = { page: 1, pageSize: 2, total: 3, onChange: () => {}, showsTotal: true };

function render(framed: boolean) {
  return renderToStaticMarkup(
    <ListPage<Job>
      title="Jobs"
      subtitle="Background work"
      framed={framed}
      filters={<button type="button">Failed</button>}
      paging={PAGING}
      rowKey="id"
      columns={COLUMNS}
      dataSource={JOBS}
    >
      <p>opened over the list</p>
    </ListPage>,
  );
}

describe('ListPage', () => {
  it('shows its header, its filters, the rows with the list’s pagination, then what opens over it', () => {
    const markup = render(false);
    const order = [
      'Jobs',
      'Background work',
      'Failed',
      'Send the order e-mail',
      'Showing 1 to 2 of 3 entries',
    ];
    const positions = order.map((text) => markup.indexOf(text));
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(markup.indexOf('opened over the list')).toBeGreaterThan(positions[4] ?? 0);
    expect(markup).not.toContain('ant-card');
  });

  it('sets the filters and the rows in a card under the header when framed', () => {
    const markup = render(true);
    const card = markup.indexOf('ant-card');
    expect(card).toBeGreaterThan(markup.indexOf('Background work'));
    expect(card).toBeLessThan(markup.indexOf('Failed'));
  });
});
