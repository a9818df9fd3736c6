import type { SavedProduct } from '@livery/api-schemas/saved-products';
import { Card, Col, Flex, InputNumber, Row, Tag, Typography } from 'antd';

export type ManualQuantities = Record<string, Record<string, number>>;

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
                <Tag color="blue">Product {index + 1}</Tag>
                <Typography.Text ellipsis>{product.title}</Typography.Text>
              </Flex>
            }
            extra={<Typography.Text type="secondary">Total: {totalOf(own)}</Typography.Text>}
          >
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
