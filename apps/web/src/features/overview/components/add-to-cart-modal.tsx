import type { SavedProduct } from '@livery/api-schemas/saved-products';
import { Alert, Col, Flex, Form, InputNumber, Modal, Row, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { PriceBreakdown } from '../../../shared/components/price-breakdown.tsx';
import { ShipsFrom } from '../../../shared/components/ships-from.tsx';
import { SizeChartLink } from '../../../shared/components/size-chart-link.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { useAddToCart } from '../api/add-to-cart.ts';
import { useCheckPrice } from '../api/check-price.ts';

/**
 * Quantities per size for one saved product, priced by the server as the line would be in the cart
 * (pooled tier, size add-ons, printing), then added to the cart.
 */
export function AddToCartModal({ product, onClose }: { product: SavedProduct; onClose: () => void }) {
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  const defaultColour =
    product.apparel_color ??
    product.colors.find((colour) => colour.title === 'White')?.title ??
    product.colors[0]?.title;
  const [colour, setColour] = useState(defaultColour);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [error, setError] = useState<string | null>(null);

  const totalQuantity = Object.values(quantities).reduce((sum, quantity) => sum + quantity, 0);
  const estimate = useCheckPrice(product.uuid, useDebouncedValue(quantities, 200));
  const isMinimumMet = totalQuantity >= product.min_qty;
  const canSubmit = totalQuantity > 0 && isMinimumMet;

  const submit = async () => {
    setError(null);
    try {
      await addToCart.mutateAsync({
        quote: {
          mode: 'normal',
          product_type: 'saved_products',
          saved_product_id: product.uuid,
          qty_options: Object.fromEntries(Object.entries(quantities).filter(([, quantity]) => quantity > 0)),
          variations: { apparel_color: colour },
        },
      });
      onClose();
      void navigate(paths.cart);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Something went wrong!');
    }
  };

  return (
    <Modal
      open
      title={`Add ${product.title} to cart`}
      okText="Add to cart"
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ disabled: !canSubmit, loading: addToCart.isPending }}
      width={560}
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <div style={{ marginBottom: 12 }}>
        <ShipsFrom product={product} />
      </div>
      <Form layout="vertical">
        <Form.Item label="Colour">
          <Select
            value={colour}
            onChange={setColour}
            options={product.colors.map((option) => ({
              value: option.title,
              label: (
                <span>
                  <span
                    style={{
                      display: 'inline-block',
                      width: 12,
                      height: 12,
                      borderRadius: 6,
                      background: option.value,
                      border: '1px solid #c9cfd8',
                      marginRight: 8,
                      verticalAlign: -1,
                    }}
                  />
                  {option.title}
                </span>
              ),
            }))}
          />
        </Form.Item>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text strong>Quantities per size</Typography.Text>
          <SizeChartLink title={product.title} sizeChart={product.size_chart} />
        </Flex>
        <Row gutter={[12, 8]} style={{ marginTop: 8 }}>
          {product.sizes.map((size) => (
            <Col key={size} xs={8} sm={6}>
              <label htmlFor={`qty-${size}`} style={{ display: 'block', fontSize: 12, color: '#5b6675' }}>
                {size}
              </label>
              <InputNumber
                id={`qty-${size}`}
                aria-label={size}
                min={0}
                precision={0}
                value={quantities[size] ?? null}
                onChange={(value) => setQuantities((current) => ({ ...current, [size]: Number(value ?? 0) }))}
                style={{ width: '100%' }}
              />
            </Col>
          ))}
        </Row>
      </Form>
      <div style={{ marginTop: 16 }} aria-live="polite">
        {totalQuantity === 0 ? (
          <Typography.Text type="secondary">Enter quantities to see the price.</Typography.Text>
        ) : estimate.data ? (
          <PriceBreakdown price={estimate.data} showAmount />
        ) : estimate.isError ? (
          <Typography.Text type="danger">{estimate.error.message}</Typography.Text>
        ) : (
          <Skeleton active paragraph={{ rows: 2 }} title={false} />
        )}
      </div>
      {product.min_qty > 1 ? (
        <Typography.Paragraph
          type={isMinimumMet ? 'secondary' : 'danger'}
          style={{ marginTop: 12, marginBottom: 0 }}
        >
          Minimum Order: {product.min_qty} Units
        </Typography.Paragraph>
      ) : null}
    </Modal>
  );
}
