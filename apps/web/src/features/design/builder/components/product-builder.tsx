import type { BuilderResponse } from '@livery/api-schemas/builder';
import { countInvalidRows, qtyOptionsFromNameList } from '@livery/domain/name-list-quantities';
import { Button, Card, Grid, Result, Skeleton, Tabs, Typography } from 'antd';
import { useMemo, useReducer, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../../shared/api/client.ts';
import { paths } from '../../../../shared/config/paths.ts';
import { DesignManagerModal } from '../../design-manager/design-manager-modal.tsx';
import type { BuilderSource } from '../api/builder-keys.ts';
import { useBuilderProduct } from '../api/get-builder-product.ts';
import { useQuotePrice } from '../api/get-quote-price.ts';
import {
  boundsOf,
  builderReducer,
  initialBuilderState,
  pxPerCmOf,
  toQuoteForm,
} from '../state/builder-state.ts';
import { useGarmentImage } from '../state/garment-image.ts';
import { ArtworksPanel } from './artworks-panel.tsx';
import { BuilderHeader } from './builder-header.tsx';
import { BuilderStage } from './builder-stage.tsx';
import { FinalizePanel } from './finalize-panel.tsx';
import { checkNameList, NameListCard } from './name-list-card.tsx';
import { SaveDialog } from './save-dialog.tsx';
import { DEFAULT_FACE, useBuilderSubmit } from './use-builder-submit.ts';
import { useFaceArtworks } from './use-face-artworks.ts';
import { useLeaveGuard } from './use-leave-guard.ts';

const NAME_LIST_ID = 'builder-name-list';

/** The product builder for a saved product (/saved_products/{uuid}) or a catalogue product (/design). */
export function ProductBuilder({
  source,
  inventoryId,
}: {
  source: BuilderSource;
  inventoryId: string | null;
}) {
  const query = useBuilderProduct(source);
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (!query.data) {
    const isMissing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Result
        status={isMissing ? '404' : 'warning'}
        title={isMissing ? 'This product is not available' : 'The product could not be loaded'}
        extra={
          <Link to={paths.savedProducts}>
            <Button type="primary">Back to My Products</Button>
          </Link>
        }
      />
    );
  }
  return (
    <BuilderWorkspace
      key={source.uuid}
      loaded={query.data}
      inventoryId={inventoryId}
      kartItemId={source.kind === 'kart_item' ? source.uuid : null}
    />
  );
}

