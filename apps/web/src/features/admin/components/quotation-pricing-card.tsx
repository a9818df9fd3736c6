import {
  MAX_QUOTATION_OPTIONS,
  priceQuotationBody,
  type QuotationDetail,
  quotationOptionLine,
} from '@livery/api-schemas/quotations';
import { centsTyped, wholeNumberTyped } from '@livery/api-schemas/typed-text';
import { centsToDecimalText, formatMoneyWithCode } from '@livery/domain/money';
import { quotationTotals } from '@livery/domain/quotation-status';
import { Alert, App, Button, Card, Col, Descriptions, Form, Input, Row, Typography } from 'antd';
import { antdRulesFrom } from '../../../shared/forms/antd-rules-from.ts';
import { useFormSubmit } from '../../../shared/hooks/use-form-submit.ts';
import { usePriceDeskQuotation } from '../api/price-desk-quotation.ts';

const { shape } = priceQuotationBody;

/** The form takes amounts as text in units; each is read as cents and checked by the API's field. */
const pricingFields = {
  shape: {
    unit_price: centsTyped('Unit price', shape.products.element.shape.unit_price),
    shipping_fee: centsTyped('Shipping fee', shape.shipping_fee).optional(),
    additional_fees: centsTyped('Additional fees', shape.additional_fees).optional(),
  },
};
const pricingRules = antdRulesFrom(pricingFields);
/** A product's price is required, and the form names the product, as the API does when one lacks a price. */
const unitPriceRules = (title: string) =>
  antdRulesFrom(pricingFields, { required: { unit_price: `Enter a unit price for ${title}` } })('unit_price');
const optionRules = antdRulesFrom({
  shape: {
    title: quotationOptionLine.shape.title,
    qty: wholeNumberTyped('Option quantity', quotationOptionLine.shape.qty),
    unit_price: centsTyped('Option unit price', quotationOptionLine.shape.unit_price),
  },
});

/** Any amount as typed, for the running total: what is not yet an amount counts as nothing. */
const typedCents = centsTyped('Amount');
const toCents = (text: string | undefined) => {
  const parsed = typedCents.safeParse(text);
  return parsed.success ? parsed.data : 0;
};
const toText = (cents: number | null) => (cents === null ? '' : centsToDecimalText(cents));

interface OptionValues {
  title?: string;
  qty?: string;
  unit_price?: string;
}

interface PricingValues {
  prices: Record<string, string>;
  shipping_fee: string;
  additional_fees: string;
  due_date?: string;
  valid_until?: string;
  options?: OptionValues[];
}

