import { AppstoreOutlined, DeleteOutlined, DragOutlined, InboxOutlined } from '@ant-design/icons';
import type { Artwork, FinishingMethod } from '@livery/api-schemas/artworks';
import {
  type Box,
  maxWidthCm,
  minWidthCm,
  pxToCm,
  realSizeCm,
  resizeToWidthCm,
} from '@livery/domain/builder-geometry';
import { COLORS_COUNT_OPTIONS } from '@livery/domain/finishing';
import { printSizeClass } from '@livery/domain/print-size';
import {
  App,
  Button,
  Card,
  Empty,
  Flex,
  InputNumber,
  Select,
  Space,
  Tag,
  Tooltip,
  Typography,
  Upload,
} from 'antd';
import { ApiError } from '../../../../shared/api/client.ts';
import {
  ARTWORK_ACCEPT,
  MAX_ARTWORK_MB,
  UPLOAD_FAILED,
  UPLOAD_HINT,
  useUploadArtwork,
} from '../../artworks-api/upload-artwork.ts';
import type { PlacedItem } from '../state/builder-state.ts';

const colorsCountLabel = (count: number) =>
  count === 99 ? 'More than 4' : `${count} colour${count > 1 ? 's' : ''}`;

/**
 * The side panel's Artworks section: upload a file (it is created and placed on the face at once) or pick
 * one from the Design Manager, then size and decorate each placed artwork of the face.
 */
