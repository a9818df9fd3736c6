import type { Artwork } from '@livery/api-schemas/artworks';
import type { BuilderResponse } from '@livery/api-schemas/builder';
import type { EmployeeRowInput, QuoteForm } from '@livery/api-schemas/cart';
import { type Box, placementBounds, realSizeCm } from '@livery/domain/builder-geometry';
import type { FinishingKey } from '@livery/domain/finishing';
import { printSizeClass } from '@livery/domain/print-size';

/** An artwork placed on a face: the file, where it sits (canvas px) and how it is to be decorated. */
export interface PlacedItem {
  artwork: Artwork;
  box: Box;
  finishing: string;
  colors_count: number;
}

/** A row of the name list as edited in the builder: every cell text; `id` is the row's key in the table. */
export type NameListRow = Record<string, string> & { id: string };

export interface BuilderState {
  colour: string;
  qty: Record<string, number>;
  mode: 'normal' | 'pro';
  rows: NameListRow[];
  faces: Record<string, PlacedItem[]>;
  /** Something changed since the product was opened or saved: leaving asks first. */
  isDirty: boolean;
}

export type BuilderAction =
  | { type: 'load'; state: BuilderState }
  | { type: 'colour'; colour: string }
  | { type: 'qty'; size: string; quantity: number }
  | { type: 'mode'; mode: 'normal' | 'pro' }
  | { type: 'rows'; rows: NameListRow[] }
  | { type: 'place'; face: string; item: PlacedItem }
  | { type: 'move'; face: string; artworkId: string; box: Box }
  | { type: 'decorate'; face: string; artworkId: string; finishing?: string; colors_count?: number }
  | { type: 'remove'; face: string; artworkId: string }
  | { type: 'saved' };

let rowSequence = 0;
/** A key for a row that has none yet (a new row's id is sent as null, spec 02 section 3). */
export function newRowId(): string {
  rowSequence += 1;
  return `row-${rowSequence}`;
}

function updateFace(
  state: BuilderState,
  face: string,
  change: (items: PlacedItem[]) => PlacedItem[],
): BuilderState {
  return { ...state, faces: { ...state.faces, [face]: change(state.faces[face] ?? []) }, isDirty: true };
}

/** Every change the buyer makes, in one place, so the leave-page guard knows what is unsaved. */
export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'load':
      return action.state;
    case 'colour':
      return { ...state, colour: action.colour, isDirty: true };
    case 'qty':
      return { ...state, qty: { ...state.qty, [action.size]: action.quantity }, isDirty: true };
    case 'mode': {
      // Switching the name list on or off starts the quantities again from zero (spec 02 section 4).
      const qty = Object.fromEntries(Object.keys(state.qty).map((size) => [size, 0]));
      return { ...state, mode: action.mode, qty, isDirty: true };
    }
    case 'rows':
      return { ...state, rows: action.rows, isDirty: true };
    case 'place':
      return updateFace(state, action.face, (items) => [...items, action.item]);
    case 'move':
      return updateFace(state, action.face, (items) =>
        items.map((item) => (item.artwork.uuid === action.artworkId ? { ...item, box: action.box } : item)),
      );
    case 'decorate':
      return updateFace(state, action.face, (items) =>
        items.map((item) =>
          item.artwork.uuid === action.artworkId
            ? {
                ...item,
                finishing: action.finishing ?? item.finishing,
                colors_count: action.colors_count ?? item.colors_count,
              }
            : item,
        ),
      );
    case 'remove':
      return updateFace(state, action.face, (items) =>
        items.filter((item) => item.artwork.uuid !== action.artworkId),
      );
    case 'saved':
      return { ...state, isDirty: false };
  }
}

/** The builder's state as the product was loaded (the saved design, or a blank one in White). */
export function initialBuilderState(loaded: BuilderResponse): BuilderState {
  const { user_options: options } = loaded.product;
  const faces: Record<string, PlacedItem[]> = {};
  for (const [alias, face] of Object.entries(options.prints)) {
    faces[alias] = face.artworks.map((placed) => ({
      artwork: placed.artwork,
      box: {
        left: placed.left,
        top: placed.top,
        width: placed.width,
        height: placed.height,
        angle: placed.angle,
      },
      finishing: placed.finishing,
      colors_count: placed.colors_count,
    }));
  }
  return {
    colour: options.variations.apparel_color,
    qty: options.qtys,
    mode: options.mode,
    rows: options.employees.map((row) => {
      const cells = Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value ?? '']));
      return { ...cells, id: newRowId() };
    }),
    faces,
    isDirty: false,
  };
}

/** The face's scale, from its print config. */
export function pxPerCmOf(loaded: BuilderResponse, alias: string): number {
  return loaded.faces.find((face) => face.alias === alias)?.pconfig.px_per_cm ?? 10;
}

/** The bounds artwork may move in on a face: its print area. */
export function boundsOf(loaded: BuilderResponse, alias: string): Box {
  return placementBounds(loaded.faces.find((face) => face.alias === alias)?.pconfig.print_area);
}

/** The name list as posted: cells as text, no table key. */
export function employeesOf(rows: readonly NameListRow[]): EmployeeRowInput[] {
  return rows.map(({ id: _id, ...cells }) => cells);
}

/**
 * The quote form (spec 02 section 3) of the current state. `svgs` adds each face's exported print file;
 * without it the form is what the subtotal is priced from.
 */
export function toQuoteForm(
  loaded: BuilderResponse,
  state: BuilderState,
  extra: Partial<QuoteForm> & { svgs?: Record<string, string> } = {},
): QuoteForm {
  const { svgs, ...rest } = extra;
  const prints: NonNullable<QuoteForm['prints']> = {};
  for (const face of loaded.faces) {
    const items = state.faces[face.alias] ?? [];
    if (items.length === 0) continue;
    const pxPerCm = face.pconfig.px_per_cm;
    prints[face.alias] = {
      ...(svgs?.[face.alias] ? { svg: svgs[face.alias] } : {}),
      artworks: items.map((item) => {
        const size = realSizeCm(item.box, pxPerCm);
        return {
          artwork_id: item.artwork.uuid,
          ...item.box,
          angle: item.box.angle ?? 0,
          width_cm: Math.max(size.width_cm, 0.1),
          height_cm: Math.max(size.height_cm, 0.1),
          finishing: item.finishing as FinishingKey,
          colors_count: item.colors_count,
          print_size: printSizeClass(size.width_cm, size.height_cm),
        };
      }),
    };
  }
  return {
    mode: state.mode,
    product_type: 'saved_products',
    qty_options: state.qty,
    variations: { apparel_color: state.colour },
    prints,
    ...(state.mode === 'pro' ? { employees: employeesOf(state.rows) } : {}),
    ...(loaded.saved_product
      ? { saved_product_id: loaded.saved_product.uuid }
      : { product_id: loaded.product.product_id }),
    ...rest,
  };
}
