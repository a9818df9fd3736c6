import { EditOutlined } from '@ant-design/icons';
import type { Address } from '@livery/api-schemas/addresses';
import type { QuotationDetail } from '@livery/api-schemas/quotations';
import { cents, formatMoneyWithCode, multiplyCents } from '@livery/domain/money';
import {
  canApproveQuotation,
  chosenQuotedLines,
  isQuotationEditable,
  quotationTotals,
} from '@livery/domain/quotation-status';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Descriptions,
  Flex,
  Result,
  Row,
  Select,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { useAddressList } from '../../../shared/api/get-addresses.ts';
import {
  QuotationAttachments,
  QuotationCommentThread,
  QuotationProgressBar,
} from '../../../shared/components/quotation-thread.tsx';
import { QuotationVersionHistory } from '../../../shared/components/quotation-versions.tsx';
import { StatusTag } from '../../../shared/components/status-tag.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { formatDate, formatDateTime } from '../../../shared/format/date.ts';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete.ts';
import { useQuotationChange } from '../api/change-quotation.ts';
import { useQuotation } from '../api/get-quotation.ts';
import { QuotationDetailModal, QuotationProductModal } from '../components/quotation-edit-modals.tsx';

function addressLines(address: Address | null) {
  if (!address) return <Typography.Text type="secondary">Not chosen yet</Typography.Text>;
  return (
    <address style={{ fontStyle: 'normal', lineHeight: 1.6 }}>
      <strong>
        {address.first_name} {address.last_name}
      </strong>
      <br />
      {address.address}
      {address.address2 ? `, ${address.address2}` : ''}
      <br />
      {[address.city, address.state, address.zip].filter(Boolean).join(' ')}, {address.country_name}
    </address>
  );
}

