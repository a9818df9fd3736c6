import type { KartItem, Subkart } from '@livery/api-schemas/cart';
import { App, Card, Radio, Typography } from 'antd';
import { useUpdateShippingService } from '../api/update-shipping-service.ts';
import { CartLine } from './cart-line.tsx';

/** A sub-cart: the lines shipping from one country and the shipping service chosen for them. */
export function SubkartCard({ subkart, onRemove }: { subkart: Subkart; onRemove: (item: KartItem) => void }) {
  const updateService = useUpdateShippingService();
  const { notification } = App.useApp();
  const labelId = `shipping-${subkart.origin_country}`;

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
      <div style={{ paddingTop: 14 }}>
        <Typography.Text strong id={labelId} style={{ display: 'block', marginBottom: 6 }}>
          Shipping
        </Typography.Text>
        {subkart.lead_times.length > 0 ? (
          <Radio.Group
            aria-labelledby={labelId}
            value={subkart.service_id ?? undefined}
            onChange={(event) => void changeService(event.target.value as number)}
            disabled={updateService.isPending}
            style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
            options={subkart.lead_times.map((service) => ({ value: service.id, label: service.title }))}
          />
        ) : (
          <Typography.Text type="secondary">
            Choose a shipping address to see the shipping services and lead times.
          </Typography.Text>
        )}
      </div>
    </Card>
  );
}
