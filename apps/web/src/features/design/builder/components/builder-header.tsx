import { InfoCircleOutlined } from '@ant-design/icons';
import type { BuilderResponse } from '@livery/api-schemas/builder';
import { Alert, Button, Popover, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../../shared/config/paths.ts';

/**
 * The builder's heading: the product's title, sku and team or brand, an Unsaved changes tag, and a note when
 * the design replaces a cart line or is ordered for an inventory item.
 */
export function BuilderHeader({
  loaded,
  isDirty,
  kartItemId,
  inventoryId,
}: {
  loaded: BuilderResponse;
  isDirty: boolean;
  kartItemId: string | null;
  inventoryId: string | null;
}) {
  const { product } = loaded;
  const savedProduct = loaded.saved_product;
  return (
    <>
      <div style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {product.title}
        </Typography.Title>
        <Typography.Text type="secondary">
          {savedProduct
            ? `${product.sku} · ${savedProduct.team_name ?? 'No team'}`
            : `${product.sku} · ${product.brand_name || 'Livery'}`}
        </Typography.Text>
        {isDirty ? (
          <Tag color="gold" style={{ marginInlineStart: 8 }}>
            Unsaved changes
          </Tag>
        ) : null}
      </div>
      {kartItemId ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="editing-cart-line"
          title={
            <span>
              Editing a line of <Link to={paths.cart}>your cart</Link>: Add to cart replaces it with this
              design.
            </span>
          }
        />
      ) : null}
      {inventoryId ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <span>
              Ordering for <Link to={paths.inventory(inventoryId)}>your inventory item</Link>{' '}
              <Popover
                title="Inventory Reference"
                trigger="click"
                placement="bottom"
                defaultOpen
                content={
                  <div style={{ maxWidth: 280 }}>
                    After this order, you can top up the stock of this inventory item with it.
                  </div>
                }
              >
                <Button
                  type="link"
                  size="small"
                  icon={<InfoCircleOutlined />}
                  aria-label="Inventory Reference"
                />
              </Popover>
            </span>
          }
        />
      ) : null}
    </>
  );
}
