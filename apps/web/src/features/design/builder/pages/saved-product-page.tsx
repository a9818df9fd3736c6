import { Breadcrumb } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../../shared/config/paths.ts';
import { ProductBuilder } from '../components/product-builder.tsx';

/** /saved_products/{uuid}: a breadcrumb back to the list, and the builder on the saved product. */
export default function SavedProductPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <>
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[{ title: <Link to={paths.savedProducts}>My Products</Link> }, { title: 'Saved Product' }]}
      />
      <ProductBuilder source={{ kind: 'saved', uuid: id }} inventoryId={params.get('inventory_id')} />
    </>
  );
}
