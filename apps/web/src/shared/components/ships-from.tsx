import { CheckCircleOutlined, EnvironmentOutlined, WarningOutlined } from '@ant-design/icons';
import { Typography } from 'antd';

/**
 * Where a product ships from and whether it reaches the buyer's default shipping country, as the server
 * answers it (`ships_to_you` null while the buyer has no default shipping address).
 */
export function ShipsFrom({ product }: { product: { ships_from: string; ships_to_you: boolean | null } }) {
  if (product.ships_to_you === false) {
    return (
      <Typography.Text type="warning" style={{ fontSize: 13 }} data-testid="ships-from">
        <WarningOutlined /> Ships from {product.ships_from}: not to your shipping address
      </Typography.Text>
    );
  }
  return (
    <Typography.Text type="secondary" style={{ fontSize: 13 }} data-testid="ships-from">
      {product.ships_to_you ? <CheckCircleOutlined style={{ color: '#2f7d32' }} /> : <EnvironmentOutlined />}{' '}
      Ships from {product.ships_from}
      {product.ships_to_you ? ' to your address' : ''}
    </Typography.Text>
  );
}
