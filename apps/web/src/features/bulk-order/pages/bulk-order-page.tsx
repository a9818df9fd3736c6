import { Card, Steps } from 'antd';
import { PageHeader } from '../../../shared/components/page-header.tsx';
import { markWizardSteps } from '../../../shared/components/step-marker.tsx';
import { ChooseProductsStep } from '../components/choose-products-step.tsx';
import { MapColumnsStep } from '../components/map-columns-step.tsx';
import { ReviewStep } from '../components/review-step.tsx';
import { useAddToCart } from '../components/use-add-to-cart.ts';
import { useChosenProducts } from '../components/use-chosen-products.ts';
import { useRosterReview } from '../components/use-roster-review.ts';
import { useRosterWizard } from '../components/use-roster-wizard.ts';

/** /bulk-order: order up to 10 saved products at once, by typed quantities or from a staff roster CSV. */
export default function BulkOrderPage() {
  const { products, setProducts, manual, setManual } = useChosenProducts();
  const review = useRosterReview(products);
  const wizard = useRosterWizard(products, review);
  const cart = useAddToCart();
  const { step, roster } = wizard;

  return (
    <div>
      <PageHeader
        title="Order Multiple Products"
        subtitle="Order up to 10 saved products at once, typing quantities or importing a staff roster."
      />
      <Card>
        <Steps
          current={step}
          style={{ marginBottom: 24 }}
          items={markWizardSteps(
            [
              { title: 'Choose products', content: 'and upload a roster (optional)' },
              { title: 'Map columns', content: roster ? roster.fileName : 'from your CSV file' },
              {
                title: 'Review',
                content:
                  review.rows.length > 0
                    ? `${review.rows.length.toLocaleString('en')} rows`
                    : 'check every row',
              },
            ],
            step,
          )}
        />
        {step === 0 ? (
          <ChooseProductsStep
            products={products}
            onProductsChange={setProducts}
            manual={manual}
            onManualChange={setManual}
            roster={roster}
            progress={wizard.progress}
            onFile={wizard.readFile}
            onClear={wizard.clear}
            onNext={wizard.toMapping}
            onAddToCart={() => cart.addQuantities(products, manual)}
            isAdding={cart.isPending}
          />
        ) : null}
        {step === 1 && roster ? (
          <MapColumnsStep
            roster={roster}
            columns={wizard.columns}
            products={products}
            onColumnsChange={wizard.setColumns}
            progress={wizard.progress}
            onBack={() => wizard.setStep(0)}
            onClear={wizard.clear}
            onNext={wizard.toReview}
          />
        ) : null}
        {step === 2 ? (
          <ReviewStep
            products={products}
            columns={wizard.columns}
            review={review}
            onBack={() => wizard.setStep(1)}
            onClear={wizard.clear}
            onAddToCart={() => cart.addRoster(products, review.rows)}
            isAdding={cart.isPending}
          />
        ) : null}
      </Card>
    </div>
  );
}
