import { EditOutlined } from '@ant-design/icons';
import type { QuotationDetail } from '@livery/api-schemas/quotations';
import { cents, formatMoneyWithCode, multiplyCents } from '@livery/domain/money';
import {
  canApproveQuotation,
  chosenQuotedLines,
  isQuotationEditable,
  quotationTotals,
} from '@livery/domain/quotation-status';
import { App, Button, Card, Checkbox, Descriptions, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAddressList } from '../../../shared/api/get-addresses.ts';
import { loadedOrFallback } from '../../../shared/components/load-failure.tsx';
import {
  type QuotationNotice,
  QuotationPageFrame,
} from '../../../shared/components/quotation-page-frame.tsx';
import { QuotationProductCard } from '../../../shared/components/quotation-product-card.tsx';
import { SummaryCard } from '../../../shared/components/summary-card.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { formatDate, formatDateTime } from '../../../shared/format/date.ts';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete.ts';
import { useAddQuotationComment } from '../api/add-quotation-comment.ts';
import { useApproveQuotation } from '../api/approve-quotation.ts';
import { useDeleteQuotation } from '../api/delete-quotation.ts';
import { useDeleteQuotationComment } from '../api/delete-quotation-comment.ts';
import { useQuotation } from '../api/get-quotation.ts';
import { useRemoveQuotationAttachment } from '../api/remove-quotation-attachment.ts';
import { useUpdateQuotation } from '../api/update-quotation.ts';
import { QuotationAddressesCard } from '../components/quotation-addresses-card.tsx';
import { QuotationDetailModal, QuotationProductModal } from '../components/quotation-edit-modals.tsx';

/** Where the quotation stands, for the buyer: declined, approved, back with the provider, expired or priced. */
function noticesFor(quotation: QuotationDetail, mayApprove: boolean): QuotationNotice[] {
  const declined: QuotationNotice[] =
    quotation.status === 'quote_cancelled'
      ? [{ type: 'error', message: 'The provider has declined this quotation.' }]
      : [];
  if (quotation.order) {
    return [
      ...declined,
      {
        type: 'success',
        message: (
          <span>
            Approved: placed as order{' '}
            <Link to={paths.order(quotation.order.uuid)}>{quotation.order.uid}</Link>.
          </span>
        ),
      },
    ];
  }
  const state = (type: QuotationNotice['type'], message: string): QuotationNotice[] => [
    ...declined,
    { type, message, testId: 'quotation-state' },
  ];
  if (quotation.status === 'quote_changes_requested') {
    return state(
      'warning',
      `You changed this quotation after version ${quotation.version} was priced, so it is back with the provider. You will be e-mailed when the changes are priced; until then it cannot be approved.`,
    );
  }
  if (quotation.status === 'quote_pending' && quotation.is_expired) {
    return state(
      'warning',
      `This price held until ${formatDate(quotation.valid_until)}. Ask the provider, in a comment, to price it again before approving.`,
    );
  }
  if (quotation.status === 'quote_pending') {
    return mayApprove
      ? state(
          'info',
          `Version ${quotation.version} priced by the provider${quotation.due_date ? `; ready by ${formatDate(quotation.due_date)}` : ''}. The price holds until ${formatDate(quotation.valid_until)}: approve it to place the order. Changing a product or quantity sends it back to the provider.`,
        )
      : state('warning', 'The provider is pricing your request. You will be e-mailed when it is priced.');
  }
  return declined;
}

