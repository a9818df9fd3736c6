import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { formatMoneyWithCode } from '@livery/domain/money';
import { formatPriceRange, tierUnitPrice } from '@livery/domain/pricing';
import { pricingProblems } from '@livery/domain/tier-pricing-rules';
import { Alert, Button, Card, Col, Flex, InputNumber, Row, Select, Table, Typography } from 'antd';
import { MoneyInput } from '../../../shared/components/money-input.tsx';
import { newRowId, type ProductDraft, pricingOf, type TierDraft } from './product-draft.ts';

/** Sizes, minimum order, quantity tiers and size add-ons, with the price range buyers will see. */
export function ProductPricingSection({
  draft,
  update,
}: {
  draft: ProductDraft;
  update: (patch: Partial<ProductDraft>) => void;
}) {
  const pricing = pricingOf(draft);
  const problems = pricingProblems(pricing, draft.sizes);
  const setTier = (id: string, patch: Partial<TierDraft>) =>
    update({ tiers: draft.tiers.map((tier) => (tier.id === id ? { ...tier, ...patch } : tier)) });
  const previewQuantities = [...new Set([draft.min_qty ?? 1, ...draft.tiers.map((tier) => tier.minQty ?? 0)])]
    .filter((quantity) => quantity > 0)
    .sort((a, b) => a - b);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Card size="small" title="Sizes and minimum order" style={{ marginBottom: 16 }}>
          <Flex vertical gap={12}>
            <div>
              <Typography.Text>Sizes (type a size and press Enter)</Typography.Text>
              <Select
                mode="tags"
                aria-label="Sizes"
                value={draft.sizes}
                onChange={(sizes: string[]) =>
                  update({ sizes: sizes.map((size) => size.trim()).filter(Boolean) })
                }
                tokenSeparators={[',']}
                style={{ width: '100%' }}
                open={false}
                suffixIcon={null}
              />
            </div>
            <div>
              <Typography.Text>Minimum order (units)</Typography.Text>
              <InputNumber
                aria-label="Minimum order"
                min={1}
                precision={0}
                value={draft.min_qty}
                onChange={(value) => update({ min_qty: value })}
                style={{ width: '100%', maxWidth: 200, display: 'block' }}
              />
            </div>
          </Flex>
        </Card>
        <Card
          size="small"
          title="Quantity tiers"
          extra={
            <Button
              size="small"
              icon={<PlusOutlined />}
              onClick={() =>
                update({ tiers: [...draft.tiers, { id: newRowId(), minQty: null, unitCents: null }] })
              }
            >
              Add tier
            </Button>
          }
          style={{ marginBottom: 16 }}
        >
          <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
            Every piece of a line is priced at the highest tier its total quantity reaches.
          </Typography.Paragraph>
          <Table<TierDraft>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={draft.tiers}
            columns={[
              {
                title: 'From quantity',
                render: (_, tier, index) => (
                  <InputNumber
                    aria-label={`Tier ${index + 1} from quantity`}
                    min={1}
                    precision={0}
                    value={tier.minQty}
                    onChange={(value) => setTier(tier.id, { minQty: value })}
                    style={{ width: '100%' }}
                  />
                ),
              },
              {
                title: `Unit price (${draft.currency})`,
                render: (_, tier, index) => (
                  <MoneyInput
                    aria-label={`Tier ${index + 1} unit price`}
                    min={0}
                    step={0.1}
                    value={tier.unitCents}
                    onChange={(unitCents) => setTier(tier.id, { unitCents })}
                    style={{ width: '100%' }}
                  />
                ),
              },
              {
                title: '',
                width: 48,
                render: (_, tier, index) => (
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={`Remove tier ${index + 1}`}
                    onClick={() => update({ tiers: draft.tiers.filter((entry) => entry.id !== tier.id) })}
                  />
                ),
              },
            ]}
          />
        </Card>
        <Card size="small" title="Size add-ons (extra per piece)">
          <Row gutter={[12, 8]}>
            {draft.sizes.map((size) => (
              <Col key={size} xs={12} sm={8}>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {size} ({draft.currency})
                </Typography.Text>
                <MoneyInput
                  aria-label={`Add-on for ${size}`}
                  min={0}
                  step={0.5}
                  value={draft.addons[size] ?? null}
                  placeholder="0.00"
                  onChange={(addon) => update({ addons: { ...draft.addons, [size]: addon } })}
                  style={{ width: '100%' }}
                />
              </Col>
            ))}
          </Row>
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card size="small" title="What buyers will see" style={{ position: 'sticky', top: 16 }}>
          <Typography.Text type="secondary">Price range on product tiles</Typography.Text>
          <Typography.Title level={3} style={{ margin: '4px 0 16px' }} data-testid="price-range-preview">
            {Object.keys(pricing.qtys).length > 0 ? formatPriceRange(pricing, draft.currency) : '—'}
          </Typography.Title>
          {problems.length > 0 ? (
            <Alert type="warning" showIcon message={problems.join('. ')} style={{ marginBottom: 12 }} />
          ) : null}
          <Table
            size="small"
            pagination={false}
            rowKey="quantity"
            dataSource={previewQuantities.map((quantity) => ({ quantity }))}
            columns={[
              { title: 'Order of', dataIndex: 'quantity', render: (quantity: number) => `${quantity} pcs` },
              {
                title: 'Unit price',
                align: 'right',
                render: (_, row) =>
                  Object.keys(pricing.qtys).length > 0
                    ? formatMoneyWithCode(tierUnitPrice(pricing, row.quantity), draft.currency)
                    : '—',
              },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
