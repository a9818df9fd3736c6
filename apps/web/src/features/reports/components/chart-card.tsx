import { Card, Empty } from 'antd';
import type { ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';

interface ChartCardProps {
  /** The card's title, also the chart's accessible name. */
  title: string;
  isEmpty: boolean;
  /** What an empty chart says instead. */
  emptyText?: string;
  height?: number;
  /** One recharts chart, sized to the card. */
  children: ReactNode;
}

/** A report chart in its card: the chart fills the card's width, or a short note stands where there is nothing. */
export function ChartCard({
  title,
  isEmpty,
  emptyText = 'Nothing in this range',
  height = 260,
  children,
}: ChartCardProps) {
  return (
    <Card title={title} size="small" style={{ height: '100%' }}>
      <div style={{ width: '100%', height }} role="img" aria-label={title}>
        {isEmpty ? (
          <Empty description={emptyText} image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <ResponsiveContainer width="100%" height="100%">
            {children as never}
          </ResponsiveContainer>
        )}
      </div>
    </Card>
  );
}
