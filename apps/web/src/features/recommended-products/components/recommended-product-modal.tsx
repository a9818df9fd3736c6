import { CheckOutlined } from '@ant-design/icons';
import type { RecommendedProduct } from '@livery/api-schemas/saved-products';
import { formatMoneyWithCode } from '@livery/domain/money';
import { listPriceTiers, listSizeAddons } from '@livery/domain/price-tiers';
import { formatPriceRange } from '@livery/domain/pricing';
import { Button, Col, Flex, Modal, Row, Table, Tag, Typography } from 'antd';
import { ColourSwatches } from '../../../shared/components/colour-swatches.tsx';
import { ProductPicture } from '../../../shared/components/product-picture.tsx';

/** A recommended product in full: description, sizes, tier prices, add-ons and colours; design it or save it. */
export function RecommendedProductModal({
  product,
  isSaving,
  onDesign,
  onSave,
  onClose,
}: {
  product: RecommendedProduct;
  isSaving: boolean;
  onDesign: () => void;
  onSave: () => void;
  onClose: () => void;
}) {
  const currency = product.currency;
  const tiers = listPriceTiers(product.pricing);
  const addons = listSizeAddons(product.pricing, product.sizes);
  return (
    <Modal
      open
      title={product.title}
      onCancel={onClose}
      width={820}
      footer={
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={onClose}>Close</Button>
          {product.is_builder ? <Button onClick={onDesign}>Design this</Button> : null}
          {product.is_saved ? (
            // Saved once is enough: a second save would only be refused by the server.
            <Button type="primary" icon={<CheckOutlined />} disabled>
              Saved to My Products
            </Button>
          ) : (
            <Button type="primary" onClick={onSave} loading={isSaving}>
              Save to My Products
            </Button>
          )}
        </Flex>
      }
    >
      <Row gutter={[24, 16]}>
        <Col xs={24} md={10}>
          <ProductPicture src={product.thumb_image} alt={product.title} height={280} />
          {product.is_saved ? (
            <Tag color="green" style={{ marginTop: 10 }}>
              Already in My Products
            </Tag>
          ) : null}
        </Col>
        <Col xs={24} md={14}>
          <Typography.Text type="secondary">
            {[product.brand_name, `SKU ${product.sku}`].filter(Boolean).join(' · ')}
          </Typography.Text>
          <Typography.Title level={4} style={{ margin: '4px 0 8px', color: '#1f3a5f' }}>
            {formatPriceRange(product.pricing, currency)}
          </Typography.Title>
          {product.description ? <Typography.Paragraph>{product.description}</Typography.Paragraph> : null}

          <Typography.Text strong>Colours</Typography.Text>
          <div style={{ margin: '6px 0 12px' }}>
            <ColourSwatches colours={product.colors} limit={product.colors.length} size={20} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {product.colors.map((colour) => colour.title).join(', ')}
            </Typography.Text>
          </div>

          <Typography.Text strong>Sizes</Typography.Text>
          <Flex wrap gap={4} style={{ margin: '6px 0 12px' }}>
            {product.sizes.map((size) => (
              <Tag key={size} style={{ marginInlineEnd: 0 }}>
                {size}
              </Tag>
            ))}
          </Flex>

          <Table
            size="small"
            pagination={false}
            rowKey="label"
            dataSource={tiers}
            columns={[
              { title: 'Quantity', dataIndex: 'label' },
              {
                title: 'Unit price',
                dataIndex: 'unitPrice',
                align: 'right',
                render: (price: number) => formatMoneyWithCode(price, currency),
              },
            ]}
          />
          <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 8, marginBottom: 0 }}>
            {addons.length > 0
              ? `Size add-ons: ${addons.map((addon) => `${addon.size} +${formatMoneyWithCode(addon.addon, currency)}`).join(', ')}. `
              : ''}
            {product.min_qty > 1 ? `Minimum Order: ${product.min_qty} Units.` : ''}
          </Typography.Paragraph>
        </Col>
      </Row>
    </Modal>
  );
}
