import {
  clampPrintArea,
  MIN_PRINT_AREA_PX,
  PRINT_CANVAS_PX,
  type PrintAreaConfig,
  printAreaInCm,
} from '@livery/domain/print-area';
import { Col, Flex, InputNumber, Row, Typography } from 'antd';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';

type Area = PrintAreaConfig['print_area'];
type DragMode = 'move' | 'resize-start' | 'resize-end';

const percent = (px: number) => `${(px / PRINT_CANVAS_PX) * 100}%`;

/** The area after a drag of (dx, dy) canvas pixels, kept inside the canvas and at least the minimum size. */
function draggedArea(mode: DragMode, area: Area, dx: number, dy: number): Area {
  if (mode === 'move') return clampPrintArea({ ...area, left: area.left + dx, top: area.top + dy });
  if (mode === 'resize-end') {
    return {
      ...area,
      width: Math.round(Math.min(PRINT_CANVAS_PX - area.left, Math.max(MIN_PRINT_AREA_PX, area.width + dx))),
      height: Math.round(Math.min(PRINT_CANVAS_PX - area.top, Math.max(MIN_PRINT_AREA_PX, area.height + dy))),
    };
  }
  const right = area.left + area.width;
  const bottom = area.top + area.height;
  const left = Math.round(Math.min(right - MIN_PRINT_AREA_PX, Math.max(0, area.left + dx)));
  const top = Math.round(Math.min(bottom - MIN_PRINT_AREA_PX, Math.max(0, area.top + dy)));
  return { left, top, width: right - left, height: bottom - top };
}

/**
 * The visual print-area editor: the face's template on the 650 px canvas with the print area as a rectangle
 * to drag (move) or pull by its corners (resize), arrow keys to nudge (Shift: 10 px, Alt: resize), and the
 * exact numbers beside it, with the real size in cm from the face's pixels per cm.
 */
