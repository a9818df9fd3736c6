import type { SavedProduct } from '@livery/api-schemas/saved-products';
import { Card, Col, Flex, InputNumber, Row, Tag, Typography } from 'antd';

export type ManualQuantities = Record<string, Record<string, number>>;

/** Whether a product's pieces reach its minimum order (at least one piece in any case). */
export function meetsMinimum(product: SavedProduct, total: number): boolean {
  return total >= Math.max(1, product.min_qty);
}

/** 'Minimum Order: N Units', shown when the minimum is above 1 and red until it is met. */
export function MinimumOrder({ product, total }: { product: SavedProduct; total: number }) {
  if (product.min_qty <= 1) return null;
  return (
    <Typography.Text type={meetsMinimum(product, total) ? 'secondary' : 'danger'}>
      Minimum Order: {product.min_qty} Units
    </Typography.Text>
  );
}

/** The total pieces typed for one product. */
export function totalOf(quantities: Record<string, number> | undefined): number {
  return Object.values(quantities ?? {}).reduce((sum, qty) => sum + qty, 0);
}

/** Manual mode: whole quantities per chosen product and size, typed without a roster. */
export function ManualQuantitiesForm({
  products,
  quantities,
  onChange,
}: {
  products: SavedProduct[];
  quantities: ManualQuantities;
  onChange: (quantities: ManualQuantities) => void;
}) {
  return (
    <Flex vertical gap={12}>
      {products.map((product, index) => {
        const own = quantities[product.uuid] ?? {};
        return (
          <Card
            key={product.uuid}
            size="small"
            title={
              <Flex gap={8} align="center" style={{ minWidth: 0 }}>
                <Tag color="blue" style={{ marginInlineEnd: 0 }}>
                  Product {index + 1}
                </Tag>
                <Typography.Text ellipsis>{product.title}</Typography.Text>
              </Flex>
            }
          >
            <Flex gap={12} wrap justify="space-between" style={{ marginBottom: 8 }}>
              <MinimumOrder product={product} total={totalOf(own)} />
              <Typography.Text strong>Total: {totalOf(own)}</Typography.Text>
            </Flex>
            <Row gutter={[12, 8]}>
              {product.sizes.map((size) => (
                <Col key={size} xs={12} sm={8} md={4}>
                  <div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {size}
                    </Typography.Text>
                    <InputNumber
                      aria-label={`${product.title} size ${size} quantity`}
                      min={0}
                      max={100_000}
                      precision={0}
                      style={{ width: '100%' }}
                      value={own[size] ?? 0}
                      onChange={(value) =>
                        onChange({
                          ...quantities,
                          [product.uuid]: { ...own, [size]: Math.max(0, Math.floor(Number(value ?? 0))) },
                        })
                      }
                    />
                  </div>
                </Col>
              ))}
            </Row>
          </Card>
        );
      })}
    </Flex>
  );
}
