import { Button, Result } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../../shared/config/paths.ts';
import { ProductBuilder } from '../components/product-builder.tsx';

/**
 * /design?product={uuid}[&inventory_id=]: the builder on a catalogue product;
 * /design?kart_item={uuid}: on a cart line's own design, whose Add to cart replaces that line.
 */
export default function DesignPage() {
  const [params] = useSearchParams();
  const productId = params.get('product');
  const kartItemId = params.get('kart_item');
  if (kartItemId) {
    return <ProductBuilder source={{ kind: 'kart_item', uuid: kartItemId }} inventoryId={null} />;
  }
  if (!productId) {
    return (
      <Result
        status="info"
        title="Choose a product to design"
        subTitle="Start from a product handpicked for your company, or open one of your saved products."
        extra={[
          <Link key="catalogue" to={paths.recommendedProducts}>
            <Button type="primary">Browse the catalogue</Button>
          </Link>,
          <Link key="saved" to={paths.savedProducts}>
            <Button>My Products</Button>
          </Link>,
        ]}
      />
    );
  }
  return (
    <ProductBuilder source={{ kind: 'product', uuid: productId }} inventoryId={params.get('inventory_id')} />
  );
}
