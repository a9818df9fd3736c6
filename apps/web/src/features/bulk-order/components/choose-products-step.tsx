import { FileTextOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import type { SavedProduct } from '@livery/api-schemas/saved-products';
import { Alert, Button, Flex, Typography } from 'antd';
import type { RosterProgress } from '../roster/use-roster-worker.ts';
import { type ManualQuantities, ManualQuantitiesForm, meetsMinimum, totalOf } from './manual-quantities.tsx';
import { ProductPicker } from './product-picker.tsx';
import { RosterProgressLine } from './roster-progress-line.tsx';
import { RosterUpload } from './roster-upload.tsx';
import type { LoadedRoster } from './use-roster-wizard.ts';

/**
 * Step 1: choose the products, then either upload a roster or type quantities per size and add them to the
 * cart straight away. A roster already read waits here to be mapped or cleared.
 */
export function ChooseProductsStep({
  products,
  onProductsChange,
  manual,
  onManualChange,
  roster,
  progress,
  onFile,
  onClear,
  onNext,
  onAddToCart,
  isAdding,
}: {
  products: SavedProduct[];
  onProductsChange: (products: SavedProduct[]) => void;
  manual: ManualQuantities;
  onManualChange: (manual: ManualQuantities) => void;
  roster: LoadedRoster | null;
  progress: RosterProgress | null;
  onFile: (file: File) => void;
  onClear: () => void;
  onNext: () => void;
  onAddToCart: () => void;
  isAdding: boolean;
}) {
  const isBusy = progress !== null;
  const manualReady =
    products.length > 0 && products.every((product) => meetsMinimum(product, totalOf(manual[product.uuid])));
  return (
    <Flex vertical gap={20}>
      <ProductPicker chosen={products} onChange={onProductsChange} disabled={isBusy} />
      {roster ? (
        <Alert
          type="info"
          showIcon
          icon={<FileTextOutlined />}
          title={`${roster.fileName}: ${roster.rowCount.toLocaleString('en')} rows read`}
          description="Go on to map its columns, or Clear to order without it."
          action={
            <Flex gap={8} wrap>
              <Button onClick={onClear}>Clear</Button>
              <Button type="primary" disabled={products.length === 0} onClick={onNext}>
                Next
              </Button>
            </Flex>
          }
        />
      ) : (
        <>
          <RosterUpload disabled={isBusy || products.length === 0} onFile={onFile} />
          {products.length === 0 ? (
            <Typography.Text type="secondary">
              Choose your products first: the roster's product columns follow their order.
            </Typography.Text>
          ) : null}
          {progress ? <RosterProgressLine progress={progress} /> : null}
          {products.length > 0 ? (
            <div>
              <Typography.Title level={5}>Or type quantities per size</Typography.Title>
              <ManualQuantitiesForm products={products} quantities={manual} onChange={onManualChange} />
              <Flex justify="flex-end" align="center" gap={12} wrap style={{ marginTop: 16 }}>
                {!manualReady ? (
                  <Typography.Text type="secondary">
                    Enter quantities for every chosen product, up to its minimum order.
                  </Typography.Text>
                ) : null}
                <Button
                  type="primary"
                  icon={<ShoppingCartOutlined />}
                  disabled={!manualReady || isBusy}
                  loading={isAdding}
                  onClick={onAddToCart}
                >
                  Add to Cart
                </Button>
              </Flex>
            </div>
          ) : null}
        </>
      )}
    </Flex>
  );
}
