import type { QuotationDetail } from '@livery/api-schemas/quotations';
import { centsToDecimalText, formatMoneyWithCode, parseDollars } from '@livery/domain/money';
import { isQuotationEditable, quotationTotals } from '@livery/domain/quotation-status';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Form,
  Input,
  Result,
  Row,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import {
  QuotationAttachments,
  QuotationCommentThread,
  QuotationProgressBar,
} from '../../../shared/components/quotation-thread.tsx';
import { StatusTag } from '../../../shared/components/status-tag.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { formatDate, formatDateTime } from '../../../shared/format/date.ts';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete.ts';
import { useFormSubmit } from '../../../shared/hooks/use-form-submit.ts';
import { useDeskChange, useDeskQuotation } from '../api/admin-quotation-calls.ts';

const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;
const amountRule = (label: string) => ({ pattern: AMOUNT, message: `${label} must be an amount like 12.50` });
const toCents = (text: string | undefined) =>
  text && AMOUNT.test(text.trim()) ? (parseDollars(text) ?? 0) : 0;
const toText = (cents: number | null) => (cents === null ? '' : centsToDecimalText(cents));

interface PricingValues {
  prices: Record<string, string>;
  shipping_fee: string;
  additional_fees: string;
  due_date?: string;
}

/** The pricing form: a price per piece for each product, fees and due date, with the total as it will be sent. */
function PricingCard({ quotation }: { quotation: QuotationDetail }) {
  const [form] = Form.useForm<PricingValues>();
  const change = useDeskChange();
  const { message } = App.useApp();
  const values = Form.useWatch([], form);
  const preview = quotationTotals({
    products: quotation.products.map((product) => ({
      qty: product.qty,
      unitPrice: toCents(values?.prices?.[String(product.id)]),
    })),
    shippingFee: toCents(values?.shipping_fee),
    additionalFees: toCents(values?.additional_fees),
    gstRatePercent: quotation.gst_rate,
  });
  const money = (amount: number) => formatMoneyWithCode(amount, quotation.currency);
  const { submit, error, isSaving, onFinishFailed } = useFormSubmit(form, async (entered) => {
    await change.mutateAsync({
      kind: 'price',
      uid: quotation.uid,
      body: {
        products: quotation.products.map((product) => ({
          id: product.id,
          unit_price: toCents(entered.prices[String(product.id)]),
        })),
        shipping_fee: toCents(entered.shipping_fee),
        additional_fees: toCents(entered.additional_fees),
        due_date: entered.due_date || null,
      },
    });
    message.success('Prices saved: the customer has been e-mailed.');
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
        }}
      >
        {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
        {quotation.products.map((product) => (
          <Form.Item
            key={product.id}
            name={['prices', String(product.id)]}
            label={`${product.title} (${product.qty} pcs, budget ${money(product.user_unit_cost)})`}
            rules={[
              { required: true, whitespace: true, message: `Enter a unit price for ${product.title}` },
              amountRule('Unit price'),
            ]}
          >
            <Input inputMode="decimal" prefix={quotation.currency} placeholder="Price per piece" />
          </Form.Item>
        ))}
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="shipping_fee" label="Shipping fee" rules={[amountRule('Shipping fee')]}>
              <Input inputMode="decimal" prefix={quotation.currency} placeholder="0.00" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="additional_fees" label="Additional fees" rules={[amountRule('Additional fees')]}>
              <Input inputMode="decimal" prefix={quotation.currency} placeholder="0.00" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="due_date" label="Ready by">
          <Input type="date" />
        </Form.Item>
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
          {quotation.priced_at ? 'Save new prices' : 'Send prices'}
        </Button>
      </Form>
    </Card>
  );
}

