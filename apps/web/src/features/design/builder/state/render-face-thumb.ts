import { CANVAS_SIZE_PX } from '@livery/domain/builder-geometry';
import { FabricImage, StaticCanvas } from 'fabric';
import type { PlacedItem } from './builder-state.ts';
import { applyBox } from './export-face-svg.ts';

/** The tile's side in pixels: sharp on the My Products cards without making the saved form heavy. */
const THUMB_SIZE_PX = 400;

/**
 * A face as the buyer sees it (the garment in its colour, the artworks on it) as a PNG data URL of about
 * 400 px: the saved design's tile on My Products, the overview, cart and order lines.
 */
export async function renderFaceThumb(
  garmentUrl: string | undefined,
  items: readonly PlacedItem[],
): Promise<string> {
  const canvas = new StaticCanvas(undefined, {
    width: CANVAS_SIZE_PX,
    height: CANVAS_SIZE_PX,
    // Transparent around the garment, so the tile sits on its card like the catalogue drawings do.
    renderOnAddRemove: false,
  });
  try {
    if (garmentUrl) {
      const garment = await FabricImage.fromURL(garmentUrl);
      applyBox(garment, { left: 0, top: 0, width: CANVAS_SIZE_PX, height: CANVAS_SIZE_PX });
      canvas.add(garment);
    }
    for (const item of items) {
      const image = await FabricImage.fromURL(item.artwork.file_url);
      applyBox(image, item.box);
      canvas.add(image);
    }
    canvas.renderAll();
    return canvas.toDataURL({ format: 'png', multiplier: THUMB_SIZE_PX / CANVAS_SIZE_PX });
  } finally {
    void canvas.dispose();
  }
}
