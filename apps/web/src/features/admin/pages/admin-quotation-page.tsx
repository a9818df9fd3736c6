import type { QuotationDetail } from '@livery/api-schemas/quotations';
import { formatMoneyWithCode } from '@livery/domain/money';
import { isQuotationEditable } from '@livery/domain/quotation-status';
import { App, Button, Card, Descriptions } from 'antd';
import { Link, useParams } from 'react-router';
import { loadedOrFallback } from '../../../shared/components/load-failure.tsx';
import {
  type QuotationNotice,
  QuotationPageFrame,
} from '../../../shared/components/quotation-page-frame.tsx';
import { QuotationProductCard } from '../../../shared/components/quotation-product-card.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { formatDate, formatDateTime } from '../../../shared/format/date.ts';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete.ts';
import { useAddDeskComment } from '../api/add-desk-comment.ts';
import { useCancelDeskQuotation } from '../api/cancel-desk-quotation.ts';
import { useDeleteDeskComment } from '../api/delete-desk-comment.ts';
import { useDeskQuotation } from '../api/get-desk-quotation.ts';

import { PricingCard } from '../components/quotation-pricing-card.tsx';

/** Where the quotation stands, for the quote desk: approved into an order, changed by the customer, or expired. */
function deskNotices(quotation: QuotationDetail): QuotationNotice[] {
  const ordered: QuotationNotice[] = quotation.order
    ? [
        {
          type: 'success',
          message: (
            <span>
              Approved by the customer: order{' '}
              <Link to={`${paths.adminOrders}?keyword=${quotation.order.uid}`}>{quotation.order.uid}</Link> is
              in the orders pipeline.
            </span>
          ),
        },
      ]
    : [];
  if (quotation.status === 'quote_changes_requested') {
    return [
      ...ordered,
      {
        type: 'warning',
        message: `The customer changed products or quantities after version ${quotation.version}: price the changes to send version ${(quotation.version ?? 0) + 1}. Version ${quotation.version} can no longer be approved.`,
      },
    ];
  }
  if (quotation.status === 'quote_pending' && quotation.is_expired) {
    return [
      ...ordered,
      {
        type: 'warning',
        message: `Version ${quotation.version} expired on ${formatDate(quotation.valid_until)}: send new prices for the customer to approve.`,
      },
    ];
  }
  return ordered;
}

/** /admin/quotations/{id}: one request at the quote desk, priced, answered and moved along here. */
export default function AdminQuotationPage() {
  const { id = '' } = useParams();
  const query = useDeskQuotation(id);
  const cancel = useCancelDeskQuotation();
  const addComment = useAddDeskComment();
  const deleteComment = useDeleteDeskComment();
  const confirmDelete = useConfirmDelete();
  const { message, modal } = App.useApp();

  const loaded = loadedOrFallback(query, {
    missingTitle: 'Quotation not found',
    failedTitle: 'The quotation could not be loaded',
    back: { to: paths.adminQuotations, label: 'Back to the quote desk' },
  });
  if (loaded.fallback) return loaded.fallback;
  const quotation = loaded.data;
  const money = (amount: number) => formatMoneyWithCode(amount, quotation.currency);
  const isEditable = isQuotationEditable(quotation.status);
  const confirmCancel = () =>
    modal.confirm({
      title: 'Decline this quotation?',
      content: 'The customer sees it as cancelled and can no longer approve it.',
      okText: 'Decline',
      okButtonProps: { danger: true },
      onOk: async () => {
        await cancel.mutateAsync(quotation.uid);
        void message.success('Quotation declined');
      },
    });

  return (
    <QuotationPageFrame
      quotation={quotation}
      about={`${quotation.company_name} · ${quotation.project_title} · asked on ${formatDateTime(quotation.created_at)}`}
      actions={
        <>
          {isEditable ? (
            <Button danger onClick={confirmCancel}>
              Decline
            </Button>
          ) : null}
          <Link to={paths.adminQuotations}>
            <Button>Back to the quote desk</Button>
          </Link>
        </>
      }
      notices={deskNotices(quotation)}
      productsSpan={15}
      products={quotation.products.map((product) => (
        <QuotationProductCard
          key={product.id}
          product={product}
          figures={[
            {
              key: 'budget',
              label: 'Budget',
              children: product.is_option ? 'Offered by you' : `${money(product.user_unit_cost)} each`,
            },
            {
              key: 'quoted',
              label: 'Quoted',
              children: product.unit_price === null ? 'Not yet' : `${money(product.unit_price)} each`,
            },
          ]}
          onComment={async (form) => {
            await addComment.mutateAsync(form);
            void message.success('Comment sent: the customer has been e-mailed.');
          }}
          onDeleteComment={(comment) => confirmDelete(() => deleteComment.mutateAsync(comment.id))}
        />
      ))}
      aside={
        <>
          {isEditable ? (
            <PricingCard key={`${quotation.version ?? 'new'}-${quotation.status}`} quotation={quotation} />
          ) : (
            <Card title="Quoted" style={{ marginBottom: 16 }}>
              <Descriptions column={1} size="small">
                <Descriptions.Item label="Version">
                  {quotation.approved_version ?? quotation.version ?? 'N/A'}
                </Descriptions.Item>
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
        </>
      }
    />
  );
}
