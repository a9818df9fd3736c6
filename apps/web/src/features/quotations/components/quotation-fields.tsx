import { UploadOutlined } from '@ant-design/icons';
import { quotationProductFields } from '@livery/api-schemas/quotations';
import { DEFAULT_CURRENCY } from '@livery/domain/money';
import { Button, Checkbox, Form, Input, Upload, type UploadFile } from 'antd';
import { QUOTATION_FILE_ACCEPT } from '../../../shared/components/quotation-thread.tsx';
import { antdRulesFrom } from '../../../shared/forms/antd-rules-from.ts';

/** A product's fields are checked as the API checks each product of a request. */
const productRules = antdRulesFrom(quotationProductFields);

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
      <Form.Item name={[...prefix, 'title']} label="Product name" rules={productRules('title')}>
        <Input placeholder="e.g. Reception blazer" maxLength={200} aria-label={`${label} name`} />
      </Form.Item>
      <Form.Item
        name={[...prefix, 'user_unit_cost']}
        label="Budget per piece"
        rules={productRules('user_unit_cost')}
      >
        <Input
          inputMode="decimal"
          prefix={DEFAULT_CURRENCY}
          placeholder="0.00"
          aria-label={`${label} budget`}
        />
      </Form.Item>
      <Form.Item name={[...prefix, 'qty']} label="Quantity" rules={productRules('qty')}>
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