export function ArtworksPanel({
  faceAlias,
  items,
  bounds,
  pxPerCm,
  finishingMethods,
  selectedId,
  onUploaded,
  onOpenDesignManager,
  onResize,
  onDecorate,
  onRemove,
  onSelect,
  onNudge,
}: {
  faceAlias: string;
  items: readonly PlacedItem[];
  bounds: Box;
  pxPerCm: number;
  finishingMethods: FinishingMethod[];
  selectedId: string | null;
  onUploaded: (artwork: Artwork) => void;
  onOpenDesignManager: () => void;
  onResize: (artworkId: string, box: Box) => void;
  onDecorate: (artworkId: string, change: { finishing?: string; colors_count?: number }) => void;
  onRemove: (artworkId: string) => void;
  onSelect: (artworkId: string) => void;
  /** Arrow keys on a focused row move its artwork (1 px, 10 px with Shift): the canvas without a mouse. */
  onNudge: (artworkId: string, dx: number, dy: number) => void;
}) {
  const upload = useUploadArtwork();
  const { notification } = App.useApp();
  const fail = (description?: string) =>
    notification.error({ message: UPLOAD_FAILED, description, duration: 6 });

  return (
    <Card
      title="Artworks"
      size="small"
      extra={
        <Button icon={<AppstoreOutlined />} onClick={onOpenDesignManager}>
          Design Manager
        </Button>
      }
    >
      <Upload.Dragger
        accept={ARTWORK_ACCEPT}
        multiple={false}
        showUploadList={false}
        disabled={upload.isPending}
        beforeUpload={(file) => {
          if (file.size > MAX_ARTWORK_MB * 1024 * 1024) {
            fail(`Artwork files can be at most ${MAX_ARTWORK_MB} MB`);
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={async ({ file, onSuccess, onError }) => {
          try {
            const artwork = await upload.mutateAsync({ file: file as File });
            onSuccess?.(artwork);
            onUploaded(artwork);
          } catch (error) {
            fail(error instanceof ApiError && error.status < 500 ? error.message : undefined);
            onError?.(error as Error);
          }
        }}
        style={{ padding: '4px 0' }}
      >
        <p className="ant-upload-drag-icon" style={{ marginBottom: 4 }}>
          <InboxOutlined />
        </p>
        <Typography.Text strong>
          {upload.isPending ? 'Uploading…' : `Upload artwork to ${faceAlias}`}
        </Typography.Text>
        <br />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          .svg, .jpg, .jpeg or .png: {UPLOAD_HINT}
        </Typography.Text>
      </Upload.Dragger>

      {items.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={`No artwork on the ${faceAlias} yet`}
          style={{ margin: '16px 0 4px' }}
        />
      ) : (
        <Flex vertical gap={10} style={{ marginTop: 12 }}>
          {items.map((item) => {
            const id = item.artwork.uuid;
            const aspect = item.box.height / item.box.width;
            const size = realSizeCm(item.box, pxPerCm);
            const angle = item.box.angle ?? 0;
            const maxCm = maxWidthCm(aspect, bounds, pxPerCm, angle);
            const minCm = minWidthCm(aspect, bounds, pxPerCm, angle);
            const printSize = printSizeClass(size.width_cm, size.height_cm);
            const offered = finishingMethods.some((method) => method.key === item.finishing);
            return (
              // biome-ignore lint/a11y/useSemanticElements: a row of several controls, not one button
              <div
                key={id}
                role="group"
                aria-label={`Placed artwork ${item.artwork.title}`}
                data-left={item.box.left.toFixed(1)}
                data-top={item.box.top.toFixed(1)}
                data-width={item.box.width.toFixed(1)}
                data-height={item.box.height.toFixed(1)}
                data-angle={angle.toFixed(1)}
                onFocus={() => onSelect(id)}
                onPointerDown={() => onSelect(id)}
                style={{
                  border: `1px solid ${selectedId === id ? '#f4b942' : '#e5e9f0'}`,
                  borderRadius: 10,
                  padding: 10,
                  background: selectedId === id ? '#fffaf0' : '#fff',
                }}
              >
                <Flex gap={10} align="center">
                  <img
                    src={item.artwork.thumb_url}
                    alt=""
                    style={{
                      width: 44,
                      height: 44,
                      objectFit: 'contain',
                      background: '#f4f6fa',
                      borderRadius: 6,
                      flex: 'none',
                    }}
                  />
                  <div style={{ minWidth: 0, flex: 1 }}>
                    <Typography.Text strong ellipsis style={{ display: 'block' }}>
                      {item.artwork.title}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {size.width_cm} × {size.height_cm} cm ·{' '}
                      <Tag color="blue" style={{ marginInlineEnd: 0 }} aria-label={`Print size ${printSize}`}>
                        {printSize.toUpperCase()}
                      </Tag>
                    </Typography.Text>
                  </div>
                  <Tooltip title="Focus and use the arrow keys to move (Shift for bigger steps)">
                    <Button
                      type="text"
                      icon={<DragOutlined />}
                      aria-label={`Move ${item.artwork.title} with the arrow keys`}
                      onKeyDown={(event) => {
                        const step = event.shiftKey ? 10 : 1;
                        const moves: Record<string, [number, number]> = {
                          ArrowLeft: [-step, 0],
                          ArrowRight: [step, 0],
                          ArrowUp: [0, -step],
                          ArrowDown: [0, step],
                        };
                        const delta = moves[event.key];
                        if (!delta) return;
                        event.preventDefault();
                        onNudge(id, delta[0], delta[1]);
                      }}
                    />
                  </Tooltip>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Remove ${item.artwork.title}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      onRemove(id);
                    }}
                  />
                </Flex>
                <Flex gap={8} wrap style={{ marginTop: 8 }}>
                  <Space.Compact style={{ width: 130 }}>
                    <InputNumber
                      aria-label={`Width in cm of ${item.artwork.title}`}
                      min={minCm}
                      max={maxCm}
                      step={0.1}
                      precision={1}
                      value={pxToCm(item.box.width, pxPerCm)}
                      onChange={(value) => {
                        if (typeof value === 'number')
                          onResize(id, resizeToWidthCm(item.box, value, bounds, pxPerCm));
                      }}
                      style={{ width: '100%' }}
                      suffix="cm"
                    />
                  </Space.Compact>
                  <Select
                    aria-label={`Finishing of ${item.artwork.title}`}
                    value={offered ? item.finishing : undefined}
                    placeholder="Finishing"
                    status={offered ? undefined : 'warning'}
                    options={finishingMethods.map((method) => ({ value: method.key, label: method.title }))}
                    onChange={(finishing) => onDecorate(id, { finishing })}
                    style={{ flex: 1, minWidth: 140 }}
                  />
                  <Select
                    aria-label={`Colours of ${item.artwork.title}`}
                    value={item.colors_count}
                    options={COLORS_COUNT_OPTIONS.map((value) => ({ value, label: colorsCountLabel(value) }))}
                    onChange={(colors_count) => onDecorate(id, { colors_count })}
                    style={{ width: 130 }}
                  />
                </Flex>
                <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block', marginTop: 4 }}>
                  Width {minCm} – {maxCm} cm on this face
                </Typography.Text>
              </div>
            );
          })}
        </Flex>
      )}
    </Card>
  );
}