/** The pricing form: a price per piece for each product, fees and due date, with the total as it will be sent. */
export function PricingCard({ quotation }: { quotation: QuotationDetail }) {
  const [form] = Form.useForm<PricingValues>();
  const price = usePriceDeskQuotation();
  const { message } = App.useApp();
  const values = Form.useWatch([], form);
  const asked = quotation.products.filter((product) => !product.is_option);
  const preview = quotationTotals({
    products: asked.map((product) => ({
      qty: product.qty,
      unitPrice: toCents(values?.prices?.[String(product.id)]),
    })),
    shippingFee: toCents(values?.shipping_fee),
    additionalFees: toCents(values?.additional_fees),
    gstRatePercent: quotation.gst_rate,
  });
  const money = (amount: number) => formatMoneyWithCode(amount, quotation.currency);
  const { submit, error, isSaving, onFinishFailed } = useFormSubmit(form, async (entered) => {
    await price.mutateAsync({
      uid: quotation.uid,
      body: {
        products: asked.map((product) => ({
          id: product.id,
          unit_price: toCents(entered.prices[String(product.id)]),
        })),
        shipping_fee: toCents(entered.shipping_fee),
        additional_fees: toCents(entered.additional_fees),
        due_date: entered.due_date || null,
        valid_until: entered.valid_until || null,
        options: (entered.options ?? []).map((option) => ({
          title: (option.title ?? '').trim(),
          qty: Number(option.qty ?? 0),
          unit_price: toCents(option.unit_price),
        })),
      },
    });
    void message.success('Prices saved: the customer has been e-mailed.');
  });
  return (
    <Card title="Pricing" style={{ marginBottom: 16 }}>
      <Form<PricingValues>
        form={form}
        layout="vertical"
        onFinish={() => void submit()}
        onFinishFailed={onFinishFailed}
        initialValues={{
          prices: Object.fromEntries(
            quotation.products.map((product) => [String(product.id), toText(product.unit_price)]),
          ),
          shipping_fee: toText(quotation.shipping_fee),
          additional_fees: toText(quotation.additional_fees),
          due_date: quotation.due_date ?? '',
          valid_until: quotation.is_expired ? '' : (quotation.valid_until ?? ''),
          options: quotation.products
            .filter((product) => product.is_option)
            .map((product) => ({
              title: product.title,
              qty: String(product.qty),
              unit_price: toText(product.unit_price),
            })),
        }}
      >
        {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
        {asked.map((product) => (
          <Form.Item
            key={product.id}
            name={['prices', String(product.id)]}
            label={`${product.title} (${product.qty} pcs, budget ${money(product.user_unit_cost)})`}
            rules={unitPriceRules(product.title)}
          >
            <Input inputMode="decimal" prefix={quotation.currency} placeholder="Price per piece" />
          </Form.Item>
        ))}
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="shipping_fee" label="Shipping fee" rules={pricingRules('shipping_fee')}>
              <Input inputMode="decimal" prefix={quotation.currency} placeholder="0.00" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="additional_fees" label="Additional fees" rules={pricingRules('additional_fees')}>
              <Input inputMode="decimal" prefix={quotation.currency} placeholder="0.00" />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Text strong>Options the customer may tick</Typography.Text>
        <Form.List name="options">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Row gutter={8} key={field.key} align="top" style={{ marginTop: 8 }}>
                  <Col xs={24} sm={10}>
                    <Form.Item
                      name={[field.name, 'title']}
                      rules={optionRules('title')}
                      style={{ marginBottom: 8 }}
                    >
                      <Input aria-label={`Option ${index + 1} name`} placeholder="e.g. Spare blazer" />
                    </Form.Item>
                  </Col>
                  <Col xs={8} sm={4}>
                    <Form.Item
                      name={[field.name, 'qty']}
                      rules={optionRules('qty')}
                      style={{ marginBottom: 8 }}
                    >
                      <Input
                        aria-label={`Option ${index + 1} pieces`}
                        inputMode="numeric"
                        placeholder="Pcs"
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={12} sm={7}>
                    <Form.Item
                      name={[field.name, 'unit_price']}
                      rules={optionRules('unit_price')}
                      style={{ marginBottom: 8 }}
                    >
                      <Input
                        aria-label={`Option ${index + 1} unit price`}
                        inputMode="decimal"
                        prefix={quotation.currency}
                        placeholder="Each"
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={4} sm={3}>
                    <Button aria-label={`Remove option ${index + 1}`} onClick={() => remove(field.name)}>
                      ×
                    </Button>
                  </Col>
                </Row>
              ))}
              <Button
                type="dashed"
                block
                style={{ margin: '8px 0 16px' }}
                disabled={fields.length >= MAX_QUOTATION_OPTIONS}
                onClick={() => add({ title: '', qty: '', unit_price: '' })}
              >
                Add an option line
              </Button>
            </>
          )}
        </Form.List>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="due_date" label="Ready by">
              <Input type="date" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="valid_until" label="Valid until" extra="Left empty, the price holds 30 days.">
              <Input type="date" />
            </Form.Item>
          </Col>
        </Row>
        <Descriptions
          column={1}
          size="small"
          styles={{ content: { justifyContent: 'flex-end', fontVariantNumeric: 'tabular-nums' } }}
          style={{ marginBottom: 16 }}
        >
          <Descriptions.Item label="Subtotal">{money(preview.subtotal)}</Descriptions.Item>
          <Descriptions.Item label={`GST (${quotation.gst_rate}%)`}>{money(preview.gst)}</Descriptions.Item>
          <Descriptions.Item label="Total">
            <Typography.Text strong>{money(preview.total)}</Typography.Text>
          </Descriptions.Item>
        </Descriptions>
        <Button type="primary" htmlType="submit" block loading={isSaving}>
          {quotation.version ? `Send version ${quotation.version + 1}` : 'Send prices'}
        </Button>
      </Form>
    </Card>
  );
}
