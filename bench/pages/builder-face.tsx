// P10's page (bundled by the scenario with esbuild): the product builder's face, `DesignCanvas` as the builder
// mounts it, with many placed artworks; and, for the same-run anchor, a bare Fabric canvas holding the same images
// at the same boxes, without the builder's clamping or React. The page's own frames are counted with
// requestAnimationFrame while the scenario drags an artwork with the mouse.
import type { Artwork } from '@livery/api-schemas/artworks';
import type { Box } from '@livery/domain/builder-geometry';
import { Canvas, FabricImage } from 'fabric';
import { createRoot } from 'react-dom/client';
import { DesignCanvas } from '../../apps/web/src/features/design/builder/components/design-canvas.tsx';
import type { PlacedItem } from '../../apps/web/src/features/design/builder/state/builder-state.ts';

export interface Placement {
  url: string;
  box: Box;
}

function artworkAt(index: number, url: string): Artwork {
  return {
    id: index + 1,
    uuid: `bench-artwork-${index}`,
    title: `Artwork ${index}`,
    user_id: 1,
    user_name: 'Bench',
    team_id: null,
    team_name: null,
    thumb_url: url,
    file_url: url,
    photo_options: { thumb_url: url, file_url: url },
    extension: 'png',
    width_px: 120,
    height_px: 120,
    colors_count: 1,
    finishing: 'screen_print',
    print_size: 'a5',
    created_at: new Date(0).toISOString(),
  };
}

/** Fetched once before a face is built, so both faces add their objects from the browser's cache. */
function preload(placements: readonly Placement[]): Promise<unknown> {
  const urls = [...new Set(placements.map((placement) => placement.url))];
  return Promise.all(
    urls.map(
      (url) =>
        new Promise((resolve, reject) => {
          const image = new Image();
          image.onload = resolve;
          image.onerror = reject;
          image.src = url;
        }),
    ),
  );
}

/** How many drags ended (the builder's `onMove`, Fabric's `object:modified`): a drag that moved nothing is no figure. */
let dragsEnded = 0;

async function mountBuilderFace(host: HTMLElement, placements: readonly Placement[], bounds: Box) {
  await preload(placements);
  const items: PlacedItem[] = placements.map((placement, index) => ({
    artwork: artworkAt(index, placement.url),
    box: placement.box,
    finishing: 'screen_print',
    colors_count: 1,
  }));
  createRoot(host).render(
    <DesignCanvas
      garmentUrl={undefined}
      garmentLabel="Bench garment"
      bounds={bounds}
      items={items}
      selectedId={null}
      onMove={() => {
        dragsEnded += 1;
      }}
      onSelect={() => {}}
    />,
  );
}

async function mountBareFabric(host: HTMLElement, placements: readonly Placement[]) {
  await preload(placements);
  const element = document.createElement('canvas');
  host.appendChild(element);
  const canvas = new Canvas(element, {
    width: 650,
    height: 650,
    selection: false,
    preserveObjectStacking: true,
  });
  canvas.on('object:modified', () => {
    dragsEnded += 1;
  });
  const images = await Promise.all(placements.map((placement) => FabricImage.fromURL(placement.url)));
  images.forEach((image, index) => {
    const { box } = placements[index]!;
    image.set({
      originX: 'left',
      originY: 'top',
      left: box.left,
      top: box.top,
      scaleX: box.width / image.width,
      scaleY: box.height / image.height,
    });
    canvas.add(image);
  });
  canvas.requestRenderAll();
}

let frames: number[] = [];
let counting = false;

function countFrames() {
  frames = [];
  counting = true;
  const tick = (time: number) => {
    if (!counting) return;
    frames.push(time);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** Frames per second between the first and last frame counted, and the longest gap between two frames. */
function stopCountingFrames(): { fps: number; longestFrameMs: number; frames: number } {
  counting = false;
  let longest = 0;
  for (let index = 1; index < frames.length; index += 1)
    longest = Math.max(longest, frames[index]! - frames[index - 1]!);
  const span = (frames.at(-1) ?? 0) - (frames[0] ?? 0);
  return {
    fps: span > 0 ? ((frames.length - 1) * 1000) / span : 0,
    longestFrameMs: longest,
    frames: frames.length,
  };
}

Object.assign(globalThis, {
  p10: { mountBuilderFace, mountBareFabric, countFrames, stopCountingFrames, dragsEnded: () => dragsEnded },
});
