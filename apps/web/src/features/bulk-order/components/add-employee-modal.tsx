import type { SavedProduct } from '@livery/api-schemas/saved-products';
import { EMPLOYEE_FORM_FIELDS, employeeProductFields, SEX_OPTIONS } from '@livery/domain/roster-employee';
import type { RosterRow } from '@livery/domain/roster-rows';
import { bulkOrderSizeOptions, NAMETAG_MAX_LENGTH } from '@livery/domain/roster-rows';
import { Col, Divider, Form, Input, InputNumber, Modal, Row, Select } from 'antd';
import { useFormRefusal } from '../../../shared/hooks/use-form-submit.ts';

/**
 * The add-employee form: staff ID, full name, sex, department, cost center and, per product, size and
 * quantity are required; the rest is optional. Values stay in the form until it is added or cancelled.
 */
export function AddEmployeeModal({
  open,
  products,
  onAdd,
  onClose,
}: {
  open: boolean;
  products: SavedProduct[];
  onAdd: (row: RosterRow) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Record<string, string | number | undefined>>();

  const { validate } = useFormRefusal(form);

  const submit = async () => {
    const values = await validate();
    if (values === null) return;
    const row: RosterRow = {};
    for (const [field, value] of Object.entries(values)) {
      row[field] = value === undefined || value === null ? '' : String(value).trim();
    }
    onAdd(row);
    form.resetFields();
  };

  return (
    <Modal
      title="Add employee"
      open={open}
      okText="Add row"
      onOk={submit}
      onCancel={onClose}
      width={720}
      destroyOnHidden={false}
    >
      {/* A roster row stays in the page until the bulk order is sent; its fields are the domain's roster fields
          (required flags, the nametag limit) that the page's row check and the server's both use, not a body's. */}
      <Form form={form} layout="vertical" requiredMark>
        <Row gutter={12}>
          {EMPLOYEE_FORM_FIELDS.map(({ field, label, required }) => (
            <Col key={field} xs={24} sm={12}>
              <Form.Item
                name={field}
                label={label}
                rules={[
                  { required, whitespace: true, message: `Input ${label}` },
                  ...(field === 'nametag'
                    ? [{ max: NAMETAG_MAX_LENGTH, message: 'Tags Max 25 Characters' }]
                    : []),
                ]}
              >
                {field === 'sex' ? (
                  <Select options={SEX_OPTIONS.map((sex) => ({ value: sex, label: sex }))} />
                ) : (
                  <Input />
                )}
              </Form.Item>
            </Col>
          ))}
        </Row>
        {products.map((product, index) => (
          <div key={product.uuid}>
            <Divider titlePlacement="start" style={{ margin: '4px 0 12px' }}>
              Product {index + 1}: {product.title}
            </Divider>
            <Row gutter={12}>
              {employeeProductFields(index + 1).map(({ field, label, required }) => (
                <Col key={field} xs={12} sm={8}>
                  <Form.Item name={field} label={label} rules={[{ required, message: `Input ${label}` }]}>
                    {field.endsWith('_size') ? (
                      <Select
                        options={bulkOrderSizeOptions(product.sizes).map((size) => ({
                          value: size,
                          label: size,
                        }))}
                      />
                    ) : field.endsWith('_qty') ? (
                      <InputNumber min={0} precision={0} style={{ width: '100%' }} />
                    ) : (
                      <Input />
                    )}
                  </Form.Item>
                </Col>
              ))}
            </Row>
          </div>
        ))}
      </Form>
    </Modal>
  );
}
