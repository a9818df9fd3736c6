import type { SavedProduct } from '@livery/api-schemas/saved-products';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { rosterOrderBody, usePlaceBulkOrder } from '../api/place-bulk-order.ts';
import type { ManualQuantities } from './manual-quantities.tsx';
import type { ReviewRow } from './roster-review-table.tsx';

/**
 * Adds the bulk order to the cart after the buyer says yes, then opens the cart: by typed quantities
 * (`normal`) or by the reviewed roster's rows (`pro`).
 */
export function useAddToCart() {
  const { modal, notification } = App.useApp();
  const navigate = useNavigate();
  const placeOrder = usePlaceBulkOrder();

  const submit = (body: Parameters<typeof placeOrder.mutateAsync>[0]) =>
    modal.confirm({
      title: 'Add these items to your cart?',
      okText: 'Yes',
      cancelText: 'No',
      onOk: async () => {
        await placeOrder.mutateAsync(body);
        notification.success({ message: 'Added to cart!', duration: 2 });
        void navigate(paths.cart);
      },
    });

  const addQuantities = (products: SavedProduct[], manual: ManualQuantities) =>
    submit({
      quote: {
        mode: 'normal',
        data: products.map((product) => ({
          saved_product_id: product.uuid,
          qty_options: manual[product.uuid] ?? {},
        })),
      },
    });

  const addRoster = (products: SavedProduct[], rows: ReviewRow[]) =>
    submit(
      rosterOrderBody(
        products.map((product) => product.uuid),
        rows.map((row) => row.cells),
      ),
    );

  return { addQuantities, addRoster, isPending: placeOrder.isPending };
}