/** /admin/quotations/{id}: one request at the quote desk, priced, answered and moved along here. */
export default function AdminQuotationPage() {
  const { id = '' } = useParams();
  const query = useDeskQuotation(id);
  const change = useDeskChange();
  const confirmDelete = useConfirmDelete();
  const { message, modal } = App.useApp();

  if (query.isPending) return <Skeleton active />;
  if (query.error) {
    const isMissing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Result
        status={isMissing ? '404' : 'error'}
        title={isMissing ? 'Quotation not found' : 'The quotation could not be loaded'}
        extra={
          <Link to={paths.adminQuotations}>
            <Button type="primary">Back to the quote desk</Button>
          </Link>
        }
      />
    );
  }
  const quotation = query.data;
  const money = (amount: number) => formatMoneyWithCode(amount, quotation.currency);
  const isEditable = isQuotationEditable(quotation.status);
  const confirmCancel = () =>
    modal.confirm({
      title: 'Decline this quotation?',
      content: 'The customer sees it as cancelled and can no longer approve it.',
      okText: 'Decline',
      okButtonProps: { danger: true },
      onOk: async () => {
        await change.mutateAsync({ kind: 'cancel', uid: quotation.uid });
        message.success('Quotation declined');
      },
    });

  return (
    <>
      <Flex justify="space-between" align="flex-start" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Flex align="center" gap={8} wrap>
            <Typography.Title level={3} style={{ margin: 0 }}>
              Quotation #{quotation.uid}
            </Typography.Title>
            <StatusTag status={quotation.status} />
          </Flex>
          <Typography.Text type="secondary">
            {quotation.company_name} · {quotation.project_title} · asked on{' '}
            {formatDateTime(quotation.created_at)}
          </Typography.Text>
        </div>
        <Flex gap={8} wrap>
          {isEditable ? (
            <Button danger onClick={confirmCancel}>
              Decline
            </Button>
          ) : null}
          <Link to={paths.adminQuotations}>
            <Button>Back to the quote desk</Button>
          </Link>
        </Flex>
      </Flex>
      {quotation.order ? (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          message={
            <span>
              Approved by the customer: order{' '}
              <Link to={`${paths.adminOrders}?keyword=${quotation.order.uid}`}>{quotation.order.uid}</Link> is
              in the orders pipeline.
            </span>
          }
        />
      ) : null}
      <Card style={{ marginBottom: 16 }}>
        <QuotationProgressBar quotation={quotation} />
      </Card>
      <Row gutter={16}>
        <Col xs={24} lg={15}>
          {quotation.products.map((product) => (
            <Card
              key={product.id}
              title={
                <Flex gap={8} align="center" wrap>
                  <span>{product.title}</span>
                  {product.has_logo ? <Tag>With logo</Tag> : null}
                </Flex>
              }
              style={{ marginBottom: 16 }}
            >
              <Descriptions size="small" column={{ xs: 1, sm: 3 }} style={{ marginBottom: 12 }}>
                <Descriptions.Item label="Quantity">{product.qty}</Descriptions.Item>
                <Descriptions.Item label="Budget">{money(product.user_unit_cost)} each</Descriptions.Item>
                <Descriptions.Item label="Quoted">
                  {product.unit_price === null ? 'Not yet' : `${money(product.unit_price)} each`}
                </Descriptions.Item>
              </Descriptions>
              {product.requirements ? (
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
                  {product.requirements}
                </Typography.Paragraph>
              ) : null}
              <div style={{ marginBottom: 12 }}>
                <QuotationAttachments attachments={product.attachments} />
              </div>
              <QuotationCommentThread
                productTitle={product.title}
                comments={product.comments}
                onSend={async (content, files) => {
                  const body = new FormData();
                  body.append('rfq_product_id', String(product.id));
                  body.append('content', content);
                  for (const file of files) body.append('attachments[]', file, file.name);
                  await change.mutateAsync({ kind: 'comment', form: body });
                  message.success('Comment sent: the customer has been e-mailed.');
                }}
                onDelete={(comment) =>
                  confirmDelete(() => change.mutateAsync({ kind: 'delete-comment', id: comment.id }))
                }
              />
            </Card>
          ))}
        </Col>
        <Col xs={24} lg={9}>
          {isEditable ? (
            <PricingCard key={quotation.priced_at ?? 'new'} quotation={quotation} />
          ) : (
            <Card title="Quoted" style={{ marginBottom: 16 }}>
              <Descriptions column={1} size="small">
                <Descriptions.Item label="Total">{money(quotation.total)}</Descriptions.Item>
                <Descriptions.Item label="Ready by">{formatDate(quotation.due_date)}</Descriptions.Item>
              </Descriptions>
            </Card>
          )}
          <Card title="Customer">
            <Descriptions column={1} size="small">
              <Descriptions.Item label="Company">{quotation.company}</Descriptions.Item>
              <Descriptions.Item label="Contact">{quotation.name}</Descriptions.Item>
              <Descriptions.Item label="Email">{quotation.email}</Descriptions.Item>
              <Descriptions.Item label="Team">{quotation.team_name}</Descriptions.Item>
              <Descriptions.Item label="Ships to">
                {quotation.ship_address
                  ? `${quotation.ship_address.city}, ${quotation.ship_address.country_name}`
                  : 'Not chosen yet'}
              </Descriptions.Item>
              <Descriptions.Item label="Note">
                <span style={{ whiteSpace: 'pre-wrap' }}>{quotation.note}</span>
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
    </>
  );
}
