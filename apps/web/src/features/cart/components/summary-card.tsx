import type { CartTotals } from '@livery/domain/cart-totals';
import { Alert, Button, Card, Descriptions, Flex, Typography } from 'antd';

/** The Summary card: subtotal, shipping, discount, GST and total (from the domain's cartTotals), and the two submits. */
export function SummaryCard(props: {
  totals: CartTotals;
  gstRate: number;
  /** Without a shipping address no fee is known yet (decision 39): the summary says so instead of 'Free'. */
  hasShipAddress: boolean;
  money: (amount: number) => string;
  discountCode: string | null;
  error: string | null;
  isSubmitting: boolean;
  onSubmit: (status: 'order_pending' | 'order_quotes') => void;
}) {
  const { totals, money } = props;
  return (
    <Card title="Summary">
      <Descriptions
        column={1}
        size="small"
        styles={{ content: { justifyContent: 'flex-end', whiteSpace: 'nowrap' } }}
      >
        <Descriptions.Item label="Subtotal">{money(totals.subtotal)}</Descriptions.Item>
        <Descriptions.Item label="Shipping">
          {!props.hasShipAddress ? (
            <Typography.Text type="warning">Select a shipping address</Typography.Text>
          ) : totals.shipping === 0 ? (
            'Free'
          ) : (
            money(totals.shipping)
          )}
        </Descriptions.Item>
        <Descriptions.Item label={props.discountCode ? `Discount (${props.discountCode})` : 'Discount'}>
          {money(-totals.discount)}
        </Descriptions.Item>
        <Descriptions.Item label={`GST (${props.gstRate}%)`}>{money(totals.gst)}</Descriptions.Item>
      </Descriptions>
      <Flex
        justify="space-between"
        align="baseline"
        style={{ borderTop: '1px solid #eef1f5', paddingTop: 12, marginTop: 4 }}
      >
        <Typography.Text strong>Total</Typography.Text>
        <Typography.Title level={3} style={{ margin: 0 }} data-testid="cart-total">
          {money(totals.total)}
        </Typography.Title>
      </Flex>
      {props.error ? <Alert type="error" showIcon message={props.error} style={{ marginTop: 12 }} /> : null}
      <Flex vertical gap={8} style={{ marginTop: 16 }}>
        <Button
          type="primary"
          size="large"
          block
          loading={props.isSubmitting}
          onClick={() => props.onSubmit('order_pending')}
        >
          Submit Order Request
        </Button>
        <Button
          size="large"
          block
          disabled={props.isSubmitting}
          onClick={() => props.onSubmit('order_quotes')}
        >
          Generate Quote
        </Button>
      </Flex>
    </Card>
  );
}
