import { type KartItem, updateKartItemBody } from '@livery/api-schemas/cart';
import { Alert, App, Form, InputNumber, Typography } from 'antd';
import { useMemo } from 'react';
import { FormModal } from '../../../shared/components/form-modal.tsx';
import { PriceBreakdown } from '../../../shared/components/price-breakdown.tsx';
import { antdRulesFrom } from '../../../shared/forms/antd-rules-from.ts';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { useKartItemPrice } from '../api/get-kart-item-price.ts';
import { useUpdateKartItem } from '../api/update-kart-item.ts';

type Quantities = Record<string, number | null>;

/** Each size's box is checked as the API checks a size's quantity; an empty box is none of that size. */
const qtyRules = antdRulesFrom({ shape: { qty: updateKartItemBody.shape.qty_options.valueType.optional() } })(
  'qty',
);

/** Sizes left empty count as none; the server checks the rest (whole numbers, sizes, minimum order). */
function toQtyOptions(values: Quantities | undefined): Record<string, number> {
  return Object.fromEntries(Object.entries(values ?? {}).map(([size, quantity]) => [size, quantity ?? 0]));
}

/**
 * Edit quantities of a cart line: one input per size in the product's order, the server's price for
 * them shown before saving, and any refusal shown here with the quantities kept.
 */
export function EditQuantitiesModal({ item, onClose }: { item: KartItem; onClose: () => void }) {
  const [form] = Form.useForm<{ qty: Quantities }>();
  const { notification } = App.useApp();
  const update = useUpdateKartItem(item.uuid);
  const typed = Form.useWatch('qty', form);
  // Debounced as text: a new object every render would restart the wait forever.
  const typedText = useDebouncedValue(JSON.stringify(toQtyOptions(typed ?? item.qty_options)), 300);
  const qtyOptions = useMemo(() => JSON.parse(typedText) as Record<string, number>, [typedText]);
  const price = useKartItemPrice(item.uuid, qtyOptions);
  const priced = price.isError ? undefined : price.data;
  const minimumText = `Minimum Order: ${item.min_qty} Units`;
  const problem = price.isError ? price.error.message : null;

  return (
    <FormModal
      title={`Edit quantities: ${item.title}`}
      okText="Save"
      form={form}
      name={`kart-item-${item.uuid}`}
      requiredMark={false}
      initialValues={{
        qty: Object.fromEntries(item.sizes.map((size) => [size, item.qty_options[size] ?? 0])),
      }}
      onSubmit={async (values) => {
        await update.mutateAsync({ qty_options: toQtyOptions(values.qty) });
        notification.success({
          message: 'Updated!',
          description: `${item.title}: quantities saved.`,
          duration: 2,
        });
      }}
      onClose={onClose}
      below={
        <>
          {item.min_qty > 1 ? (
            <Typography.Text
              type={problem === minimumText ? 'danger' : 'secondary'}
              style={{ display: 'block', marginBottom: 8 }}
              data-testid="edit-quantities-minimum"
            >
              {minimumText}
            </Typography.Text>
          ) : null}
          {problem && problem !== minimumText ? (
            <Alert type="warning" showIcon message={problem} data-testid="edit-quantities-problem" />
          ) : priced ? (
            <div data-testid="edit-quantities-price">
              <PriceBreakdown price={priced} showAmount />
            </div>
          ) : null}
        </>
      }
    >
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(84px, 1fr))', gap: 8 }}>
        {item.sizes.map((size) => (
          <Form.Item
            key={size}
            label={size}
            name={['qty', size]}
            style={{ marginBottom: 8 }}
            rules={qtyRules}
          >
            <InputNumber min={0} precision={0} style={{ width: '100%' }} aria-label={`Quantity ${size}`} />
          </Form.Item>
        ))}
      </div>
    </FormModal>
  );
}
