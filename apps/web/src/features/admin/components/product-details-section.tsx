import { Card, Checkbox, Col, Flex, Input, Row, Switch, Typography } from 'antd';
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

/** Title, SKU, texts, type, builder and active switches, origin, thumbnail and finishing methods. */
export function ProductDetailsSection({
  draft,
  update,
}: {
  draft: ProductDraft;
  update: (patch: Partial<ProductDraft>) => void;
}) {
  const finishings = useFinishingMethods();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={15}>
        <Card size="small" title="Details">
          <Flex vertical gap={12}>
            <Row gutter={[12, 12]}>
              <Col xs={24} sm={14}>
                <Field label="Title">
                  <Input
                    aria-label="Title"
                    value={draft.title}
                    maxLength={200}
                    onChange={(event) => update({ title: event.target.value })}
                  />
                </Field>
              </Col>
              <Col xs={24} sm={10}>
                <Field label="SKU" hint="Unique; letters, digits, dots and dashes.">
                  <Input
                    aria-label="SKU"
                    value={draft.sku}
                    maxLength={60}
                    onChange={(event) => update({ sku: event.target.value.toUpperCase() })}
                  />
                </Field>
              </Col>
              <Col xs={24} sm={12}>
                <Field label="Brand">
                  <Input
                    aria-label="Brand"
                    value={draft.brand_name}
                    onChange={(event) => update({ brand_name: event.target.value })}
                  />
                </Field>
              </Col>
              <Col xs={12} sm={6}>
                <Field label="Product type">
                  <Input
                    aria-label="Product type"
                    value={draft.product_type}
                    onChange={(event) => update({ product_type: event.target.value })}
                  />
                </Field>
              </Col>
              <Col xs={12} sm={6}>
                <Field label="Made in (country code)">
                  <Input
                    aria-label="Origin country"
                    value={draft.origin_country}
                    maxLength={2}
                    onChange={(event) => update({ origin_country: event.target.value.toUpperCase() })}
                  />
                </Field>
              </Col>
              <Col xs={12} sm={6}>
                <Field label="Currency (ISO code)">
                  <Input
                    aria-label="Currency"
                    value={draft.currency}
                    maxLength={3}
                    onChange={(event) => update({ currency: event.target.value.toUpperCase() })}
                  />
                </Field>
              </Col>
            </Row>
            <Field label="Description">
              <Input.TextArea
                aria-label="Description"
                value={draft.description}
                autoSize={{ minRows: 3, maxRows: 8 }}
                onChange={(event) => update({ description: event.target.value })}
              />
            </Field>
            <Field label="Size chart" hint="Measurements per size, shown beside the size inputs.">
              <Input.TextArea
                aria-label="Size chart"
                value={draft.size_chart}
                autoSize={{ minRows: 2, maxRows: 8 }}
                onChange={(event) => update({ size_chart: event.target.value })}
              />
            </Field>
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
