import { UploadOutlined } from '@ant-design/icons';
import { DEFAULT_CURRENCY } from '@livery/domain/money';
import { Button, Checkbox, Form, Input, Upload, type UploadFile } from 'antd';
import type { Rule } from 'antd/es/form';
import { QUOTATION_FILE_ACCEPT } from '../../../shared/components/quotation-thread.tsx';

export const required = (label: string): Rule => ({
  required: true,
  whitespace: true,
  message: `${label} is required`,
});

/** The same rule as the server's money text: up to 6 digits and 2 decimals. */
export const MONEY_RULE: Rule = {
  pattern: /^\d{1,6}(\.\d{1,2})?$/,
  message: 'Budget must be an amount like 12.50',
};

export const QUANTITY_RULES: Rule[] = [
  { required: true, message: 'Quantity is required' },
  { pattern: /^\d+$/, message: 'Quantity must be a whole number of pieces' },
  {
    validator: (_, value: string | undefined) =>
      !value || !/^\d+$/.test(value) || Number(value) >= 1
        ? Promise.resolve()
        : Promise.reject(new Error('Quantity must be at least 1')),
  },
];

export interface ProductValues {
  title: string;
  user_unit_cost: string;
  qty: string;
  has_logo?: boolean;
  requirements?: string;
  files?: UploadFile[];
}

/** Antd's Upload reports its list in an event; the form keeps just the list. */
export const fileListOf = (event: { fileList: UploadFile[] } | UploadFile[]) =>
  Array.isArray(event) ? event : event.fileList;

/** A product's fields (name, budget, quantity, logo, requirements, files) under `prefix` in a form. */
export function ProductFields({ prefix, label }: { prefix: Array<string | number>; label: string }) {
  return (
    <>
      <Form.Item name={[...prefix, 'title']} label="Product name" rules={[required('Product name')]}>
        <Input placeholder="e.g. Reception blazer" maxLength={200} aria-label={`${label} name`} />
      </Form.Item>
      <Form.Item
        name={[...prefix, 'user_unit_cost']}
        label="Budget per piece"
        rules={[required('Budget'), MONEY_RULE]}
      >
        <Input
          inputMode="decimal"
          prefix={DEFAULT_CURRENCY}
          placeholder="0.00"
          aria-label={`${label} budget`}
        />
      </Form.Item>
      <Form.Item name={[...prefix, 'qty']} label="Quantity" rules={QUANTITY_RULES}>
        <Input inputMode="numeric" placeholder="Pieces" aria-label={`${label} quantity`} />
      </Form.Item>
      <Form.Item name={[...prefix, 'has_logo']} valuePropName="checked">
        <Checkbox>With our logo</Checkbox>
      </Form.Item>
      <Form.Item name={[...prefix, 'requirements']} label="Requirements">
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={2000}
          placeholder="Colours, fabric, sizes, decoration…"
          aria-label={`${label} requirements`}
        />
      </Form.Item>
      <Form.Item
        name={[...prefix, 'files']}
        label="Attachments"
        valuePropName="fileList"
        getValueFromEvent={fileListOf}
        extra="Images, PDF, Excel or CSV; several files allowed."
      >
        <Upload multiple beforeUpload={() => false} accept={QUOTATION_FILE_ACCEPT}>
          <Button icon={<UploadOutlined />}>Add files</Button>
        </Upload>
      </Form.Item>
    </>
  );
}

/** Appends one product's fields (and files) to a FormData the way the API reads them. */
export function appendProduct(form: FormData, name: (key: string) => string, product: ProductValues) {
  form.append(name('title'), product.title.trim());
  form.append(name('user_unit_cost'), product.user_unit_cost.trim());
  form.append(name('qty'), product.qty.trim());
  form.append(name('has_logo'), product.has_logo ? 'true' : 'false');
  form.append(name('requirements'), product.requirements?.trim() ?? '');
  for (const file of product.files ?? []) {
    if (file.originFileObj) form.append(name('attachments'), file.originFileObj, file.name);
  }
}
