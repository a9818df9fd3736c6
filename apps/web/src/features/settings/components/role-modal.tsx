import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ProgrammeRoleJson, SaveProgrammeRoleBody } from '@livery/api-schemas/programmes';
import {
  entitlementLineBody,
  MISSING_ROLE_DETAIL,
  saveProgrammeRoleBody,
} from '@livery/api-schemas/programmes';
import {
  ENTITLEMENT_KIND_LABELS,
  ENTITLEMENT_KINDS,
  type EntitlementKind,
  GARMENT_GROUP_LABELS,
  GARMENT_GROUPS,
  type GarmentGroup,
} from '@livery/domain/entitlements';
import { DEFAULT_CURRENCY } from '@livery/domain/money';
import { Button, Flex, Form, Input, InputNumber, Radio, Select, Space, Typography } from 'antd';
import { MoneyInput } from '../../../shared/components/money-input.tsx';
import { SettingsRecordModal } from '../../../shared/components/settings-table.tsx';
import { antdRulesFrom } from '../../../shared/forms/antd-rules-from.ts';
import { useRoleSavedProducts } from '../api/get-role-saved-products.ts';
import { useSaveProgrammeRole } from '../api/save-programme-role.ts';

/** A line as the form holds it: the item as `product:<uuid>` or `group:<group>`, so one select offers both. */
interface LineValues {
  item?: string;
  quantity?: number | null;
}

interface RoleValues {
  name: string;
  kind: EntitlementKind;
  /** Cents, typed in units. */
  allowance?: number | null;
  lines: LineValues[];
}

const PRODUCT = 'product:';
const GROUP = 'group:';

/** The allowance and a line's quantity are asked only for the kind that needs them, and then required. */
const roleRules = antdRulesFrom(saveProgrammeRoleBody, {
  required: { allowance: MISSING_ROLE_DETAIL.allowance },
});
const lineRules = antdRulesFrom(entitlementLineBody, { required: ['quantity'] });

function toLineBody(line: LineValues, kind: EntitlementKind): SaveProgrammeRoleBody['lines'][number] {
  const item = line.item ?? '';
  return {
    saved_product_id: item.startsWith(PRODUCT) ? item.slice(PRODUCT.length) : null,
    garment_group: item.startsWith(GROUP) ? (item.slice(GROUP.length) as GarmentGroup) : null,
    quantity: kind === 'allocation' ? (line.quantity ?? null) : null,
  };
}

function initialValuesOf(role: ProgrammeRoleJson | undefined): RoleValues {
  if (!role) return { name: '', kind: 'allocation', allowance: null, lines: [{ quantity: 1 }] };
  return {
    name: role.name,
    kind: role.kind,
    allowance: role.allowance,
    lines: role.lines.map((line) => ({
      item: line.saved_product ? `${PRODUCT}${line.saved_product.uuid}` : `${GROUP}${line.garment_group}`,
      quantity: line.quantity,
    })),
  };
}

/** Adds or edits a role: its name, its kind of entitlement and the items (and quantities) or amount a year. */
export function RoleModal({ role, onClose }: { role?: ProgrammeRoleJson; onClose: () => void }) {
  const [form] = Form.useForm<RoleValues>();
  const kind = Form.useWatch('kind', form) ?? role?.kind ?? 'allocation';
  const save = useSaveProgrammeRole();
  const savedProducts = useRoleSavedProducts();
  const productOptions = new Map<string, string>();
  for (const line of role?.lines ?? []) {
    if (line.saved_product) productOptions.set(line.saved_product.uuid, line.saved_product.title);
  }
  for (const product of savedProducts.data?.saved_products ?? [])
    productOptions.set(product.uuid, product.title);
  const itemOptions = [
    {
      label: 'Saved products',
      options: [...productOptions].map(([uuid, title]) => ({ value: `${PRODUCT}${uuid}`, label: title })),
    },
    ...(kind === 'allocation'
      ? [
          {
            label: 'Garment groups',
            options: GARMENT_GROUPS.map((group) => ({
              value: `${GROUP}${group}`,
              label: GARMENT_GROUP_LABELS[group],
            })),
          },
        ]
      : []),
  ];

  return (
    <SettingsRecordModal
      title={role ? `Role ${role.name}` : 'New role'}
      form={form}
      initialValues={initialValuesOf(role)}
      width={640}
      save={(values) =>
        save.mutateAsync({
          uuid: role?.uuid,
          body: {
            name: values.name,
            kind: values.kind,
            allowance: values.kind === 'allowance' ? (values.allowance ?? null) : null,
            lines:
              values.kind === 'on_consumption'
                ? []
                : (values.lines ?? []).map((line) => toLineBody(line, values.kind)),
          },
        })
      }
      onClose={onClose}
    >
      <Form.Item label="Name" name="name" rules={roleRules('name')}>
        <Input maxLength={80} placeholder="e.g. Front Office" />
      </Form.Item>
      <Form.Item label="Entitlement" name="kind" rules={roleRules('kind')}>
        <Radio.Group>
          <Space direction="vertical">
            {ENTITLEMENT_KINDS.map((value) => (
              <Radio key={value} value={value}>
                {ENTITLEMENT_KIND_LABELS[value]}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      {kind === 'allowance' ? (
        <Form.Item label="Allowance a year" name="allowance" rules={roleRules('allowance')}>
          <MoneyInput min={0} step={10} prefix={DEFAULT_CURRENCY} style={{ width: 200 }} />
        </Form.Item>
      ) : null}
      {kind === 'on_consumption' ? (
        <Typography.Paragraph type="secondary">
          Employees with this role have no entitlement: the employee or a cost centre pays for what they
          order.
        </Typography.Paragraph>
      ) : (
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <>
              <Typography.Text strong>
                {kind === 'allocation' ? 'Items a year' : 'Saved products the allowance is spent on'}
              </Typography.Text>
              {fields.map((field, index) => (
                <Flex key={field.key} gap={8} align="start" wrap style={{ marginTop: 8 }}>
                  <Form.Item
                    name={[field.name, 'item']}
                    // One select holds the API's saved product or garment group as `product:`/`group:` text.
                    rules={[{ required: true, message: MISSING_ROLE_DETAIL.item }]}
                    style={{ flex: '1 1 220px', marginBottom: 8 }}
                  >
                    <Select
                      showSearch
                      optionFilterProp="label"
                      placeholder="Saved product or garment group"
                      aria-label={`Item ${index + 1}`}
                      options={itemOptions}
                      loading={savedProducts.isPending}
                    />
                  </Form.Item>
                  {kind === 'allocation' ? (
                    <Form.Item
                      name={[field.name, 'quantity']}
                      rules={lineRules('quantity')}
                      style={{ marginBottom: 8 }}
                    >
                      <InputNumber
                        min={1}
                        precision={0}
                        placeholder="Qty"
                        aria-label={`Quantity of item ${index + 1}`}
                        style={{ width: 96 }}
                      />
                    </Form.Item>
                  ) : null}
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={`Remove item ${index + 1}`}
                    onClick={() => remove(field.name)}
                  />
                </Flex>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add(kind === 'allocation' ? { quantity: 1 } : {})}
                style={{ marginTop: 8 }}
              >
                Add item
              </Button>
            </>
          )}
        </Form.List>
      )}
    </SettingsRecordModal>
  );
}