export function PrintAreaEditor({
  faceName,
  templateUrl,
  config,
  onChange,
}: {
  faceName: string;
  templateUrl: string;
  config: PrintAreaConfig;
  onChange: (config: PrintAreaConfig) => void;
}) {
  const canvas = useRef<HTMLDivElement>(null);
  const drag = useRef<{ mode: DragMode; x: number; y: number; area: Area; pointerId: number } | null>(null);
  const area = config.print_area;
  const size = printAreaInCm(config);
  const setArea = (next: Area) => onChange({ ...config, print_area: next });

  const startDrag = (mode: DragMode) => (event: PointerEvent) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    canvas.current?.setPointerCapture(event.pointerId);
    drag.current = { mode, x: event.clientX, y: event.clientY, area, pointerId: event.pointerId };
  };
  const moveDrag = (event: PointerEvent) => {
    const current = drag.current;
    if (!current || !canvas.current) return;
    const scale = canvas.current.getBoundingClientRect().width / PRINT_CANVAS_PX;
    const dx = (event.clientX - current.x) / scale;
    const dy = (event.clientY - current.y) / scale;
    setArea(draggedArea(current.mode, current.area, dx, dy));
  };
  const endDrag = (event: PointerEvent) => {
    if (drag.current) canvas.current?.releasePointerCapture(drag.current.pointerId);
    drag.current = null;
    event.preventDefault();
  };

  const nudge = (event: KeyboardEvent) => {
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setArea(draggedArea(event.altKey ? 'resize-end' : 'move', area, move[0], move[1]));
  };

  const numberField = (label: string, value: number, apply: (value: number) => void, extra = {}) => (
    <Col xs={12} sm={8} md={12} lg={8}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      <InputNumber
        aria-label={`${faceName} ${label}`}
        value={value}
        style={{ width: '100%' }}
        onChange={(next) => {
          if (typeof next === 'number' && Number.isFinite(next)) apply(next);
        }}
        {...extra}
      />
    </Col>
  );

  const handle = (
    mode: DragMode,
    position: { left?: number; right?: number; top?: number; bottom?: number },
  ) => (
    <div
      aria-hidden
      onPointerDown={startDrag(mode)}
      style={{
        position: 'absolute',
        width: 14,
        height: 14,
        background: '#fff',
        border: '2px solid #1668dc',
        borderRadius: 3,
        cursor: 'nwse-resize',
        touchAction: 'none',
        ...position,
      }}
    />
  );

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={14}>
        <div
          ref={canvas}
          onPointerMove={moveDrag}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          data-testid={`print-canvas-${faceName}`}
          style={{
            position: 'relative',
            width: '100%',
            maxWidth: PRINT_CANVAS_PX,
            aspectRatio: '1 / 1',
            background: 'repeating-conic-gradient(#f3f5f9 0% 25%, #ffffff 0% 50%) 50% / 26px 26px',
            border: '1px solid #dfe4ec',
            borderRadius: 8,
            overflow: 'hidden',
            userSelect: 'none',
            touchAction: 'none',
          }}
        >
          {templateUrl ? (
            <img
              src={templateUrl}
              alt={`${faceName} template`}
              draggable={false}
              style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' }}
            />
          ) : null}
          <div
            aria-hidden
            style={{
              position: 'absolute',
              left: percent(config.refpt.x),
              top: percent(config.refpt.y),
              width: 16,
              height: 16,
              marginLeft: -8,
              marginTop: -8,
              borderRadius: '50%',
              border: '2px solid #d4380d',
              background: 'rgba(212,56,13,0.15)',
              pointerEvents: 'none',
              zIndex: 2,
            }}
            title="Reference point"
          />
          <button
            type="button"
            aria-label={`${faceName} print area: ${area.width} by ${area.height} px at ${area.left}, ${area.top}. Arrow keys move it, Alt with arrow keys resizes it.`}
            data-testid={`print-area-${faceName}`}
            onPointerDown={startDrag('move')}
            onKeyDown={nudge}
            style={{
              position: 'absolute',
              left: percent(area.left),
              top: percent(area.top),
              width: percent(area.width),
              height: percent(area.height),
              border: '2px dashed #1668dc',
              background: 'rgba(22,104,220,0.10)',
              cursor: 'move',
              touchAction: 'none',
              outlineOffset: 2,
              padding: 0,
              font: 'inherit',
            }}
          >
            <span
              style={{
                position: 'absolute',
                left: 4,
                top: 4,
                fontSize: 12,
                background: 'rgba(22,41,63,0.82)',
                color: '#fff',
                padding: '1px 6px',
                borderRadius: 4,
                whiteSpace: 'nowrap',
                pointerEvents: 'none',
              }}
            >
              {size.width} × {size.height} cm
            </span>
            {handle('resize-start', { left: -8, top: -8 })}
            {handle('resize-end', { right: -8, bottom: -8 })}
          </button>
        </div>
      </Col>
      <Col xs={24} md={10}>
        <Flex vertical gap={12}>
          <Typography.Text strong>
            Print area {size.width} × {size.height} cm
          </Typography.Text>
          <Row gutter={[8, 8]}>
            {numberField('Left (px)', area.left, (left) => setArea(clampPrintArea({ ...area, left })), {
              min: 0,
              max: PRINT_CANVAS_PX,
              precision: 0,
            })}
            {numberField('Top (px)', area.top, (top) => setArea(clampPrintArea({ ...area, top })), {
              min: 0,
              max: PRINT_CANVAS_PX,
              precision: 0,
            })}
            {numberField('Width (px)', area.width, (width) => setArea(clampPrintArea({ ...area, width })), {
              min: MIN_PRINT_AREA_PX,
              max: PRINT_CANVAS_PX,
              precision: 0,
            })}
            {numberField(
              'Height (px)',
              area.height,
              (height) => setArea(clampPrintArea({ ...area, height })),
              { min: MIN_PRINT_AREA_PX, max: PRINT_CANVAS_PX, precision: 0 },
            )}
            {numberField(
              'Pixels per cm',
              config.px_per_cm,
              (px_per_cm) => onChange({ ...config, px_per_cm }),
              { min: 0.1, max: 100, step: 0.1, precision: 2 },
            )}
          </Row>
          <Row gutter={[8, 8]}>
            {numberField(
              'Reference x (px)',
              config.refpt.x,
              (x) => onChange({ ...config, refpt: { ...config.refpt, x } }),
              { min: 0, max: PRINT_CANVAS_PX, precision: 0 },
            )}
            {numberField(
              'Reference y (px)',
              config.refpt.y,
              (y) => onChange({ ...config, refpt: { ...config.refpt, y } }),
              { min: 0, max: PRINT_CANVAS_PX, precision: 0 },
            )}
          </Row>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Drag the blue area to move it, pull a corner to resize it. The red ring is the reference point
            measurements start from. The canvas is {PRINT_CANVAS_PX} × {PRINT_CANVAS_PX} px, as in the
            builder.
          </Typography.Text>
        </Flex>
      </Col>
    </Row>
  );
}
