import { CheckOutlined, SaveOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import type { BuilderProduct, QuoteItemResponse } from '@livery/api-schemas/builder';
import { formatMoneyWithCode } from '@livery/domain/money';
import { totalQuantity } from '@livery/domain/name-list-quantities';
import {
  Alert,
  App,
  Button,
  Card,
  Divider,
  Flex,
  InputNumber,
  Skeleton,
  Switch,
  Tooltip,
  Typography,
} from 'antd';
import { PriceBreakdown } from '../../../../shared/components/price-breakdown.tsx';
import { ShipsFrom } from '../../../../shared/components/ships-from.tsx';
import { SizeChartLink } from '../../../../shared/components/size-chart-link.tsx';

/** The spec's warning when a quantity is typed while the name list drives them. */
export const CSV_QTY_WARNING = 'Can not edit qty when using .CSV file';

/**
 * The Finalize tab: colour, CSV-mode switch, quantity per size with the total, the minimum order, the
 * server's subtotal and the actions. Add to cart waits for the minimum and, in CSV mode, a clean list.
 */
export function FinalizePanel({
  product,
  colour,
  qty,
  isCsvMode,
  invalidRows,
  price,
  isPricing,
  priceError,
  isSaving,
  isAdding,
  onColour,
  onQty,
  onCsvMode,
  onSave,
  onDuplicate,
  onAddToCart,
}: {
  product: BuilderProduct;
  colour: string;
  qty: Record<string, number>;
  isCsvMode: boolean;
  invalidRows: number;
  price: QuoteItemResponse['product'] | undefined;
  isPricing: boolean;
  priceError: string | null;
  isSaving: boolean;
  isAdding: boolean;
  onColour: (colour: string) => void;
  onQty: (size: string, quantity: number) => void;
  onCsvMode: (on: boolean) => void;
  onSave: () => void;
  onDuplicate?: () => void;
  onAddToCart: () => void;
}) {
  const { message } = App.useApp();
  const total = totalQuantity(qty);
  const isMinMet = total >= product.min_qty;
  const canAddToCart = isMinMet && (!isCsvMode || invalidRows === 0) && total > 0;
  const currency = product.currency;
  const warnCsv = () => void message.warning(CSV_QTY_WARNING);

  return (
    <Card size="small" title="Finalize">
      <div style={{ marginBottom: 12 }}>
        <ShipsFrom product={product} />
      </div>
      <Typography.Text strong>Colour</Typography.Text>
      <Typography.Text type="secondary"> · {colour}</Typography.Text>
      <Flex gap={8} wrap style={{ margin: '8px 0 16px' }} role="group" aria-label="Colour">
        {product.variations.apparel_color.options.map((option) => {
          const isChosen = option.title === colour;
          return (
            <Tooltip key={option.title} title={option.title}>
              <button
                type="button"
                aria-pressed={isChosen}
                aria-label={option.title}
                onClick={() => onColour(option.title)}
                style={{
                  width: 34,
                  height: 34,
                  borderRadius: '50%',
                  cursor: 'pointer',
                  background: option.value,
                  border: isChosen ? '3px solid #f4b942' : '1px solid #c3cad4',
                  boxShadow: isChosen ? '0 0 0 2px #1f3a5f' : 'none',
                  display: 'grid',
                  placeItems: 'center',
                  color: ['#ffffff', '#fff'].includes(option.value.toLowerCase()) ? '#1f3a5f' : '#fff',
                }}
              >
                {isChosen ? <CheckOutlined /> : null}
              </button>
            </Tooltip>
          );
        })}
      </Flex>

      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Flex align="center" gap={12}>
          <Typography.Text strong>Quantity</Typography.Text>
          <SizeChartLink title={product.title} sizeChart={product.size_chart} />
        </Flex>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Typography.Text type="secondary">Name list (.CSV)</Typography.Text>
          <Switch checked={isCsvMode} onChange={onCsvMode} aria-label="Order with a name list (.CSV)" />
        </div>
      </Flex>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))', gap: 8 }}>
        {product.sizes.map((size) => (
          <div key={size} style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'center' }}>
              {size}
              {product.pricing.addons_size[size]
                ? ` +${formatMoneyWithCode(product.pricing.addons_size[size], currency)}`
                : ''}
            </Typography.Text>
            <InputNumber
              aria-label={`Quantity ${size}`}
              min={0}
              max={100000}
              precision={0}
              value={qty[size] ?? 0}
              readOnly={isCsvMode}
              onKeyDown={isCsvMode ? warnCsv : undefined}
              onClick={isCsvMode ? warnCsv : undefined}
              onChange={(value) => {
                if (!isCsvMode) onQty(size, typeof value === 'number' && value >= 0 ? Math.floor(value) : 0);
              }}
              controls={!isCsvMode}
              style={{ width: '100%' }}
            />
          </div>
        ))}
      </div>
      <Flex justify="space-between" style={{ marginTop: 10 }}>
        <Typography.Text>Total</Typography.Text>
        <Typography.Text strong aria-label="Total quantity">
          {total}
        </Typography.Text>
      </Flex>
      {product.min_qty > 1 ? (
        <Typography.Text
          style={{ color: isMinMet ? '#2e8b57' : '#c0392b', fontWeight: 500, display: 'block', marginTop: 4 }}
          data-testid="minimum-order"
          data-met={isMinMet}
        >
          Minimum Order: {product.min_qty} Units
        </Typography.Text>
      ) : null}
      {isCsvMode && invalidRows > 0 ? (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 10 }}
          title={`Please clear all invalid ${invalidRows} item(s) before adding to cart`}
        />
      ) : null}

      <Divider style={{ margin: '14px 0' }} />
      {isPricing && !price ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : (
        <Flex vertical gap={4} aria-live="polite">
          {price ? <PriceBreakdown price={price} /> : null}
          <Flex justify="space-between" align="baseline">
            <Typography.Text strong>Subtotal</Typography.Text>
            <Typography.Title
              level={4}
              style={{ margin: 0, opacity: isPricing ? 0.5 : 1 }}
              data-testid="subtotal"
            >
              {price ? formatMoneyWithCode(price.amount, price.currency) : formatMoneyWithCode(0, currency)}
            </Typography.Title>
          </Flex>
        </Flex>
      )}
      {priceError ? <Alert type="warning" showIcon title={priceError} style={{ marginTop: 8 }} /> : null}

      <Flex gap={8} wrap style={{ marginTop: 14 }}>
        <Button icon={<SaveOutlined />} onClick={onSave} loading={isSaving} style={{ flex: 1 }}>
          Save
        </Button>
        {onDuplicate ? (
          <Button onClick={onDuplicate} disabled={isSaving} style={{ flex: 1 }}>
            Duplicate
          </Button>
        ) : null}
        <Button
          type="primary"
          icon={<ShoppingCartOutlined />}
          disabled={!canAddToCart}
          loading={isAdding}
          onClick={onAddToCart}
          style={{ flex: '1 1 100%' }}
        >
          Add to cart
        </Button>
      </Flex>
    </Card>
  );
}
