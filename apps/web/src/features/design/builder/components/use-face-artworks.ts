import type { Artwork } from '@livery/api-schemas/artworks';
import type { BuilderResponse } from '@livery/api-schemas/builder';
import { type Box, clampBox, initialPlacement } from '@livery/domain/builder-geometry';
import { App } from 'antd';
import type { Dispatch } from 'react';
import type { BuilderAction, BuilderState } from '../state/builder-state.ts';

/**
 * What the buyer does to the artworks of the face in view: place one (once per face, in the print area, with
 * a finishing the product offers), move or resize it, nudge it by the keyboard, and remove it after asking.
 */
export function useFaceArtworks({
  product,
  state,
  face,
  bounds,
  dispatch,
  onSelect,
}: {
  product: BuilderResponse['product'];
  state: BuilderState;
  face: string;
  bounds: Box;
  dispatch: Dispatch<BuilderAction>;
  onSelect: (artworkId: string | null) => void;
}) {
  const { message, modal } = App.useApp();
  const items = state.faces[face] ?? [];

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
    onSelect(artwork.uuid);
    return true;
  };

  const move = (artworkId: string, box: Box) => dispatch({ type: 'move', face, artworkId, box });

  const nudge = (artworkId: string, dx: number, dy: number) => {
    const item = items.find((candidate) => candidate.artwork.uuid === artworkId);
    if (!item) return;
    const { box } = item;
    move(artworkId, clampBox({ ...box, left: box.left + dx, top: box.top + dy }, bounds));
  };

  const remove = (artworkId: string) =>
    modal.confirm({
      title: 'Do you want to remove this artwork?',
      okText: 'Remove',
      okButtonProps: { danger: true },
      onOk: () => {
        dispatch({ type: 'remove', face, artworkId });
        onSelect(null);
      },
    });

  return { items, place, move, nudge, remove };
}
