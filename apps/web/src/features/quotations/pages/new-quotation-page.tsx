import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { createQuotationFields } from '@livery/api-schemas/quotations';
import { Alert, App, Button, Card, Col, Flex, Form, Input, Row, Select } from 'antd';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAddressList } from '../../../shared/api/get-addresses.ts';
import { useJoinedTeams } from '../../../shared/api/get-joined-teams.ts';
import { useCurrentUser } from '../../../shared/auth/current-user.ts';
import { PageHeader } from '../../../shared/components/page-header.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { antdRulesFrom } from '../../../shared/forms/antd-rules-from.ts';
import { useFormSubmit } from '../../../shared/hooks/use-form-submit.ts';
import { useCreateQuotation } from '../api/create-quotation.ts';
import { appendProduct, ProductFields, type ProductValues } from '../components/quotation-fields.tsx';

interface NewQuotationValues {
  project_title: string;
  email: string;
  company: string;
  name: string;
  team_id: number;
  note: string;
  ship_add_id?: number;
  bill_add_id?: number;
  products: ProductValues[];
}

/** The request's detail is checked as the API checks the multipart request. */
const detailRules = antdRulesFrom(createQuotationFields);

const EMPTY_PRODUCT: Partial<ProductValues> = { has_logo: false, files: [] };

/** /quotations/new: the contact detail and the products to price, each with its own files. */
export default function NewQuotationPage() {
  const [form] = Form.useForm<NewQuotationValues>();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const user = useCurrentUser();
  const teams = useJoinedTeams();
  const addresses = useAddressList();
  const create = useCreateQuotation();

  // The contact detail starts as the signed-in user's; the person may change any of it.
  useEffect(() => {
    const me = user.data;
    if (!me || form.isFieldsTouched(['email'])) return;
    form.setFieldsValue({
      email: me.email,
      name: me.name,
      company: me.company.name,
      ship_add_id: me.ship_add_id ?? undefined,
      bill_add_id: me.bill_add_id ?? undefined,
    });
  }, [user.data, form]);
  useEffect(() => {
    const [only] = teams.data ?? [];
    if (teams.data?.length === 1 && only && !form.getFieldValue('team_id'))
      form.setFieldValue('team_id', only.id);
  }, [teams.data, form]);

  const { submit, error, isSaving, onFinishFailed } = useFormSubmit(form, async (values) => {
    const body = new FormData();
    for (const key of ['project_title', 'email', 'company', 'name', 'note'] as const) {
      body.append(key, values[key].trim());
    }
    body.append('team_id', String(values.team_id));
    if (values.ship_add_id) body.append('ship_add_id', String(values.ship_add_id));
    if (values.bill_add_id) body.append('bill_add_id', String(values.bill_add_id));
    for (const [index, product] of values.products.entries()) {
      appendProduct(
        body,
        (key) => `rfq_products_attributes[${index}][${key}]${key === 'attachments' ? '[]' : ''}`,
        product,
      );
    }
    const answer = await create.mutateAsync(body);
    void message.success('Quotation submitted: the provider will price it.');
    void navigate(paths.quotation(answer.id));
  });

  const addressOptions = (addresses.data ?? []).map((address) => ({
    value: address.id,
    label: address.nickname || `${address.address}, ${address.city}`,
  }));

  return (
    <div>
      <PageHeader
        title="New Quotation"
        subtitle="Describe what you need; the provider prices each product and answers your questions here."
        extra={
          <Link to={paths.quotations}>
            <Button>Back to Quotations</Button>
          </Link>
        }
      />
      <Form<NewQuotationValues>
        form={form}
        layout="vertical"
        initialValues={{ products: [EMPTY_PRODUCT] }}
        onFinish={() => void submit()}
        onFinishFailed={onFinishFailed}
        scrollToFirstError={false}
      >
        {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
        <Row gutter={16}>
          <Col xs={24} lg={9}>
            <Card title="Contact detail" style={{ marginBottom: 16 }}>
              <Form.Item name="project_title" label="Project title" rules={detailRules('project_title')}>
                <Input maxLength={200} placeholder="e.g. Front desk refresh" />
              </Form.Item>
              <Form.Item name="email" label="Email" rules={detailRules('email')}>
                <Input type="email" autoComplete="email" />
              </Form.Item>
              <Form.Item name="company" label="Company" rules={detailRules('company')}>
                <Input maxLength={200} />
              </Form.Item>
              <Form.Item name="name" label="Name" rules={detailRules('name')}>
                <Input maxLength={200} autoComplete="name" />
              </Form.Item>
              <Form.Item name="team_id" label="Team" rules={detailRules('team_id')}>
                <Select
                  placeholder="Select a team"
                  options={(teams.data ?? []).map((team) => ({ value: team.id, label: team.name }))}
                />
              </Form.Item>
              <Form.Item name="note" label="Note" rules={detailRules('note')}>
                <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} />
              </Form.Item>
              <Form.Item name="ship_add_id" label="Shipping address">
                <Select allowClear placeholder="Choose later" options={addressOptions} />
              </Form.Item>
              <Form.Item name="bill_add_id" label="Billing address">
                <Select allowClear placeholder="Choose later" options={addressOptions} />
              </Form.Item>
            </Card>
          </Col>
          <Col xs={24} lg={15}>
            <Form.List
              name="products"
              // The list holds the form's products (files, a tick box), not the multipart text the API's
              // product schema reads, so only the API's first refusal, no product at all, is checked here.
              rules={[
                {
                  validator: (_, products: unknown[] | undefined) =>
                    products && products.length > 0
                      ? Promise.resolve()
                      : Promise.reject(new Error('Add at least one product')),
                },
              ]}
            >
              {(fields, { add, remove }, { errors }) => (
                <>
                  {fields.map((field, index) => (
                    <Card
                      key={field.key}
                      title={`Product ${index + 1}`}
                      style={{ marginBottom: 16 }}
                      extra={
                        fields.length > 1 ? (
                          <Button
                            type="text"
                            danger
                            icon={<DeleteOutlined />}
                            aria-label={`Remove product ${index + 1}`}
                            onClick={() => remove(field.name)}
                          />
                        ) : null
                      }
                    >
                      <ProductFields prefix={[field.name]} label={`Product ${index + 1}`} />
                    </Card>
                  ))}
                  <Form.ErrorList errors={errors} />
                  <Button
                    block
                    icon={<PlusOutlined />}
                    onClick={() => add(EMPTY_PRODUCT)}
                    style={{ marginBottom: 16 }}
                  >
                    Add another product
                  </Button>
                </>
              )}
            </Form.List>
            <Flex justify="flex-end" gap={8} align="center" wrap>
              <Button type="primary" htmlType="submit" loading={isSaving}>
                Submit Quotation
              </Button>
            </Flex>
          </Col>
        </Row>
      </Form>
    </div>
  );
}
