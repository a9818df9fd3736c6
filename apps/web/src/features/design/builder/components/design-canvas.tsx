import { type Box, CANVAS_SIZE_PX, clampBox } from '@livery/domain/builder-geometry';
import { Canvas, FabricImage, type FabricObject } from 'fabric';
import { useEffect, useRef, useState } from 'react';
import type { PlacedItem } from '../state/builder-state.ts';
import { applyBox } from '../state/export-face-svg.ts';

const boxOf = (object: FabricObject): Box => ({
  left: object.left,
  top: object.top,
  width: object.width * object.scaleX,
  height: object.height * object.scaleY,
  angle: object.angle,
});

const isSameBox = (a: Box, b: Box) =>
  Math.abs(a.left - b.left) < 0.5 &&
  Math.abs(a.top - b.top) < 0.5 &&
  Math.abs(a.width - b.width) < 0.5 &&
  Math.abs(a.height - b.height) < 0.5 &&
  Math.abs((a.angle ?? 0) - (b.angle ?? 0)) < 0.05;

/**
 * One face's 650 x 650 design surface: the garment in the chosen colour underneath, the print area dashed,
 * and the placed artworks on a Fabric canvas. Dragging and resizing are clamped live to the print area and
 * the 10 px minimum, turning too (decision 35): what the turned artwork covers stays inside, and one that no
 * longer fits turned is made smaller. The final box is reported through `onMove`. Narrow screens see it scaled down.
 */
