import { CheckCircleFilled } from '@ant-design/icons';
import type { RecommendedProduct } from '@livery/api-schemas/saved-products';
import { formatPriceRange } from '@livery/domain/pricing';
import { Card, Checkbox, Flex, Tag, Typography } from 'antd';
import { ColourSwatches } from '../../../shared/components/colour-swatches.tsx';
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
      <Typography.Link
        strong
        style={{ display: 'block', fontSize: 15, color: 'inherit' }}
        ellipsis
        onClick={(event) => {
          event.stopPropagation();
          onOpen();
        }}
      >
        {product.title}
      </Typography.Link>
      <div style={{ margin: '8px 0' }}>
        <ColourSwatches colours={product.colors} limit={CARD_COLOURS} />
      </div>
      <Flex justify="space-between" align="center" style={{ marginTop: 'auto' }} wrap gap={6}>
        <Typography.Text style={{ color: '#1f3a5f', fontWeight: 600 }}>
          {formatPriceRange(product.pricing, product.currency_symbol)}
        </Typography.Text>
        {product.min_qty > 1 ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Min. {product.min_qty} units
          </Typography.Text>
        ) : null}
      </Flex>
    </Card>
  );
}
