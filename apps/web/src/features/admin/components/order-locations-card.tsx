import { DownloadOutlined } from '@ant-design/icons';
import type { OrderLocationsResponse } from '@livery/api-schemas/orders';
import { App, Button, Card, Flex, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { LocationCard } from '../../../shared/components/location-card.tsx';
import { downloadPackingSheet } from '../api/download-packing-sheet.ts';
import { useAdminOrderLocations } from '../api/get-admin-order-locations.ts';

type Location = OrderLocationsResponse['locations'][number];

function PeopleOf({ product }: { product: Location['products'][number] }) {
  const groups = product.employee_groups.filter((group) => group.employee_products.length > 0);
  if (groups.length === 0) return null;
  return (
    <Flex vertical gap={2} style={{ marginTop: 2 }}>
      {groups.map((group) => (
        <Typography.Text key={group.name ?? 'all'} type="secondary" style={{ fontSize: 12 }}>
          {group.name ? `${group.name}: ` : ''}
          {group.employee_products.map((row) => `${row.name} (${row.size} × ${row.qty})`).join(', ')}
        </Typography.Text>
      ))}
    </Flex>
  );
}

/**
 * The provider's view of where an order goes: each location with its address, its people and its pieces per
 * size, then what no location has taken yet (it ships to the order's own address).
 */
export function OrderLocationsCard({ orderUuid }: { orderUuid: string }) {
  const query = useAdminOrderLocations(orderUuid);
  const { message } = App.useApp();
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = async (location: Location) => {
    setDownloading(location.id);
    try {
      await downloadPackingSheet(orderUuid, location.id, location.name);
    } catch (error) {
      void message.error(
        error instanceof ApiError ? error.message : 'The packing sheet could not be downloaded',
      );
    } finally {
      setDownloading(null);
    }
  };
  if (query.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  const data = query.data;
  if (!data || data.locations.length === 0) {
    return (
      <Typography.Paragraph type="secondary">
        One destination: the whole order ships to its shipping address.
      </Typography.Paragraph>
    );
  }
  const leftover = data.unassigned.flatMap((line) => {
    const left = line.lines.filter((size) => size.unfinished_qty > 0);
    return left.length > 0 ? [{ line, left }] : [];
  });
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      {data.locations.map((location) => (
        <LocationCard
          key={location.id}
          name={location.name}
          extra={
            <Typography.Text type="secondary">
              {location.people_count > 0
                ? `${location.people_count} ${location.people_count === 1 ? 'person' : 'people'} · `
                : ''}
              {location.total_qty} pcs
            </Typography.Text>
          }
        >
          <Typography.Paragraph style={{ marginBottom: 8 }}>{location.address.summary}</Typography.Paragraph>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            loading={downloading === location.id}
            onClick={() => void download(location)}
            style={{ marginBottom: 8 }}
          >
            Packing sheet
          </Button>
          {location.products.map((product) => (
            <div key={product.item_id} style={{ marginBottom: 6 }}>
              <Flex wrap gap={4} align="center">
                <Typography.Text strong>{product.title}</Typography.Text>
                {product.sizes.map((size) => (
                  <Tag key={size.size} bordered={false}>
                    {size.size} × {size.qty}
                  </Tag>
                ))}
              </Flex>
              <PeopleOf product={product} />
            </div>
          ))}
        </LocationCard>
      ))}
      {leftover.length > 0 ? (
        <Card size="small" title="Not assigned: ships to the order's address">
          {leftover.map(({ line, left }) => (
            <Flex key={line.item_id} wrap gap={4} align="center">
              <Typography.Text strong>{line.title}</Typography.Text>
              {left.map((size) => (
                <Tag key={size.size} bordered={false}>
                  {size.size} × {size.unfinished_qty}
                </Tag>
              ))}
            </Flex>
          ))}
        </Card>
      ) : null}
    </Space>
  );
}
