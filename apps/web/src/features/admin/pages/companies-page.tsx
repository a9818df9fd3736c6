import { updateCreditTermsBody } from '@livery/api-schemas/credit-terms';
import { PAYMENT_TERMS, PAYMENT_TERMS_LABELS, type PaymentTerms } from '@livery/domain/credit-terms';
import { centsToDollars, DEFAULT_CURRENCY, dollarsToCents } from '@livery/domain/money';
import { Alert, App, Button, Card, Empty, Flex, Form, InputNumber, Select, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../shared/components/page-header.tsx';
import { antdRulesFrom } from '../../../shared/forms/antd-rules-from.ts';
import { useFormSubmit } from '../../../shared/hooks/use-form-submit.ts';
import { useCreditTerms } from '../api/get-credit-terms.ts';
import { useCustomerCompanies } from '../api/get-customer-companies.ts';
import { useUpdateCreditTerms } from '../api/update-credit-terms.ts';

interface TermsValues {
  payment_terms: PaymentTerms;
  /** In dollars as typed; sent in cents; empty for no limit. */
  credit_limit: number | null;
}

const { shape } = updateCreditTermsBody;
/** The API's checks; the limit is typed in dollars and checked as the cents it is sent as. */
const rulesFor = antdRulesFrom(
  {
    shape: {
      payment_terms: shape.payment_terms,
      credit_limit: {
        safeParse: (value: unknown) =>
          shape.credit_limit.safeParse(typeof value === 'number' ? dollarsToCents(value) : value),
      },
    },
  },
  { required: ['payment_terms'] },
);

function PaymentTermsForm({ companyId }: { companyId: number }) {
  const terms = useCreditTerms(companyId);
  const update = useUpdateCreditTerms(companyId);
  const { notification } = App.useApp();
  const [form] = Form.useForm<TermsValues>();
  const { submit, error, isSaving } = useFormSubmit(form, async (values) => {
    await update.mutateAsync({
      payment_terms: values.payment_terms,
      credit_limit: typeof values.credit_limit === 'number' ? dollarsToCents(values.credit_limit) : null,
    });
    notification.success({ message: 'Payment terms saved', duration: 2 });
  });

  useEffect(() => {
    if (terms.data)
      form.setFieldsValue({
        payment_terms: terms.data.payment_terms,
        credit_limit: terms.data.credit_limit === null ? null : centsToDollars(terms.data.credit_limit),
      });
  }, [terms.data, form]);

  if (terms.isPending) return <Skeleton active />;
  return (
    <Card title="Payment terms">
      <Typography.Paragraph type="secondary">
        Invoices issued from now on fall due by these terms; invoices already issued keep their due dates.
      </Typography.Paragraph>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 420 }}>
        <Form.Item name="payment_terms" label="Payment terms" rules={rulesFor('payment_terms')}>
          <Select options={PAYMENT_TERMS.map((value) => ({ value, label: PAYMENT_TERMS_LABELS[value] }))} />
        </Form.Item>
        <Form.Item
          name="credit_limit"
          label="Credit limit"
          extra="Leave empty for no limit."
          rules={rulesFor('credit_limit')}
        >
          <InputNumber
            precision={2}
            step={1000}
            prefix={DEFAULT_CURRENCY}
            placeholder="No limit"
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isSaving}>
          Save
        </Button>
      </Form>
    </Card>
  );
}

/** /admin/companies: a customer company's payment terms and credit limit. */
export default function CompaniesPage() {
  const companies = useCustomerCompanies();
  // The company picked is in the URL (?company_id=), so a reload or a shared link opens its terms.
  const [params, setParams] = useSearchParams();
  const companyId = Number(params.get('company_id')) || undefined;
  const setCompanyId = (id: number) => setParams({ company_id: String(id) }, { replace: true });
  return (
    <Card>
      <PageHeader title="Companies" subtitle="Payment terms and credit limit of each customer company." />
      <Flex vertical gap={16}>
        <Select
          showSearch
          aria-label="Company"
          placeholder="Pick a company"
          loading={companies.isPending}
          value={companyId}
          onChange={setCompanyId}
          optionFilterProp="label"
          style={{ width: '100%', maxWidth: 420 }}
          options={(companies.data ?? []).map((company) => ({ value: company.id, label: company.name }))}
        />
        {companyId === undefined ? (
          <Empty description="Pick a company to see and change its payment terms." />
        ) : (
          <PaymentTermsForm key={companyId} companyId={companyId} />
        )}
      </Flex>
    </Card>
  );
}
