import type { BuilderResponse } from '@livery/api-schemas/builder';
import type { QuoteForm } from '@livery/api-schemas/cart';
import { App } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../../shared/api/client.ts';
import { paths } from '../../../../shared/config/paths.ts';
import { useAddDesignToCart } from '../api/add-design-to-cart.ts';
import { useCreateSavedProduct } from '../api/create-saved-product.ts';
import { useOverwriteSavedProduct } from '../api/overwrite-saved-product.ts';
import { type BuilderState, toQuoteForm } from '../state/builder-state.ts';
import { exportFaceSvg } from '../state/export-face-svg.ts';
import { loadGarmentImage } from '../state/garment-image.ts';
import { renderFaceThumb } from '../state/render-face-thumb.ts';
import type { SaveDialogValues } from './save-dialog.tsx';

/** The face drawn as the design's tile when it has one. */
export const DEFAULT_FACE = 'Front';
const OVERWRITE_WARNING =
  'You are updating your saved product, this will overwrite the previous version your team was using';

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

const failureText = (error: unknown) => (error instanceof ApiError ? error.message : 'Something went wrong!');

/**
 * The builder's three ways out: save as a new saved product (through the save dialog, `dialog`), overwrite
 * the saved product after a warning, or add the design to the cart (replacing `kartItemId`). Each exports
 * the print files and the tile first; `leaveTo` goes on once the server has the design.
 */
export function useBuilderSubmit({
  loaded,
  design,
  inventoryId,
  kartItemId,
  leaveTo,
}: {
  loaded: BuilderResponse;
  /** The design as sent: the state with the quantities in force (typed or from the name list). */
  design: BuilderState;
  inventoryId: string | null;
  kartItemId: string | null;
  leaveTo: (path: string) => void;
}) {
  const { message, modal } = App.useApp();
  const [dialog, setDialog] = useState<null | 'save' | 'duplicate'>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [busy, setBusy] = useState<null | 'save' | 'cart'>(null);
  const createSaved = useCreateSavedProduct();
  const overwriteSaved = useOverwriteSavedProduct(loaded.saved_product?.uuid);
  const addToCart = useAddDesignToCart();
  const extra = inventoryId ? { inventory_id: inventoryId } : {};

  /** Exports the print files and the tile, then sends the whole form (they are the heavy part, so only now). */
  const submit = async (
    action: 'save' | 'cart',
    send: (quote: QuoteForm) => Promise<unknown>,
    overrides: Partial<QuoteForm> = {},
  ) => {
    setBusy(action);
    try {
      const [svgs, thumb] = await Promise.all([
        exportPrints(loaded, design),
        drawDesignThumb(loaded, design),
      ]);
      const picture = thumb ? { thumb_png: thumb } : {};
      await send(toQuoteForm(loaded, design, { ...extra, ...overrides, ...picture, svgs }));
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

  const closeDialog = () => {
    setDialog(null);
    setDialogError(null);
  };

  return { busy, dialog, dialogError, setDialog, closeDialog, saveNew, overwrite, addLineToCart };
}
