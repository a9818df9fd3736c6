import type { Address } from '@livery/api-schemas/addresses';
import type { OrderResponse } from '@livery/api-schemas/orders';
import { countryName } from '@livery/domain/country-name';
import { formatMoneyWithCode } from '@livery/domain/money';
import { APPROVAL_WAITING_NOTE } from '@livery/domain/order-approval';
import { pendingNote } from '@livery/domain/order-progress';
import type { OrderStory } from '@livery/domain/order-story';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { LineDate, lineStoryOf } from '../../../shared/components/order-story.tsx';
import { PricedLine, pricedLineFigures } from '../../../shared/components/priced-line.tsx';
import {
  DeliveryOrderLinks,
  ShippingDetailsModal,
  ShipStatusTag,
} from '../../../shared/components/shipping-logs.tsx';
import { SummaryCard } from '../../../shared/components/summary-card.tsx';
import { OrderProgressBar } from './order-progress-bar.tsx';

// The panels of an order that its own page and a shared read-only link both show.

type Order = OrderResponse['order'];

/** An address as printed on a label, or why there is none. */
export function AddressBlock({ address }: { address: Address | null }) {
  if (!address) return <Typography.Text type="secondary">Not needed for this order</Typography.Text>;
  return (
    <address style={{ fontStyle: 'normal', lineHeight: 1.6 }}>
      <strong>
        {address.first_name} {address.last_name}
      </strong>
      <br />
      {address.company}
      <br />
      {address.address}
      {address.address2 ? `, ${address.address2}` : ''}
      <br />
      {[address.city, address.state, address.zip].filter(Boolean).join(' ')}
      <br />
      {address.country_name}
      <br />
      {address.phone}
    </address>
  );
}

/** Progress, why the order waits, and its deliveries (as the story tells them) with the shipping details. */
export function OrderProgressCard({ order, story }: { order: Order; story: OrderStory }) {
  const [isShippingOpen, setShippingOpen] = useState(false);
  return (
    <Card style={{ marginBottom: 16 }}>
      <OrderProgressBar story={story} />
      {order.order_approval_needed ? (
        <Alert
          type="warning"
          showIcon
          message="Waiting for approval"
          description={APPROVAL_WAITING_NOTE}
          style={{ marginTop: 16 }}
        />
      ) : order.order_status === 'order_pending' ? (
        <Alert
          type="info"
          showIcon
          message={pendingNote(order.payment_days)}
          description={
            order.credit_hold
              ? `With this order your company would owe ${formatMoneyWithCode(order.credit_hold.owed_after, order.currency)}, past its credit limit of ${formatMoneyWithCode(order.credit_hold.credit_limit, order.currency)}: the provider decides before approving it.`
              : undefined
          }
          style={{ marginTop: 16 }}
        />
      ) : null}
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 16 }}>
        <Flex align="center" gap={8} wrap>
          <Typography.Text>Delivery:</Typography.Text>
          <ShipStatusTag status={story.ship_status} />
          <DeliveryOrderLinks links={order.delivery_orders} />
        </Flex>
        <Button onClick={() => setShippingOpen(true)}>Shipping details</Button>
      </Flex>
      <ShippingDetailsModal
        open={isShippingOpen}
        logs={order.shipping_logs}
        onClose={() => setShippingOpen(false)}
      />
    </Card>
  );
}

type OrderLine = OrderResponse['items'][number]['items'][number];

/**
 * The order's lines, grouped, each with its sizes, price breakdown and one date (shipped, or the estimate
 * until then); `lineActions` adds the buttons of a signed-in page (name list, RFID tags), which a shared link
 * does not show.
 */
export function OrderItemsCards({
  items,
  story,
  lineActions,
}: {
  items: OrderResponse['items'];
  story: OrderStory;
  lineActions?: (line: OrderLine) => ReactNode;
}) {
  return (
    <>
      {items.map((group) => (
        <Card key={group.name} title={group.name} style={{ marginBottom: 16 }}>
          {group.items.map((item) => (
            <PricedLine
              key={item.uuid}
              title={<Typography.Text strong>{item.title}</Typography.Text>}
              {...pricedLineFigures(item)}
              details={
                <>
                  {item.shipping_service ? (
                    <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
                      Ships from {countryName(item.origin_country ?? '') ?? item.origin_country} by{' '}
                      {item.shipping_service} ({item.lead_time})
                    </Typography.Text>
                  ) : null}
                  <LineDate line={lineStoryOf(story, item.uuid)} />
                  {lineActions ? (
                    <Flex gap={8} wrap style={{ marginTop: 8 }}>
                      {lineActions(item)}
                    </Flex>
                  ) : null}
                </>
              }
            />
          ))}
        </Card>
      ))}
    </>
  );
}

/** Subtotal, surcharges, shipping, fees, discount, GST and total, right-aligned in the order's currency. */
export function OrderSummaryCard({ order }: { order: Order }) {
  const money = (amount: number) => formatMoneyWithCode(amount, order.currency);
  return (
    <SummaryCard
      testId="order-summary"
      lines={[
        { label: 'Subtotal', value: money(order.subtotal) },
        { label: 'Surcharges (included)', value: money(order.total_surcharge) },
        { label: 'Shipping', value: order.shipping_fee === 0 ? 'Free' : money(order.shipping_fee) },
        order.additional_fees > 0 ? { label: 'Additional fees', value: money(order.additional_fees) } : null,
        {
          label: order.discount_code ? `Discount (${order.discount_code})` : 'Discount',
          value: money(-order.discount),
        },
        { label: `GST (${order.gst_rate}%)`, value: money(order.gst) },
      ]}
      total={money(order.total)}
    />
  );
}

/** The shipping and billing addresses. */
export function OrderAddressCards({ order }: { order: Order }) {
  return (
    <>
      <Card title="Shipping address" style={{ marginBottom: 16 }}>
        <AddressBlock address={order.shipadd} />
      </Card>
      <Card title="Billing address">
        <AddressBlock address={order.billadd} />
      </Card>
    </>
  );
}
