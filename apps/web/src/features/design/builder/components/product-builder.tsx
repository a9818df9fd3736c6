import { InfoCircleOutlined } from '@ant-design/icons';
import type { Artwork } from '@livery/api-schemas/artworks';
import type { BuilderResponse } from '@livery/api-schemas/builder';
import type { QuoteForm } from '@livery/api-schemas/cart';
import { type Box, clampBox, initialPlacement } from '@livery/domain/builder-geometry';
import { countInvalidRows, qtyOptionsFromNameList } from '@livery/domain/name-list-quantities';
import {
  Alert,
  App,
  Badge,
  Button,
  Card,
  Grid,
  Popover,
  Result,
  Skeleton,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Link, useBlocker, useNavigate } from 'react-router';
import { ApiError } from '../../../../shared/api/client.ts';
import { paths } from '../../../../shared/config/paths.ts';
import { DesignManagerModal } from '../../design-manager/design-manager-modal.tsx';
import { useAddDesignToCart } from '../api/add-design-to-cart.ts';
import type { BuilderSource } from '../api/builder-keys.ts';
import { useCreateSavedProduct } from '../api/create-saved-product.ts';
import { useBuilderProduct } from '../api/get-builder-product.ts';
import { useQuotePrice } from '../api/get-quote-price.ts';
import { useOverwriteSavedProduct } from '../api/overwrite-saved-product.ts';
import {
  type BuilderState,
  boundsOf,
  builderReducer,
  initialBuilderState,
  pxPerCmOf,
  toQuoteForm,
} from '../state/builder-state.ts';
import { exportFaceSvg } from '../state/export-face-svg.ts';
import { loadGarmentImage, useGarmentImage } from '../state/garment-image.ts';
import { renderFaceThumb } from '../state/render-face-thumb.ts';
import { ArtworksPanel } from './artworks-panel.tsx';
import { DesignCanvas } from './design-canvas.tsx';
import { FinalizePanel } from './finalize-panel.tsx';
import { checkNameList, NameListCard } from './name-list-card.tsx';
import { PhotoCarousel } from './photo-carousel.tsx';
import { SaveDialog, type SaveDialogValues } from './save-dialog.tsx';

const NAME_LIST_ID = 'builder-name-list';
const DEFAULT_FACE = 'Front';
const OVERWRITE_WARNING =
  'You are updating your saved product, this will overwrite the previous version your team was using';

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

/** Exports every face that carries artwork as its print file (face alias -> SVG). */
async function exportPrints(loaded: BuilderResponse, state: BuilderState) {
  const svgs: Record<string, string> = {};
  for (const face of loaded.faces) {
    const items = state.faces[face.alias] ?? [];
    if (items.length > 0) svgs[face.alias] = await exportFaceSvg(items);
  }
  return svgs;
}

/**
 * The Front face (else the first) drawn as the design's tile. A drawing that fails leaves the tile as it
 * was rather than losing the buyer's save, so it answers undefined then.
 */
