import type { Box } from '@livery/domain/builder-geometry';
import { CANVAS_SIZE_PX } from '@livery/domain/builder-geometry';
import { FabricImage, type FabricObject, loadSVGFromString, Point, StaticCanvas, util } from 'fabric';
import type { PlacedItem } from './builder-state.ts';

async function readAsDataUrl(url: string): Promise<string> {
  const blob = await (await fetch(url)).blob();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** Places a vector artwork so that its SVG document box lands on the placed box. */
async function vectorObject(item: PlacedItem): Promise<FabricObject> {
  const text = await (await fetch(item.artwork.file_url)).text();
  const parsed = await loadSVGFromString(text);
  const elements = parsed.objects.filter((object): object is FabricObject => object !== null);
  const group = util.groupSVGElements(elements, parsed.options);
  const documentWidth = Number(parsed.options.width) || item.artwork.width_px || group.width;
  const scale = item.box.width / documentWidth;
  const bounds = group.getBoundingRect();
  // The drawing's offset inside its document turns with the artwork about the placed box's corner.
  const angle = item.box.angle ?? 0;
  const offset = new Point(bounds.left * scale, bounds.top * scale).rotate(util.degreesToRadians(angle));
  group.set({
    originX: 'left',
    originY: 'top',
    scaleX: scale,
    scaleY: scale,
    angle,
    left: item.box.left + offset.x,
    top: item.box.top + offset.y,
  });
  return group;
}

/** Places a raster artwork with its pixels embedded, so the print file carries them. */
async function rasterObject(item: PlacedItem): Promise<FabricObject> {
  const image = await FabricImage.fromURL(await readAsDataUrl(item.artwork.file_url));
  applyBox(image, item.box);
  return image;
}

/** Sets a top-left-origin object to cover a box exactly, turned by its angle about that corner. */
export function applyBox(object: FabricObject, box: Box): void {
  object.set({
    originX: 'left',
    originY: 'top',
    left: box.left,
    top: box.top,
    angle: box.angle ?? 0,
    scaleX: box.width / (object.width || 1),
    scaleY: box.height / (object.height || 1),
  });
  object.setCoords();
}

/**
 * A face's print file: only the placed artworks (no garment) on the 650 px canvas, exported with Fabric's
 * toSVG. SVG artwork stays vector; PNG and JPEG are embedded. The server sanitises and keeps it.
 */
export async function exportFaceSvg(items: readonly PlacedItem[]): Promise<string> {
  const canvas = new StaticCanvas(undefined, {
    width: CANVAS_SIZE_PX,
    height: CANVAS_SIZE_PX,
    renderOnAddRemove: false,
  });
  try {
    for (const item of items) {
      canvas.add(item.artwork.extension === 'svg' ? await vectorObject(item) : await rasterObject(item));
    }
    return canvas.toSVG();
  } finally {
    void canvas.dispose();
  }
}
