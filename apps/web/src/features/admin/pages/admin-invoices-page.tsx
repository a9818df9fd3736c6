import type { InvoiceDetail, InvoiceSummary } from '@livery/api-schemas/invoices';
import { INVOICE_STATUS_LABELS, INVOICE_STATUSES, type InvoiceStatus } from '@livery/domain/invoice-status';
import { formatMoneyWithCode } from '@livery/domain/money';
import { Button, Descriptions, Drawer, Flex, Grid, Input, Select, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListPage } from '../../../shared/components/list-page.tsx';
import type { ResponsiveColumn } from '../../../shared/components/responsive-table.tsx';
import { StatusTag } from '../../../shared/components/status-tag.tsx';
import { formatDate } from '../../../shared/format/date.ts';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { useAdminInvoice } from '../api/get-admin-invoice.ts';
import { INVOICES_PER_PAGE, useAdminInvoices } from '../api/get-admin-invoices.ts';
import { InvoiceLedgerForms } from '../components/invoice-ledger-forms.tsx';

function statusParam(value: string | null): InvoiceStatus | undefined {
  return INVOICE_STATUSES.find((status) => status === value);
}

function InvoiceFigures({ invoice }: { invoice: InvoiceDetail }) {
  const money = (amount: number) => formatMoneyWithCode(amount, invoice.currency);
  return (
    <>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'status', label: 'Status', children: <StatusTag status={invoice.status} /> },
          { key: 'company', label: 'Company', children: invoice.company_name },
          {
            key: 'order',
            label: 'Order',
            children: `${invoice.order_uid}${invoice.po_number ? ` · PO ${invoice.po_number}` : ''}`,
          },
          { key: 'issued', label: 'Issued', children: formatDate(invoice.issued_at) },
          { key: 'due', label: 'Due', children: formatDate(invoice.due_at) },
          {
            key: 'total',
            label: `Total (GST ${invoice.gst_rate}% ${money(invoice.gst)})`,
            children: money(invoice.total),
          },
          { key: 'paid', label: 'Paid', children: money(invoice.paid) },
          { key: 'credited', label: 'Credited', children: money(invoice.credited) },
          {
            key: 'balance',
            label: 'Balance',
            children: <Typography.Text strong>{money(invoice.balance)}</Typography.Text>,
          },
        ]}
      />
      {invoice.payments.length > 0 || invoice.credit_notes.length > 0 ? (
        <Table
          style={{ marginTop: 16 }}
          size="small"
          pagination={false}
          rowKey="id"
          dataSource={[
            ...invoice.payments.map((payment) => ({
              id: payment.id,
              when: payment.received_on,
              what: `Payment${payment.method ? ` · ${payment.method}` : ''}${payment.reference ? ` · ${payment.reference}` : ''}`,
              amount: payment.amount,
            })),
            ...invoice.credit_notes.map((note) => ({
              id: note.id,
              when: note.created_at.slice(0, 10),
              what: `Credit note · ${note.reason}`,
              amount: note.amount,
            })),
          ]}
          columns={[
            { title: 'Date', dataIndex: 'when' },
            { title: 'Entry', dataIndex: 'what' },
            {
              title: 'Amount',
              dataIndex: 'amount',
              align: 'right',
              render: (amount: number) => money(amount),
            },
          ]}
        />
      ) : null}
    </>
  );
}

/** The invoice drawer: figures, ledger entries, the PDF, and the forms that record payments. */
function InvoiceDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const invoice = useAdminInvoice(id);
  const isPhone = !(Grid.useBreakpoint().md ?? true);
  return (
    <Drawer
      open={Boolean(id)}
      onClose={onClose}
      width={isPhone ? '100%' : 560}
      title={invoice.data ? `Invoice ${invoice.data.number}` : 'Invoice'}
      extra={
        invoice.data ? (
          <Button href={invoice.data.invoice_url} target="_blank" rel="noopener">
            Download PDF
          </Button>
        ) : null
      }
    >
      {invoice.data ? (
        <Flex vertical gap={20}>
          <InvoiceFigures invoice={invoice.data} />
          <InvoiceLedgerForms key={invoice.data.id} invoice={invoice.data} />
        </Flex>
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}

/** /admin/invoices: every company's invoices, by derived status and keyword; one opens in a drawer. */
export default function AdminInvoicesPage() {
  const [params, setParams] = useSearchParams();
  const status = statusParam(params.get('status'));
  const page = Number(params.get('page') ?? '1') || 1;
  const openId = params.get('invoice') ?? undefined;
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');
  const debouncedKeyword = useDebouncedValue(keyword.trim(), 300);
  const list = useAdminInvoices({ status, keyword: debouncedKeyword || undefined, page });
  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined) next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in changes) && !('invoice' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );

  const columns: ResponsiveColumn<InvoiceSummary>[] = [
    {
      title: 'Invoice',
      key: 'number',
      card: 'title',
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (_, invoice) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => update({ invoice: invoice.id })}>
          {invoice.number}
        </Button>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      card: 'status',
      render: (value: string) => <StatusTag status={value} />,
    },
    { title: 'Company', dataIndex: 'company_name' },
    { title: 'Order', dataIndex: 'order_uid' },
    { title: 'Issued', dataIndex: 'issued_at', render: (value: string) => formatDate(value) },
    { title: 'Due', dataIndex: 'due_at', render: (value: string) => formatDate(value) },
    {
      title: 'Total',
      key: 'total',
      align: 'right',
      render: (_, invoice) => formatMoneyWithCode(invoice.total, invoice.currency),
    },
    {
      title: 'Balance',
      key: 'balance',
      card: 'amount',
      align: 'right',
      render: (_, invoice) => formatMoneyWithCode(invoice.balance, invoice.currency),
    },
  ];

  return (
    <ListPage<InvoiceSummary>
      title="Invoices"
      subtitle="Record what the customers paid, credit or void invoices."
      filters={
        <>
          <Select
            aria-label="Status"
            value={status ?? 'all'}
            style={{ width: 200 }}
            onChange={(value) => update({ status: value === 'all' ? undefined : value })}
            options={[
              { value: 'all', label: 'All statuses' },
              ...INVOICE_STATUSES.filter((value) => value !== 'invoice_draft').map((value) => ({
                value,
                label: INVOICE_STATUS_LABELS[value],
              })),
            ]}
          />
          <Input.Search
            aria-label="Search invoices"
            placeholder="Invoice, order, PO or company"
            allowClear
            value={keyword}
            onChange={(event) => {
              setKeyword(event.target.value);
              update({ keyword: event.target.value.trim() || undefined });
            }}
            style={{ width: 300, maxWidth: '100%' }}
          />
        </>
      }
      paging={{
        page,
        pageSize: INVOICES_PER_PAGE,
        total: list.data?.meta.total_count,
        onChange: (next) => update({ page: String(next) }),
        showsTotal: true,
      }}
      rowKey="id"
      columns={columns}
      dataSource={list.data?.invoices ?? []}
      loading={list.isFetching}
      size="middle"
      locale={{ emptyText: 'No invoices here.' }}
    >
      <InvoiceDrawer id={openId} onClose={() => update({ invoice: undefined })} />
    </ListPage>
  );
}