async function drawDesignThumb(loaded: BuilderResponse, state: BuilderState): Promise<string | undefined> {
  const face = loaded.faces.find((candidate) => candidate.alias === DEFAULT_FACE) ?? loaded.faces[0];
  if (!face || !loaded.product.is_builder) return undefined;
  const colour = loaded.product.colors.find((option) => option.title === state.colour);
  try {
    return await renderFaceThumb(await loadGarmentImage(face, colour), state.faces[face.alias] ?? []);
  } catch {
    return undefined;
  }
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
  const { message, modal } = App.useApp();
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
  const [dialog, setDialog] = useState<null | 'save' | 'duplicate'>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [busy, setBusy] = useState<null | 'save' | 'cart'>(null);
  const skipLeaveGuard = useRef(false);

  const createSaved = useCreateSavedProduct();
  const overwriteSaved = useOverwriteSavedProduct(savedProduct?.uuid);
  const addToCart = useAddDesignToCart();

  const checks = useMemo(() => checkNameList(state.rows, product.sizes), [state.rows, product.sizes]);
  const invalidRows = countInvalidRows(checks);
  const isCsvMode = state.mode === 'pro';
  const qty = useMemo(
    () => (isCsvMode ? qtyOptionsFromNameList(state.rows, product.sizes) : state.qty),
    [isCsvMode, state.rows, state.qty, product.sizes],
  );
  const effective = useMemo(() => ({ ...state, qty }), [state, qty]);
  const extra = inventoryId ? { inventory_id: inventoryId } : {};
  const pricingForm = useMemo(() => toQuoteForm(loaded, effective), [loaded, effective]);
  const price = useQuotePrice(pricingForm);

  const faceDef = loaded.faces.find((candidate) => candidate.alias === face);
  const colourDef = product.colors.find((option) => option.title === state.colour);
  const garmentUrl = useGarmentImage(faceDef, colourDef);
  const bounds = boundsOf(loaded, face);
  const pxPerCm = pxPerCmOf(loaded, face);
  const items = state.faces[face] ?? [];

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      state.isDirty && !skipLeaveGuard.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: 'Are you sure to leave this page?',
      content: 'Your changes to this design are not saved.',
      okText: 'Leave',
      cancelText: 'Stay',
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal]);
  useEffect(() => {
    if (!state.isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state.isDirty]);

  /** Places an artwork on the current face; false when it is already there. */
  const place = (artwork: Artwork): boolean => {
    if (items.some((item) => item.artwork.uuid === artwork.uuid)) {
      void message.warning('This artwork already added!');
      return false;
    }
    const kind = artwork.extension === 'svg' ? 'vector' : 'raster';
    const box = initialPlacement({ width: artwork.width_px, height: artwork.height_px }, kind, bounds);
    const offered = product.finishing_methods.map((method) => method.key);
    const finishing = offered.includes(artwork.finishing)
      ? artwork.finishing
      : (offered[0] ?? artwork.finishing);
    dispatch({ type: 'place', face, item: { artwork, box, finishing, colors_count: artwork.colors_count } });
    setSelectedId(artwork.uuid);
    return true;
  };

  const move = (artworkId: string, box: Box) => dispatch({ type: 'move', face, artworkId, box });

  const remove = (artworkId: string) =>
    modal.confirm({
      title: 'Do you want to remove this artwork?',
      okText: 'Remove',
      okButtonProps: { danger: true },
      onOk: () => {
        dispatch({ type: 'remove', face, artworkId });
        setSelectedId(null);
      },
    });

  const leaveTo = (to: string) => {
    skipLeaveGuard.current = true;
    dispatch({ type: 'saved' });
    void navigate(to);
  };

  const failureText = (error: unknown) =>
    error instanceof ApiError ? error.message : 'Something went wrong!';

  /** Exports the print files and the tile, then sends the whole form (they are the heavy part, so only now). */
  const submit = async (
    action: 'save' | 'cart',
    send: (quote: QuoteForm) => Promise<unknown>,
    overrides: Partial<QuoteForm> = {},
  ) => {
    setBusy(action);
    try {
      const [svgs, thumb] = await Promise.all([
        exportPrints(loaded, effective),
        drawDesignThumb(loaded, effective),
      ]);
      const picture = thumb ? { thumb_png: thumb } : {};
      await send(toQuoteForm(loaded, effective, { ...extra, ...overrides, ...picture, svgs }));
    } finally {
      setBusy(null);
    }
  };

  const saveNew = async (values: SaveDialogValues) => {
    setDialogError(null);
    try {
      await submit('save', (quote) => createSaved.mutateAsync(quote), {
        product_name: values.name.trim(),
        team_id: values.team_id,
      });
      setDialog(null);
      void message.success('Product Saved!');
      leaveTo(paths.savedProducts);
    } catch (error) {
      setDialogError(failureText(error));
    }
  };

  const overwrite = () =>
    modal.confirm({
      title: 'Save changes?',
      content: OVERWRITE_WARNING,
      okText: 'Save',
      onOk: async () => {
        try {
          await submit('save', (quote) => overwriteSaved.mutateAsync(quote));
          void message.success('Product Saved!');
          leaveTo(paths.savedProducts);
        } catch (error) {
          void message.error(failureText(error));
        }
      },
    });

  const addLineToCart = async () => {
    try {
      const replacing: Partial<QuoteForm> = kartItemId
        ? { product_type: 'kart_items', item_uid: kartItemId }
        : {};
      await submit('cart', (quote) => addToCart.mutateAsync(quote), replacing);
      leaveTo(paths.cart);
    } catch (error) {
      void message.error(failureText(error));
    }
  };

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

  const stage = isDesignable ? (
    <Card size="small" styles={{ body: { padding: isWide ? 16 : 8 } }}>
      <Tabs
        activeKey={face}
        onChange={(key) => {
          setFace(key);
          setSelectedId(null);
        }}
        items={loaded.faces.map((candidate) => ({
          key: candidate.alias,
          label: (
            <span>
              {candidate.alias}{' '}
              <Badge
                count={(state.faces[candidate.alias] ?? []).length}
                size="small"
                color="#2b5a8f"
                aria-label={`${(state.faces[candidate.alias] ?? []).length} artworks`}
              />
            </span>
          ),
        }))}
        style={{ marginBottom: 4 }}
      />
      <DesignCanvas
        key={face}
        garmentUrl={garmentUrl}
        garmentLabel={`${product.title}, ${face}, in ${state.colour}`}
        bounds={bounds}
        items={items}
        selectedId={selectedId}
        onMove={move}
        onSelect={setSelectedId}
      />
      <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'center', marginTop: 8 }}>
        Drag artwork within the dashed print area; pull a corner to resize, the handle above it to turn it.
      </Typography.Text>
    </Card>
  ) : (
    <Card size="small">
      <PhotoCarousel loaded={loaded} colour={state.colour} />
    </Card>
  );

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
                      onNudge={(artworkId, dx, dy) => {
                        const item = items.find((candidate) => candidate.artwork.uuid === artworkId);
                        if (!item) return;
                        const { box } = item;
                        move(artworkId, clampBox({ ...box, left: box.left + dx, top: box.top + dy }, bounds));
                      }}
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
      <div style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {product.title}
        </Typography.Title>
        <Typography.Text type="secondary">
          {savedProduct
            ? `${product.sku} · ${savedProduct.team_name ?? 'No team'}`
            : `${product.sku} · ${product.brand_name || 'Livery'}`}
        </Typography.Text>
        {state.isDirty ? (
          <Tag color="gold" style={{ marginInlineStart: 8 }}>
            Unsaved changes
          </Tag>
        ) : null}
      </div>
      {kartItemId ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="editing-cart-line"
          title={
            <span>
              Editing a line of <Link to={paths.cart}>your cart</Link>: Add to cart replaces it with this
              design.
            </span>
          }
        />
      ) : null}
      {inventoryId ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <span>
              Ordering for <Link to={paths.inventory(inventoryId)}>your inventory item</Link>{' '}
              <Popover
                title="Inventory Reference"
                trigger="click"
                placement="bottom"
                defaultOpen
                content={
                  <div style={{ maxWidth: 280 }}>
                    After this order, you can top up the stock of this inventory item with it.
                  </div>
                }
              >
                <Button
                  type="link"
                  size="small"
                  icon={<InfoCircleOutlined />}
                  aria-label="Inventory Reference"
                />
              </Popover>
            </span>
          }
        />
      ) : null}
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: isWide ? 'minmax(0, 1fr) minmax(340px, 380px)' : 'minmax(0, 1fr)',
          gap: 16,
          alignItems: 'start',
        }}
      >
        {stage}
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
        onCancel={() => {
          setDialog(null);
          setDialogError(null);
        }}
      />
    </>
  );
}
