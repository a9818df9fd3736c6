import type { SavedProduct } from '@livery/api-schemas/saved-products';
import { formatPriceRange } from '@livery/domain/pricing';
import { Button, Card, Checkbox, Flex, Tag, Typography } from 'antd';
import { PriceRangeText } from '../../../shared/components/price-range-text.tsx';
import { ProductPicture } from '../../../shared/components/product-picture.tsx';
import { ShipsFrom } from '../../../shared/components/ships-from.tsx';

/** A saved product on the overview grid: picture, sku, title, team and price range; selectable. */
export function SavedProductTile({
  product,
  isSelected,
  onToggle,
  onAddToCart,
}: {
  product: SavedProduct;
  isSelected: boolean;
  onToggle: () => void;
  onAddToCart: () => void;
}) {
  return (
    <Card
      data-testid="saved-product-tile"
      hoverable
      style={{ height: '100%', borderColor: isSelected ? '#1f3a5f' : undefined }}
      styles={{ body: { padding: 14 } }}
    >
      <div style={{ position: 'relative' }}>
        <ProductPicture src={product.thumb_image} alt={product.title} />
        <Checkbox
          checked={isSelected}
          onChange={onToggle}
          aria-label={`Select ${product.title}`}
          style={{ position: 'absolute', top: 8, left: 8 }}
        />
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block', marginTop: 10 }}>
        {product.sku}
      </Typography.Text>
      <Typography.Text strong style={{ display: 'block' }} ellipsis={{ tooltip: product.title }}>
        {product.title}
      </Typography.Text>
      <ShipsFrom product={product} />
      <Flex justify="space-between" align="center" style={{ marginTop: 6 }} wrap gap={4}>
        <Typography.Text style={{ color: '#1f3a5f', fontWeight: 600 }}>
          <PriceRangeText
            text={formatPriceRange(product.pricing, product.currency, product.printing_per_piece)}
          />
        </Typography.Text>
        <Tag bordered={false}>{product.team_name ?? 'All teams'}</Tag>
      </Flex>
      <Button block style={{ marginTop: 12 }} onClick={onAddToCart}>
        Add to cart
      </Button>
    </Card>
  );
}