function BuilderWorkspace({
  loaded,
  inventoryId,
  kartItemId,
}: {
  loaded: BuilderResponse;
  inventoryId: string | null;
  /** The cart line being edited: Add to cart then replaces it. */
  kartItemId: string | null;
}) {
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const isWide = Boolean(screens.xl);
  const { product } = loaded;
  const isDesignable = product.is_builder && loaded.faces.length > 0;
  const savedProduct = loaded.saved_product;

  const [state, dispatch] = useReducer(builderReducer, loaded, initialBuilderState);
  const [face, setFace] = useState(
    loaded.faces.find((candidate) => candidate.alias === DEFAULT_FACE)?.alias ?? loaded.faces[0]?.alias ?? '',
  );
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [panel, setPanel] = useState<'design' | 'finalize'>(isDesignable ? 'design' : 'finalize');
  const [isDesignManagerOpen, setDesignManagerOpen] = useState(false);
  const checks = useMemo(() => checkNameList(state.rows, product.sizes), [state.rows, product.sizes]);
  const invalidRows = countInvalidRows(checks);
  const isCsvMode = state.mode === 'pro';
  const qty = useMemo(
    () => (isCsvMode ? qtyOptionsFromNameList(state.rows, product.sizes) : state.qty),
    [isCsvMode, state.rows, state.qty, product.sizes],
  );
  const effective = useMemo(() => ({ ...state, qty }), [state, qty]);
  const pricingForm = useMemo(() => toQuoteForm(loaded, effective), [loaded, effective]);
  const price = useQuotePrice(pricingForm);

  const faceDef = loaded.faces.find((candidate) => candidate.alias === face);
  const colourDef = product.colors.find((option) => option.title === state.colour);
  const garmentUrl = useGarmentImage(faceDef, colourDef);
  const bounds = boundsOf(loaded, face);
  const pxPerCm = pxPerCmOf(loaded, face);
  const { items, place, move, nudge, remove } = useFaceArtworks({
    product,
    state,
    face,
    bounds,
    dispatch,
    onSelect: setSelectedId,
  });

  const { allowLeave } = useLeaveGuard(state.isDirty);
  const leaveTo = (to: string) => {
    allowLeave();
    dispatch({ type: 'saved' });
    void navigate(to);
  };
  const { busy, dialog, dialogError, setDialog, closeDialog, saveNew, overwrite, addLineToCart } =
    useBuilderSubmit({
      loaded,
      design: effective,
      inventoryId,
      kartItemId,
      leaveTo,
    });

  const setCsvMode = (on: boolean) => {
    dispatch({ type: 'mode', mode: on ? 'pro' : 'normal' });
    if (on) {
      setPanel('finalize');
      requestAnimationFrame(() =>
        document.getElementById(NAME_LIST_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
      );
    }
  };

  const isSaving = busy === 'save';
  const priceError = price.error instanceof ApiError ? price.error.message : null;

  const finalize = (
    <FinalizePanel
      product={product}
      colour={state.colour}
      qty={qty}
      isCsvMode={isCsvMode}
      invalidRows={invalidRows}
      price={price.data?.product}
      isPricing={price.isFetching}
      priceError={priceError}
      isSaving={isSaving}
      isAdding={busy === 'cart'}
      onColour={(colour) => dispatch({ type: 'colour', colour })}
      onQty={(size, quantity) => dispatch({ type: 'qty', size, quantity })}
      onCsvMode={setCsvMode}
      onSave={() => (savedProduct ? overwrite() : setDialog('save'))}
      onDuplicate={savedProduct ? () => setDialog('duplicate') : undefined}
      onAddToCart={() => void addLineToCart()}
    />
  );

  const side = (
    <Tabs
      activeKey={panel}
      onChange={(key) => setPanel(key as 'design' | 'finalize')}
      items={[
        ...(isDesignable
          ? [
              {
                key: 'design',
                label: 'Design',
                children: (
                  <>
                    <ArtworksPanel
                      faceAlias={face}
                      items={items}
                      bounds={bounds}
                      pxPerCm={pxPerCm}
                      finishingMethods={product.finishing_methods}
                      selectedId={selectedId}
                      onUploaded={(artwork) => void place(artwork)}
                      onOpenDesignManager={() => setDesignManagerOpen(true)}
                      onResize={move}
                      onDecorate={(artworkId, change) =>
                        dispatch({ type: 'decorate', face, artworkId, ...change })
                      }
                      onRemove={remove}
                      onSelect={setSelectedId}
                      onNudge={nudge}
                    />
                    <Button
                      block
                      type="primary"
                      ghost
                      style={{ marginTop: 12 }}
                      onClick={() => setPanel('finalize')}
                    >
                      Continue to Finalize
                    </Button>
                  </>
                ),
              },
            ]
          : []),
        { key: 'finalize', label: 'Finalize', children: finalize },
      ]}
    />
  );

  return (
    <>
      <BuilderHeader
        loaded={loaded}
        isDirty={state.isDirty}
        kartItemId={kartItemId}
        inventoryId={inventoryId}
      />
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: isWide ? 'minmax(0, 1fr) minmax(340px, 380px)' : 'minmax(0, 1fr)',
          gap: 16,
          alignItems: 'start',
        }}
      >
        <BuilderStage
          loaded={loaded}
          state={state}
          isDesignable={isDesignable}
          isWide={isWide}
          face={face}
          garmentUrl={garmentUrl}
          bounds={bounds}
          selectedId={selectedId}
          onFace={(key) => {
            setFace(key);
            setSelectedId(null);
          }}
          onMove={move}
          onSelect={setSelectedId}
        />
        <div>{side}</div>
      </div>
      {isCsvMode ? (
        <div style={{ marginTop: 16 }}>
          <NameListCard
            id={NAME_LIST_ID}
            sizes={product.sizes}
            rows={state.rows}
            checks={checks}
            onRows={(rows) => dispatch({ type: 'rows', rows })}
          />
        </div>
      ) : null}
      {product.description ? (
        <Card size="small" title="About this product" style={{ marginTop: 16 }}>
          <Typography.Paragraph style={{ margin: 0 }}>{product.description}</Typography.Paragraph>
        </Card>
      ) : null}
      {isDesignable ? (
        <DesignManagerModal
          open={isDesignManagerOpen}
          onClose={() => setDesignManagerOpen(false)}
          onUse={(artwork) => {
            // On a repeat the manager stays open so another artwork can be chosen.
            if (place(artwork)) setDesignManagerOpen(false);
          }}
        />
      ) : null}
      <SaveDialog
        open={dialog !== null}
        title={dialog === 'duplicate' ? 'Duplicate as a new saved product' : 'Save product'}
        initialName={dialog === 'duplicate' ? `${product.title} (copy)` : product.title}
        isSaving={isSaving}
        error={dialogError}
        onSave={(values) => void saveNew(values)}
        onCancel={closeDialog}
      />
    </>
  );
}
