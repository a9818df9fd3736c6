import type { KartItem, Subkart } from '@livery/api-schemas/cart';
import { App, Card, Flex, Select, Typography } from 'antd';
import { useUpdateShippingService } from '../api/cart-calls.ts';
import { CartLine } from './cart-line.tsx';

/** A sub-cart: the lines shipping from one country and the shipping service chosen for them. */
export function SubkartCard({ subkart, onRemove }: { subkart: Subkart; onRemove: (item: KartItem) => void }) {
  const updateService = useUpdateShippingService();
  const { notification } = App.useApp();
  const selectId = `shipping-${subkart.origin_country}`;

  const changeService = async (serviceId: number) => {
    const answer = await updateService.mutateAsync({
      item_ids: subkart.items.map((item) => item.id),
      service_id: serviceId,
    });
    notification.success({ message: answer.message, duration: 2 });
  };

  return (
    <Card
      title={`Ships from ${subkart.name}`}
      extra={<Typography.Text type="secondary">{subkart.items.length} item(s)</Typography.Text>}
      style={{ marginBottom: 16 }}
      data-testid="subkart"
    >
      {subkart.items.map((item) => (
        <CartLine key={item.uuid} item={item} onRemove={() => onRemove(item)} />
      ))}
      <Flex gap={8} align="center" wrap style={{ paddingTop: 14 }}>
        <label htmlFor={selectId}>
          <Typography.Text strong>Shipping</Typography.Text>
        </label>
        {subkart.lead_times.length > 0 ? (
          <Select
            id={selectId}
            value={subkart.service_id ?? undefined}
            onChange={changeService}
            loading={updateService.isPending}
            options={subkart.lead_times.map((service) => ({ value: service.id, label: service.title }))}
            style={{ flex: '1 1 260px', minWidth: 0 }}
            aria-label={`Shipping service from ${subkart.name}`}
          />
        ) : (
          <Typography.Text type="secondary">
            Choose a shipping address to see the shipping services and lead times.
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