/** /quotations/{id}: progress, products with comments and files, detail, addresses and summary. */
export default function QuotationPage() {
  const { id = '' } = useParams();
  const query = useQuotation(id);
  const approve = useApproveQuotation();
  const update = useUpdateQuotation();
  const remove = useDeleteQuotation();
  const removeAttachment = useRemoveQuotationAttachment();
  const addComment = useAddQuotationComment();
  const deleteComment = useDeleteQuotationComment();
  const addresses = useAddressList();
  const confirmDelete = useConfirmDelete();
  const navigate = useNavigate();
  const { message, modal, notification } = App.useApp();
  const [isEditingDetail, setEditingDetail] = useState(false);
  const [editingProduct, setEditingProduct] = useState<QuotationDetail['products'][number] | null>(null);
  const [chosenOptionIds, setChosenOptionIds] = useState<number[]>([]);

  const loaded = loadedOrFallback(query, {
    missingTitle: 'Quotation not found',
    failedTitle: 'The quotation could not be loaded',
    missingHint: 'It does not exist, or it belongs to a team you are not part of.',
    back: { to: paths.quotations, label: 'Back to Quotations' },
  });
  if (loaded.fallback) return loaded.fallback;
  const quotation = loaded.data;
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
        const answer = await approve.mutateAsync({
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
    run(async () => {
      await update.mutateAsync({ uid: quotation.uid, body: { [key]: value } });
      return { message: 'Updated!' };
    });
  const addressOptions = (addresses.data ?? []).map((address) => ({
    value: address.id,
    label: address.nickname || `${address.address}, ${address.city}`,
  }));

  return (
    <>
      <QuotationPageFrame
        quotation={quotation}
        about={`${quotation.project_title} · asked on ${formatDateTime(quotation.created_at)} by ${quotation.user_name}`}
        actions={
          <>
            {mayApprove ? (
              <Button type="primary" loading={approve.isPending} onClick={confirmApproval}>
                Approve Quotation
              </Button>
            ) : null}
            {isEditable || quotation.status === 'quote_cancelled' ? (
              <Button
                danger
                onClick={() =>
                  confirmDelete(async () => {
                    await remove.mutateAsync(quotation.uid);
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
          </>
        }
        notices={noticesFor(quotation, mayApprove)}
        productsSpan={16}
        products={
          <>
            {askedProducts.map((product) => {
              // Changed after pricing: the old price is no quotation for the new quantities.
              const price = isRepricing ? null : product.unit_price;
              return (
                <QuotationProductCard
                  key={product.id}
                  product={product}
                  priceTag={
                    price === null ? <Tag color="gold">Awaiting price</Tag> : <Tag color="green">Priced</Tag>
                  }
                  figures={[
                    { key: 'budget', label: 'Budget', children: `${money(product.user_unit_cost)} each` },
                    {
                      key: 'price',
                      label: 'Price',
                      children:
                        price === null
                          ? 'Not priced yet'
                          : `${money(price)} each · ${money(price * product.qty)}`,
                    },
                  ]}
                  extra={
                    isEditable ? (
                      <Button type="text" icon={<EditOutlined />} onClick={() => setEditingProduct(product)}>
                        Edit
                      </Button>
                    ) : null
                  }
                  onRemoveAttachment={
                    isEditable
                      ? (file) =>
                          confirmDelete(() =>
                            run(() =>
                              removeAttachment.mutateAsync({
                                productId: product.id,
                                attachmentId: file.id,
                              }),
                            ),
                          )
                      : undefined
                  }
                  onComment={async (form) => {
                    await addComment.mutateAsync(form);
                  }}
                  onDeleteComment={(comment) =>
                    confirmDelete(() => run(() => deleteComment.mutateAsync(comment.id)))
                  }
                />
              );
            })}
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
          </>
        }
        aside={
          <>
            <SummaryCard
              note={
                isRepricing ? (
                  <Typography.Paragraph type="secondary">
                    The provider is pricing your changes; the summary follows the new version.
                  </Typography.Paragraph>
                ) : undefined
              }
              testId="quotation-summary"
              lines={[
                { label: 'Subtotal', value: money(quotation.subtotal) },
                optionsTotal > 0 ? { label: 'Options ticked', value: money(optionsTotal) } : null,
                { label: 'Shipping', value: money(quotation.shipping_fee) },
                { label: 'Additional fees', value: money(quotation.additional_fees) },
                { label: `GST (${quotation.gst_rate}%)`, value: money(approvalTotals.gst) },
              ]}
              total={quotation.total > 0 && !isRepricing ? money(approvalTotals.total) : 'Awaiting prices'}
              totalTestId="quotation-total"
            />
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
                  <Descriptions.Item label="Valid until">
                    {formatDate(quotation.valid_until)}
                  </Descriptions.Item>
                ) : null}
                <Descriptions.Item label="Note">
                  <span style={{ whiteSpace: 'pre-wrap' }}>{quotation.note}</span>
                </Descriptions.Item>
              </Descriptions>
            </Card>
            <QuotationAddressesCard
              quotation={quotation}
              options={addressOptions}
              onChoose={isEditable ? (key, value) => void setAddress(key, value) : undefined}
            />
          </>
        }
      />
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
