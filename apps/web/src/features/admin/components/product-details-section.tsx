import { GARMENT_GROUPS, type GarmentGroup } from '@livery/domain/entitlements';
import { Card, Checkbox, Col, Flex, Input, Row, Select, Switch, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useFinishingMethods } from '../api/get-finishing-methods.ts';
import type { ProductDraft } from './product-draft.ts';
import { ProductImageField } from './product-image-field.tsx';

function Field({ label, children, hint }: { label: string; children: ReactNode; hint?: string }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child passed in.
    <label style={{ display: 'block' }}>
      <Typography.Text>{label}</Typography.Text>
      <div style={{ marginTop: 4 }}>{children}</div>
      {hint ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {hint}
        </Typography.Text>
      ) : null}
    </label>
  );
}

/** A product's group as the console names it (the programme's lines say "Any top"). */
const GARMENT_GROUP_NAMES: Record<GarmentGroup, string> = {
  top: 'Top',
  bottom: 'Bottom',
  outerwear: 'Outerwear',
  headwear: 'Headwear',
  apron: 'Apron',
  footwear: 'Footwear',
};

type TextField =
  | 'title'
  | 'sku'
  | 'brand_name'
  | 'product_type'
  | 'origin_country'
  | 'currency'
  | 'description'
  | 'size_chart';

/** The one-line texts of the Details card, in reading order, with the columns each takes (phone, wider). */
const LINE_FIELDS: Array<{
  key: TextField;
  span: { xs: number; sm: number };
  label: string;
  ariaLabel?: string;
  hint?: string;
  maxLength?: number;
  isCode?: boolean;
}> = [
  { key: 'title', span: { xs: 24, sm: 14 }, label: 'Title', maxLength: 200 },
  {
    key: 'sku',
    span: { xs: 24, sm: 10 },
    label: 'SKU',
    hint: 'Unique; letters, digits, dots and dashes.',
    maxLength: 60,
    isCode: true,
  },
  { key: 'brand_name', span: { xs: 24, sm: 12 }, label: 'Brand' },
  { key: 'product_type', span: { xs: 12, sm: 6 }, label: 'Product type' },
  {
    key: 'origin_country',
    span: { xs: 12, sm: 6 },
    label: 'Made in (country code)',
    ariaLabel: 'Origin country',
    maxLength: 2,
    isCode: true,
  },
  {
    key: 'currency',
    span: { xs: 12, sm: 6 },
    label: 'Currency (ISO code)',
    ariaLabel: 'Currency',
    maxLength: 3,
    isCode: true,
  },
];

/**
 * One text of the draft under its label: a line, or with `rows` a growing box. A code (SKU, country,
 * currency) is kept in capitals as it is typed.
 */
function DraftText({
  label,
  ariaLabel = label,
  hint,
  value,
  onChange,
  maxLength,
  isCode = false,
  rows,
}: {
  label: string;
  ariaLabel?: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  isCode?: boolean;
  rows?: { minRows: number; maxRows: number };
}) {
  const change = (text: string) => onChange(isCode ? text.toUpperCase() : text);
  return (
    <Field label={label} hint={hint}>
      {rows ? (
        <Input.TextArea
          aria-label={ariaLabel}
          value={value}
          autoSize={rows}
          onChange={(event) => change(event.target.value)}
        />
      ) : (
        <Input
          aria-label={ariaLabel}
          value={value}
          maxLength={maxLength}
          onChange={(event) => change(event.target.value)}
        />
      )}
    </Field>
  );
}

/** Title, SKU, texts, type, builder and active switches, origin, thumbnail and finishing methods. */
export function ProductDetailsSection({
  draft,
  update,
}: {
  draft: ProductDraft;
  update: (patch: Partial<ProductDraft>) => void;
}) {
  const finishings = useFinishingMethods();
  const field = (key: TextField) => ({
    value: draft[key],
    onChange: (value: string) => update({ [key]: value }),
  });
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={15}>
        <Card size="small" title="Details">
          <Flex vertical gap={12}>
            <Row gutter={[12, 12]}>
              {LINE_FIELDS.map(({ key, span, ...shown }) => (
                <Col key={key} xs={span.xs} sm={span.sm}>
                  <DraftText {...shown} {...field(key)} />
                </Col>
              ))}
            </Row>
            <DraftText {...field('description')} label="Description" rows={{ minRows: 3, maxRows: 8 }} />
            <DraftText
              {...field('size_chart')}
              label="Size chart"
              hint="Measurements per size, shown beside the size inputs."
              rows={{ minRows: 2, maxRows: 8 }}
            />
          </Flex>
        </Card>
      </Col>
      <Col xs={24} lg={9}>
        <Card size="small" title="Offer" style={{ marginBottom: 16 }}>
          <Flex vertical gap={12}>
            <Flex gap={8} align="center">
              <Switch
                checked={draft.is_builder}
                onChange={(is_builder) => update({ is_builder })}
                aria-label="Designed in the builder"
              />
              <Typography.Text>Designed in the builder (artwork on faces)</Typography.Text>
            </Flex>
            <Flex gap={8} align="center">
              <Switch
                checked={draft.is_active}
                onChange={(is_active) => update({ is_active })}
                aria-label="Active"
              />
              <Typography.Text>
                {draft.is_active ? 'Active: offered to customers' : 'Archived: offered to nobody new'}
              </Typography.Text>
            </Flex>
            <Field
              label="Garment group"
              hint="A programme's allocation may name the group instead of one product (any top, any bottom)."
            >
              <Select
                aria-label="Garment group"
                allowClear
                placeholder="None"
                style={{ width: '100%' }}
                value={draft.garment_group ?? undefined}
                onChange={(value?: GarmentGroup) => update({ garment_group: value ?? null })}
                options={GARMENT_GROUPS.map((group) => ({ value: group, label: GARMENT_GROUP_NAMES[group] }))}
              />
            </Field>
            <Field label="Thumbnail">
              <ProductImageField
                label="thumbnail"
                value={draft.thumb_url}
                onChange={(thumb_url) => update({ thumb_url })}
              />
            </Field>
          </Flex>
        </Card>
        <Card size="small" title="Finishing methods">
          <Checkbox.Group
            value={draft.finishings}
            onChange={(values) => update({ finishings: values as string[] })}
            style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
            options={(finishings.data ?? []).map((method) => ({
              value: method.key,
              label: (
                <span>
                  {method.title}{' '}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {method.file_hint}
                  </Typography.Text>
                </span>
              ),
            }))}
          />
        </Card>
      </Col>
    </Row>
  );
}
