import type { Artwork, FinishingMethod } from '@livery/api-schemas/artworks';
import { Card, Flex, Tag, Typography } from 'antd';
import { colorsCountLabel, finishingTitle } from './artwork-labels.ts';
import { ArtworkThumbnail } from './artwork-thumbnail.tsx';

const TAG_STYLE = { marginInlineEnd: 0, maxWidth: '100%' } as const;

/** One artwork in the grid; the whole card opens it (click, Enter or Space). */
export function ArtworkCard({
  artwork,
  finishingMethods,
  onOpen,
}: {
  artwork: Artwork;
  finishingMethods: FinishingMethod[] | undefined;
  onOpen: (artwork: Artwork) => void;
}) {
  const finishing = finishingTitle(finishingMethods, artwork.finishing);
  return (
    <Card
      hoverable
      size="small"
      role="button"
      tabIndex={0}
      aria-label={`Open artwork ${artwork.title}`}
      data-testid="artwork-card"
      onClick={() => onOpen(artwork)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen(artwork);
        }
      }}
      styles={{ body: { padding: 10 } }}
      style={{ height: '100%' }}
    >
      <ArtworkThumbnail src={artwork.thumb_url} alt={artwork.title} />
      <Typography.Text
        strong
        ellipsis={{ tooltip: artwork.title }}
        style={{ display: 'block', marginTop: 8 }}
      >
        {artwork.title}
      </Typography.Text>
      <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
        {artwork.team_name ?? 'No team'} · {artwork.user_name || 'Unknown'}
      </Typography.Text>
      <Flex wrap gap={4} style={{ marginTop: 6 }}>
        <Tag
          color="blue"
          title={finishing}
          style={{ ...TAG_STYLE, overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {finishing}
        </Tag>
        <Tag style={TAG_STYLE}>
          {colorsCountLabel(artwork.colors_count)} {artwork.colors_count === 1 ? 'colour' : 'colours'}
        </Tag>
        <Tag style={TAG_STYLE}>{artwork.print_size.toUpperCase()}</Tag>
      </Flex>
    </Card>
  );
}
