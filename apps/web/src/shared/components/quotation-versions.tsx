import type { QuotationVersion } from '@livery/api-schemas/quotations';
import { cents, formatMoneyWithCode, multiplyCents } from '@livery/domain/money';
import { Card, Collapse, Flex, Tag, Typography } from 'antd';
import { formatDate, formatDateTime } from '../format/date.ts';

/**
 * Every pricing of a quotation, newest first, each with its lines, fees and valid-until day: what the buyer
 * read, and which version was approved. Lines stack, so it reads the same at 390 px as at 1280 px.
 */
export function QuotationVersionHistory({
  versions,
  currency,
  currentVersion,
  approvedVersion,
}: {
  versions: QuotationVersion[];
  currency: string;
  currentVersion: number | null;
  approvedVersion: number | null;
}) {
  if (versions.length === 0) return null;
  const money = (amount: number) => formatMoneyWithCode(amount, currency);
  return (
    <Card title="Version history" style={{ marginBottom: 16 }} data-testid="quotation-versions">
      <Collapse
        size="small"
        defaultActiveKey={currentVersion ? [String(currentVersion)] : []}
        items={versions.map((version) => ({
          key: String(version.version),
          label: (
            <Flex gap={8} wrap align="center">
              <Typography.Text strong>Version {version.version}</Typography.Text>
              {version.version === approvedVersion ? <Tag color="green">Approved</Tag> : null}
              {version.version === currentVersion && approvedVersion === null ? (
                <Tag color="blue">Current</Tag>
              ) : null}
              <Typography.Text type="secondary">
                {formatDateTime(version.priced_at)} · {money(version.subtotal)} before fees and GST
              </Typography.Text>
            </Flex>
          ),
          children: (
            <Flex vertical gap={4}>
              {version.lines.map((line) => (
                <Flex
                  key={line.id}
                  justify="space-between"
                  gap={12}
                  wrap
                  style={{ borderBottom: '1px solid #f0f0f0', paddingBottom: 4 }}
                >
                  <span>
                    {line.title} {line.is_option ? <Tag>Option</Tag> : null}
                  </span>
                  <Typography.Text style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {line.qty} × {money(line.unit_price)} ={' '}
                    {money(multiplyCents(cents(line.unit_price), line.qty))}
                  </Typography.Text>
                </Flex>
              ))}
              <Typography.Text type="secondary">
                Shipping {money(version.shipping_fee)} · additional fees {money(version.additional_fees)} ·
                ready by {formatDate(version.due_date)} · valid until {formatDate(version.valid_until)}
              </Typography.Text>
            </Flex>
          ),
        }))}
      />
    </Card>
  );
}
