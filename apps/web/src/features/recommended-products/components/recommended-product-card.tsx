import { CheckCircleFilled } from '@ant-design/icons';
import type { RecommendedProduct } from '@livery/api-schemas/saved-products';
import { formatPriceRange } from '@livery/domain/pricing';
import { Button, Card, Checkbox, Flex, Tag, Typography } from 'antd';
import { ColourSwatches } from '../../../shared/components/colour-swatches.tsx';
import { PriceRangeText } from '../../../shared/components/price-range-text.tsx';
import { ProductPicture } from '../../../shared/components/product-picture.tsx';

/** The most colours a recommended card shows (spec 02 section 2.2). */
const CARD_COLOURS = 6;

/** A recommended product: picture, title, up to six colours and the price range; opens its modal. */
export function RecommendedProductCard({
  product,
  isSelected,
  onToggle,
  onOpen,
}: {
  product: RecommendedProduct;
  isSelected: boolean;
  onToggle: () => void;
  onOpen: () => void;
}) {
  return (
    <Card
      data-testid="recommended-product-card"
      hoverable
      onClick={onOpen}
      style={{
        height: '100%',
        borderColor: isSelected ? '#1f3a5f' : undefined,
        boxShadow: isSelected ? '0 0 0 1px #1f3a5f' : undefined,
      }}
      styles={{ body: { padding: 14, display: 'flex', flexDirection: 'column', height: '100%' } }}
    >
      <div style={{ position: 'relative' }}>
        <ProductPicture src={product.thumb_image} alt={product.title} height={190} />
        {product.is_saved ? (
          <Tag
            color="green"
            icon={<CheckCircleFilled />}
            style={{ position: 'absolute', top: 8, left: 8, marginInlineEnd: 0 }}
          >
            In My Products
          </Tag>
        ) : (
          // The tick selects for a multi-product save; it must not open the modal.
          // biome-ignore lint/a11y/noStaticElementInteractions: only stops the click reaching the card.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the checkbox inside handles the keyboard.
          <span
            onClick={(event) => event.stopPropagation()}
            style={{ position: 'absolute', top: 8, left: 8 }}
          >
            <Checkbox checked={isSelected} onChange={onToggle} aria-label={`Select ${product.title}`} />
          </span>
        )}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12, marginTop: 10 }}>
        {product.brand_name ? `${product.brand_name} · ${product.sku}` : product.sku}
      </Typography.Text>
      <Typography.Paragraph
        strong
        style={{ fontSize: 15, margin: 0, lineHeight: 1.35 }}
        ellipsis={{ rows: 2 }}
      >
        {product.title}
      </Typography.Paragraph>
      <div style={{ margin: '8px 0' }}>
        <ColourSwatches colours={product.colors} limit={CARD_COLOURS} />
      </div>
      <div style={{ marginTop: 'auto' }}>
        <Typography.Text style={{ color: '#1f3a5f', fontWeight: 600, display: 'block' }}>
          <PriceRangeText text={formatPriceRange(product.pricing, product.currency)} />
        </Typography.Text>
        <Flex justify="space-between" align="center" gap={6}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {product.min_qty > 1 ? `Min. ${product.min_qty} units` : 'No minimum'}
          </Typography.Text>
          <Button
            size="small"
            aria-label={`View ${product.title}`}
            onClick={(event) => {
              event.stopPropagation();
              onOpen();
            }}
          >
            View
          </Button>
        </Flex>
      </div>
    </Card>
  );
}