export function DesignCanvas({
  garmentUrl,
  garmentLabel,
  bounds,
  items,
  selectedId,
  onMove,
  onSelect,
}: {
  garmentUrl: string | undefined;
  garmentLabel: string;
  bounds: Box;
  items: readonly PlacedItem[];
  selectedId: string | null;
  onMove: (artworkId: string, box: Box) => void;
  onSelect: (artworkId: string | null) => void;
}) {
  const frameRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<Canvas | null>(null);
  const objectsRef = useRef(new Map<string, FabricObject>());
  const loadingRef = useRef(new Set<string>());
  const callbacksRef = useRef({ onMove, onSelect, bounds });
  callbacksRef.current = { onMove, onSelect, bounds };
  const [displaySize, setDisplaySize] = useState(CANVAS_SIZE_PX);
  // The latest box of each item, for images that finish loading after a change.
  const wantedBoxRef = useRef(new Map<string, Box>());
  wantedBoxRef.current = new Map(items.map((item) => [item.artwork.uuid, item.box]));

  // The canvas element is made here, not by React: Fabric wraps it in its own container.
  useEffect(() => {
    const host = hostRef.current!;
    const element = document.createElement('canvas');
    host.appendChild(element);
    const canvas = new Canvas(element, {
      width: CANVAS_SIZE_PX,
      height: CANVAS_SIZE_PX,
      selection: false,
      preserveObjectStacking: true,
      uniformScaling: true,
    });
    canvasRef.current = canvas;
    const idOf = (target: FabricObject | undefined) =>
      [...objectsRef.current.entries()].find(([, object]) => object === target)?.[0];
    const clampLive = ({ target }: { target: FabricObject }) => {
      applyBox(target, clampBox(boxOf(target), callbacksRef.current.bounds));
    };
    canvas.on('object:moving', clampLive);
    canvas.on('object:scaling', clampLive);
    canvas.on('object:rotating', clampLive);
    canvas.on('object:modified', ({ target }) => {
      const id = idOf(target);
      if (id) callbacksRef.current.onMove(id, clampBox(boxOf(target), callbacksRef.current.bounds));
    });
    canvas.on('selection:created', ({ selected }) =>
      callbacksRef.current.onSelect(idOf(selected[0]) ?? null),
    );
    canvas.on('selection:updated', ({ selected }) =>
      callbacksRef.current.onSelect(idOf(selected[0]) ?? null),
    );
    canvas.on('selection:cleared', () => callbacksRef.current.onSelect(null));
    const objects = objectsRef.current;
    const loading = loadingRef.current;
    return () => {
      objects.clear();
      loading.clear();
      canvasRef.current = null;
      void canvas.dispose();
      host.replaceChildren();
    };
  }, []);

  // The canvas keeps its 650 px drawing size; on a narrow screen only its displayed size shrinks.
  useEffect(() => {
    const frame = frameRef.current!;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.min(CANVAS_SIZE_PX, Math.floor(entry?.contentRect.width ?? CANVAS_SIZE_PX));
      setDisplaySize(width);
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    canvasRef.current?.setDimensions({ width: displaySize, height: displaySize }, { cssOnly: true });
    canvasRef.current?.calcOffset();
  }, [displaySize]);

  // Brings the Fabric objects in line with the placed items: add, move (typed widths), remove.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const wanted = new Map(items.map((item) => [item.artwork.uuid, item]));
    for (const [id, object] of objectsRef.current) {
      if (!wanted.has(id)) {
        canvas.remove(object);
        objectsRef.current.delete(id);
      }
    }
    for (const item of items) {
      const id = item.artwork.uuid;
      const object = objectsRef.current.get(id);
      if (object) {
        if (!isSameBox(boxOf(object), item.box)) applyBox(object, item.box);
        continue;
      }
      if (loadingRef.current.has(id)) continue;
      loadingRef.current.add(id);
      void FabricImage.fromURL(item.artwork.file_url).then((image) => {
        if (!loadingRef.current.delete(id) || canvasRef.current !== canvas) return;
        image.set({
          cornerColor: '#1f3a5f',
          cornerStrokeColor: '#ffffff',
          borderColor: '#f4b942',
          transparentCorners: false,
          cornerSize: 12,
          hoverCursor: 'move',
        });
        // Corners keep the artwork's shape; the handle above it turns it.
        image.setControlsVisibility({ mt: false, mb: false, ml: false, mr: false });
        const latest = callbacksRef.current;
        applyBox(image, clampBox(wantedBoxRef.current.get(id) ?? item.box, latest.bounds));
        objectsRef.current.set(id, image);
        canvas.add(image);
        canvas.requestRenderAll();
      });
    }
    canvas.requestRenderAll();
  }, [items]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const object = selectedId ? objectsRef.current.get(selectedId) : undefined;
    if (object && canvas.getActiveObject() !== object) canvas.setActiveObject(object);
    if (!object && canvas.getActiveObject()) canvas.discardActiveObject();
    canvas.requestRenderAll();
  }, [selectedId]);

  const percent = (value: number) => `${(value / CANVAS_SIZE_PX) * 100}%`;
  return (
    <div ref={frameRef} style={{ width: '100%', maxWidth: CANVAS_SIZE_PX, margin: '0 auto' }}>
      <div
        style={{
          position: 'relative',
          width: displaySize,
          height: displaySize,
          borderRadius: 12,
          overflow: 'hidden',
          background: 'radial-gradient(circle at 50% 40%, #ffffff 0%, #eef1f6 70%)',
        }}
      >
        {garmentUrl ? (
          <img
            src={garmentUrl}
            alt={garmentLabel}
            draggable={false}
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' }}
          />
        ) : null}
        <div
          aria-hidden
          title="Print area"
          style={{
            position: 'absolute',
            left: percent(bounds.left),
            top: percent(bounds.top),
            width: percent(bounds.width),
            height: percent(bounds.height),
            // Two outlines, so the print area shows on light and dark garments alike.
            border: '2px dashed rgba(43, 90, 143, 0.65)',
            outline: '1px dashed rgba(255, 255, 255, 0.75)',
            outlineOffset: -4,
            borderRadius: 6,
            pointerEvents: 'none',
          }}
        />
        <div ref={hostRef} data-testid="design-canvas" style={{ position: 'absolute', inset: 0 }} />
      </div>
    </div>
  );
}