/** /quotations/{id}: progress, products with comments and files, detail, addresses and summary. */
export default function QuotationPage() {
  const { id = '' } = useParams();
  const query = useQuotation(id);
  const change = useQuotationChange();
  const addresses = useAddressList();
  const confirmDelete = useConfirmDelete();
  const navigate = useNavigate();
  const { message, modal, notification } = App.useApp();
  const [isEditingDetail, setEditingDetail] = useState(false);
  const [editingProduct, setEditingProduct] = useState<QuotationDetail['products'][number] | null>(null);
  const [chosenOptionIds, setChosenOptionIds] = useState<number[]>([]);

  if (query.isPending) return <Skeleton active />;
  if (query.error) {
    const isMissing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Result
        status={isMissing ? '404' : 'error'}
        title={isMissing ? 'Quotation not found' : 'The quotation could not be loaded'}
        subTitle={
          isMissing ? 'It does not exist, or it belongs to a team you are not part of.' : query.error.message
        }
        extra={
          <Link to={paths.quotations}>
            <Button type="primary">Back to Quotations</Button>
          </Link>
        }
      />
    );
  }
  const quotation = query.data;
  const money = (amount: number) => formatMoneyWithCode(amount, quotation.currency);
  const isEditable = isQuotationEditable(quotation.status);
  const mayApprove = canApproveQuotation(quotation) && quotation.version !== null && !quotation.is_expired;
  const askedProducts = quotation.products.filter((product) => !product.is_option);
  const options = quotation.products.filter((product) => product.is_option);
  // The figures an approval orders: the asked-for lines and the ticked options, by the checkout's rule.
  const chosen = chosenQuotedLines(quotation.products, chosenOptionIds);
  const approvalTotals = quotationTotals({
    products: chosen.map((product) => ({ unitPrice: product.unit_price, qty: product.qty })),
    shippingFee: quotation.shipping_fee,
    additionalFees: quotation.additional_fees,
    gstRatePercent: quotation.gst_rate,
  });
  const optionsTotal = approvalTotals.subtotal - quotation.subtotal;
  // Changed after pricing: the old prices times the new quantities are no quotation, so none is shown.
  const isRepricing = quotation.status === 'quote_changes_requested';
  const run = async (task: () => Promise<{ message: string }>) => {
    try {
      void message.success((await task()).message);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : 'Something went wrong!');
    }
  };
  const confirmApproval = () =>
    modal.confirm({
      title: 'Approve this quotation?',
      content: `${quotation.uid} version ${quotation.version} for ${money(approvalTotals.total)}${
        chosenOptionIds.length > 0
          ? ` (with ${chosenOptionIds.length} option${chosenOptionIds.length > 1 ? 's' : ''})`
          : ''
      } becomes an order for the provider to process.`,
      okText: 'Approve Quotation',
      onOk: async () => {
        const answer = await change.mutateAsync({
          kind: 'approve',
          uid: quotation.uid,
          body: { version: quotation.version ?? 0, option_ids: chosenOptionIds },
        });
        notification.success({
          message: answer.message,
          description: answer.order ? `Order ${answer.order.uid} has been placed.` : undefined,
        });
      },
    });
  const setAddress = (key: 'ship_add_id' | 'bill_add_id', value: number | null) =>
    run(() => change.mutateAsync({ kind: 'update', uid: quotation.uid, body: { [key]: value } }));
  const addressOptions = (addresses.data ?? []).map((address) => ({
    value: address.id,
    label: address.nickname || `${address.address}, ${address.city}`,
  }));

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
            {quotation.project_title} · asked on {formatDateTime(quotation.created_at)} by{' '}
            {quotation.user_name}
          </Typography.Text>
        </div>
        <Flex gap={8} wrap>
          {mayApprove ? (
            <Button type="primary" loading={change.isPending} onClick={confirmApproval}>
              Approve Quotation
            </Button>
          ) : null}
          {isEditable || quotation.status === 'quote_cancelled' ? (
            <Button
              danger
              onClick={() =>
                confirmDelete(async () => {
                  await change.mutateAsync({ kind: 'delete', uid: quotation.uid });
                  void message.success('Deleted!');
                  void navigate(paths.quotations);
                })
              }
            >
              Delete
            </Button>
          ) : null}
          <Link to={paths.quotations}>
            <Button>Back to Quotations</Button>
          </Link>
        </Flex>
      </Flex>

      {quotation.status === 'quote_cancelled' ? (
        <Alert
          type="error"
          showIcon
          message="The provider has declined this quotation."
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {quotation.order ? (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          message={
            <span>
              Approved: placed as order{' '}
              <Link to={paths.order(quotation.order.uuid)}>{quotation.order.uid}</Link>.
            </span>
          }
        />
      ) : quotation.status === 'quote_changes_requested' ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="quotation-state"
          message={`You changed this quotation after version ${quotation.version} was priced, so it is back with the provider. You will be e-mailed when the changes are priced; until then it cannot be approved.`}
        />
      ) : quotation.status === 'quote_pending' && quotation.is_expired ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="quotation-state"
          message={`This price held until ${formatDate(quotation.valid_until)}. Ask the provider, in a comment, to price it again before approving.`}
        />
      ) : quotation.status === 'quote_pending' ? (
        <Alert
          type={mayApprove ? 'info' : 'warning'}
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="quotation-state"
          message={
            mayApprove
              ? `Version ${quotation.version} priced by the provider${quotation.due_date ? `; ready by ${formatDate(quotation.due_date)}` : ''}. The price holds until ${formatDate(quotation.valid_until)}: approve it to place the order. Changing a product or quantity sends it back to the provider.`
              : 'The provider is pricing your request. You will be e-mailed when it is priced.'
          }
        />
      ) : null}

      <Card style={{ marginBottom: 16 }}>
        <QuotationProgressBar quotation={quotation} />
      </Card>

      <Row gutter={16}>
        <Col xs={24} lg={16}>
          {askedProducts.map((product) => (
            <Card
              key={product.id}
              title={
                <Flex gap={8} align="center" wrap>
                  <span>{product.title}</span>
                  {product.has_logo ? <Tag>With logo</Tag> : null}
                  {product.unit_price === null || isRepricing ? (
                    <Tag color="gold">Awaiting price</Tag>
                  ) : (
                    <Tag color="green">Priced</Tag>
                  )}
                </Flex>
              }
              extra={
                isEditable ? (
                  <Button type="text" icon={<EditOutlined />} onClick={() => setEditingProduct(product)}>
                    Edit
                  </Button>
                ) : null
              }
              style={{ marginBottom: 16 }}
            >
              <Descriptions size="small" column={{ xs: 1, sm: 3 }} style={{ marginBottom: 12 }}>
                <Descriptions.Item label="Quantity">{product.qty}</Descriptions.Item>
                <Descriptions.Item label="Budget">{money(product.user_unit_cost)} each</Descriptions.Item>
                <Descriptions.Item label="Price">
                  {product.unit_price === null || isRepricing
                    ? 'Not priced yet'
                    : `${money(product.unit_price)} each · ${money(product.unit_price * product.qty)}`}
                </Descriptions.Item>
              </Descriptions>
              {product.requirements ? (
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
                  {product.requirements}
                </Typography.Paragraph>
              ) : null}
              <div style={{ marginBottom: 12 }}>
                <QuotationAttachments
                  attachments={product.attachments}
                  onRemove={
                    isEditable
                      ? (file) =>
                          confirmDelete(() =>
                            run(() =>
                              change.mutateAsync({
                                kind: 'remove-attachment',
                                productId: product.id,
                                attachmentId: file.id,
                              }),
                            ),
                          )
                      : undefined
                  }
                />
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
                }}
                onDelete={(comment) =>
                  confirmDelete(() =>
                    run(() => change.mutateAsync({ kind: 'delete-comment', id: comment.id })),
                  )
                }
              />
            </Card>
          ))}
          {options.length > 0 ? (
            <Card
              title="Options from the provider"
              style={{ marginBottom: 16 }}
              data-testid="quotation-options"
            >
              <Typography.Paragraph type="secondary">
                {mayApprove
                  ? 'Tick the options to order with this quotation; only the ticked ones are added.'
                  : 'Offered beside the quoted products.'}
              </Typography.Paragraph>
              <Flex vertical gap={8}>
                {options.map((option) => {
                  const line = `${option.qty} × ${money(option.unit_price ?? 0)} = ${money(
                    multiplyCents(cents(option.unit_price ?? 0), option.qty),
                  )}`;
                  return (
                    <Checkbox
                      key={option.id}
                      disabled={!mayApprove}
                      checked={chosenOptionIds.includes(option.id)}
                      onChange={(event) =>
                        setChosenOptionIds((ids) =>
                          event.target.checked ? [...ids, option.id] : ids.filter((id) => id !== option.id),
                        )
                      }
                    >
                      <strong>{option.title}</strong>{' '}
                      <Typography.Text type="secondary">{line}</Typography.Text>
                    </Checkbox>
                  );
                })}
              </Flex>
            </Card>
          ) : null}
          <QuotationVersionHistory
            versions={quotation.versions}
            currency={quotation.currency}
            currentVersion={quotation.version}
            approvedVersion={quotation.approved_version}
          />
        </Col>
        <Col xs={24} lg={8}>
          <Card title="Order Summary" style={{ marginBottom: 16 }}>
            {isRepricing ? (
              <Typography.Paragraph type="secondary">
                The provider is pricing your changes; the summary follows the new version.
              </Typography.Paragraph>
            ) : (
              <Descriptions
                column={1}
                size="small"
                styles={{
                  content: {
                    justifyContent: 'flex-end',
                    fontVariantNumeric: 'tabular-nums',
                    whiteSpace: 'nowrap',
                  },
                }}
                data-testid="quotation-summary"
              >
                <Descriptions.Item label="Subtotal">{money(quotation.subtotal)}</Descriptions.Item>
                {optionsTotal > 0 ? (
                  <Descriptions.Item label="Options ticked">{money(optionsTotal)}</Descriptions.Item>
                ) : null}
                <Descriptions.Item label="Shipping">{money(quotation.shipping_fee)}</Descriptions.Item>
                <Descriptions.Item label="Additional fees">
                  {money(quotation.additional_fees)}
                </Descriptions.Item>
                <Descriptions.Item label={`GST (${quotation.gst_rate}%)`}>
                  {money(approvalTotals.gst)}
                </Descriptions.Item>
              </Descriptions>
            )}
            <Flex
              justify="space-between"
              align="baseline"
              style={{ borderTop: '1px solid #eef1f5', paddingTop: 12 }}
            >
              <Typography.Text strong>Total</Typography.Text>
              <Typography.Title level={4} style={{ margin: 0 }} data-testid="quotation-total">
                {quotation.total > 0 && !isRepricing ? money(approvalTotals.total) : 'Awaiting prices'}
              </Typography.Title>
            </Flex>
          </Card>
          <Card
            title="Detail"
            style={{ marginBottom: 16 }}
            extra={
              isEditable ? (
                <Button type="text" icon={<EditOutlined />} onClick={() => setEditingDetail(true)}>
                  Edit
                </Button>
              ) : null
            }
          >
            <Descriptions column={1} size="small">
              <Descriptions.Item label="Project">{quotation.project_title}</Descriptions.Item>
              <Descriptions.Item label="Contact">{quotation.name}</Descriptions.Item>
              <Descriptions.Item label="Email">{quotation.email}</Descriptions.Item>
              <Descriptions.Item label="Company">{quotation.company}</Descriptions.Item>
              <Descriptions.Item label="Team">{quotation.team_name}</Descriptions.Item>
              <Descriptions.Item label="Due date">{formatDate(quotation.due_date)}</Descriptions.Item>
              {quotation.valid_until ? (
                <Descriptions.Item label="Valid until">{formatDate(quotation.valid_until)}</Descriptions.Item>
              ) : null}
              <Descriptions.Item label="Note">
                <span style={{ whiteSpace: 'pre-wrap' }}>{quotation.note}</span>
              </Descriptions.Item>
            </Descriptions>
          </Card>
          <Card title="Addresses">
            <Typography.Text strong>Shipping address</Typography.Text>
            {isEditable ? (
              <Select
                aria-label="Shipping address"
                allowClear
                placeholder="Choose an address"
                value={quotation.ship_add_id}
                onChange={(value) => void setAddress('ship_add_id', value ?? null)}
                options={addressOptions}
                style={{ width: '100%', margin: '6px 0' }}
              />
            ) : null}
            {addressLines(quotation.ship_address)}
            <div style={{ height: 12 }} />
            <Typography.Text strong>Billing address</Typography.Text>
            {isEditable ? (
              <Select
                aria-label="Billing address"
                allowClear
                placeholder="Choose an address"
                value={quotation.bill_add_id}
                onChange={(value) => void setAddress('bill_add_id', value ?? null)}
                options={addressOptions}
                style={{ width: '100%', margin: '6px 0' }}
              />
            ) : null}
            {addressLines(quotation.bill_address)}
          </Card>
        </Col>
      </Row>
      {isEditingDetail ? (
        <QuotationDetailModal quotation={quotation} onClose={() => setEditingDetail(false)} />
      ) : null}
      {editingProduct ? (
        <QuotationProductModal
          product={editingProduct}
          isPriced={quotation.version !== null && quotation.status === 'quote_pending'}
          onClose={() => setEditingProduct(null)}
        />
      ) : null}
    </>
  );
}
