import { type QuotationDetail, updateQuotationBody } from '@livery/api-schemas/quotations';
import { centsToDecimalText } from '@livery/domain/money';
import { Alert, App, Form, Input, Select } from 'antd';
import { useJoinedTeams } from '../../../shared/api/get-joined-teams.ts';
import { FormModal } from '../../../shared/components/form-modal.tsx';
import { antdRulesFrom } from '../../../shared/forms/antd-rules-from.ts';
import { useUpdateQuotation } from '../api/update-quotation.ts';
import { useUpdateQuotationProduct } from '../api/update-quotation-product.ts';
import { appendProduct, ProductFields, type ProductValues } from './quotation-fields.tsx';

/** The detail form sends every field, so those the update takes as optional are required here. */
const detailRules = antdRulesFrom(updateQuotationBody, {
  required: ['project_title', 'company', 'name', 'email', 'team_id', 'note'],
});

interface DetailValues {
  project_title: string;
  company: string;
  name: string;
  email: string;
  team_id: number;
  note: string;
}

/** Edit the quotation's detail (spec 03 section 5: project title, company, name, email and team required). */
export function QuotationDetailModal({
  quotation,
  onClose,
}: {
  quotation: QuotationDetail;
  onClose: () => void;
}) {
  const [form] = Form.useForm<DetailValues>();
  const teams = useJoinedTeams();
  const update = useUpdateQuotation();
  const { message } = App.useApp();
  return (
    <FormModal<DetailValues>
      title="Edit detail"
      okText="Save"
      form={form}
      initialValues={{
        project_title: quotation.project_title,
        company: quotation.company,
        name: quotation.name,
        email: quotation.email,
        team_id: quotation.team_id,
        note: quotation.note,
      }}
      onSubmit={async (values) => {
        await update.mutateAsync({
          uid: quotation.uid,
          body: {
            project_title: values.project_title.trim(),
            company: values.company.trim(),
            name: values.name.trim(),
            email: values.email.trim(),
            team_id: values.team_id,
            note: values.note.trim(),
          },
        });
        void message.success('Updated!');
      }}
      onClose={onClose}
    >
      <Form.Item name="project_title" label="Project title" rules={detailRules('project_title')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="company" label="Company" rules={detailRules('company')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="name" label="Name" rules={detailRules('name')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="email" label="Email" rules={detailRules('email')}>
        <Input type="email" />
      </Form.Item>
      <Form.Item name="team_id" label="Team" rules={detailRules('team_id')}>
        <Select options={(teams.data ?? []).map((team) => ({ value: team.id, label: team.name }))} />
      </Form.Item>
      <Form.Item name="note" label="Note" rules={detailRules('note')}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} />
      </Form.Item>
    </FormModal>
  );
}

/** Edit one product (name, quantity and budget required) and add files to it. */
export function QuotationProductModal({
  product,
  isPriced,
  onClose,
}: {
  product: QuotationDetail['products'][number];
  /** The quotation holds a price: changing what was priced sends it back to the provider. */
  isPriced: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ product: ProductValues }>();
  const update = useUpdateQuotationProduct();
  const { message } = App.useApp();
  return (
    <FormModal<{ product: ProductValues }>
      title={`Edit ${product.title}`}
      okText="Save"
      form={form}
      initialValues={{
        product: {
          title: product.title,
          user_unit_cost: centsToDecimalText(product.user_unit_cost),
          qty: String(product.qty),
          has_logo: product.has_logo,
          requirements: product.requirements ?? '',
          files: [],
        },
      }}
      above={
        isPriced ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            message="This product is priced. Changing its name, quantity, logo, requirements or files sends the quotation back to the provider to price again; a budget alone does not."
          />
        ) : null
      }
      onSubmit={async (values) => {
        const body = new FormData();
        appendProduct(body, (key) => (key === 'attachments' ? 'attachments[]' : key), values.product);
        await update.mutateAsync({ productId: product.id, form: body });
        void message.success('Updated!');
      }}
      onClose={onClose}
    >
      <ProductFields prefix={['product']} label="Product" />
    </FormModal>
  );
}
