import type { BuilderResponse } from '@livery/api-schemas/builder';
import type { Box } from '@livery/domain/builder-geometry';
import { Badge, Card, Tabs, Typography } from 'antd';
import type { BuilderState } from '../state/builder-state.ts';
import { DesignCanvas } from './design-canvas.tsx';
import { PhotoCarousel } from './photo-carousel.tsx';

/**
 * The builder's stage: a tab per face with its artwork count over the garment's canvas, or the product's
 * photos when it cannot be designed.
 */
export function BuilderStage({
  loaded,
  state,
  isDesignable,
  isWide,
  face,
  garmentUrl,
  bounds,
  selectedId,
  onFace,
  onMove,
  onSelect,
}: {
  loaded: BuilderResponse;
  state: BuilderState;
  isDesignable: boolean;
  isWide: boolean;
  face: string;
  garmentUrl: string | undefined;
  bounds: Box;
  selectedId: string | null;
  onFace: (face: string) => void;
  onMove: (artworkId: string, box: Box) => void;
  onSelect: (artworkId: string | null) => void;
}) {
  const { product } = loaded;
  const items = state.faces[face] ?? [];
  return isDesignable ? (
    <Card size="small" styles={{ body: { padding: isWide ? 16 : 8 } }}>
      <Tabs
        activeKey={face}
        onChange={onFace}
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
        onMove={onMove}
        onSelect={onSelect}
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
}
