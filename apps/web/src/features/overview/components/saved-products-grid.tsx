import type { SavedProduct } from '@livery/api-schemas/saved-products';
import { Col, Row } from 'antd';
import { SavedProductTile } from './saved-product-tile.tsx';

/** The overview's saved products, four to six a row on a wide screen, two on a phone; each selectable. */
export default function SavedProductsGrid({
  products,
  selected,
  onToggle,
  onAddToCart,
}: {
  products: SavedProduct[];
  selected: string[];
  onToggle: (uuid: string) => void;
  onAddToCart: (product: SavedProduct) => void;
}) {
  return (
    <Row gutter={[16, 16]}>
      {products.map((product) => (
        <Col key={product.uuid} xs={12} md={8} xl={6} xxl={4}>
          <SavedProductTile
            product={product}
            isSelected={selected.includes(product.uuid)}
            onToggle={() => onToggle(product.uuid)}
            onAddToCart={() => onAddToCart(product)}
          />
        </Col>
      ))}
    </Row>
  );
}
