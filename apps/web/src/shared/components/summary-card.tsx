import { Card, Descriptions, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** One figure of a summary: its label and the amount as shown (money, or a word such as Free). */
export interface SummaryLine {
  label: string;
  value: ReactNode;
}

/**
 * The Order Summary card of an order or a quotation: its lines with amounts right-aligned in even figures,
 * then the total below a rule. `note` stands in for the lines while there are none to show.
 */
export function SummaryCard({
  lines,
  total,
  note,
  testId,
  totalTestId,
}: {
  lines: Array<SummaryLine | null>;
  total: ReactNode;
  note?: ReactNode;
  testId?: string;
  totalTestId?: string;
}) {
  return (
    <Card title="Order Summary" style={{ marginBottom: 16 }}>
      {note ?? (
        <Descriptions
          column={1}
          size="small"
          styles={{
            content: {
              justifyContent: 'flex-end',
              fontVariantNumeric: 'tabular-nums',
              whiteSpace: 'nowrap',
            },
          }}
          data-testid={testId}
          items={lines
            .filter((line): line is SummaryLine => line !== null)
            .map((line) => ({ key: line.label, label: line.label, children: line.value }))}
        />
      )}
      <Flex
        justify="space-between"
        align="baseline"
        style={{ borderTop: '1px solid #eef1f5', paddingTop: 12 }}
      >
        <Typography.Text strong>Total</Typography.Text>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid={totalTestId}>
          {total}
        </Typography.Title>
      </Flex>
    </Card>
  );
}
