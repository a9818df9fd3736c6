import { SearchOutlined } from '@ant-design/icons';
import type { Artwork } from '@livery/api-schemas/artworks';
import { Alert, Empty, Flex, Input, Pagination, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useJoinedTeams } from '../../../../shared/api/get-joined-teams.ts';
import { useDebouncedValue } from '../../../../shared/hooks/use-debounced-value.ts';
import { useArtworks } from '../../artworks-api/get-artworks.ts';
import { UPLOAD_HINT } from '../../artworks-api/upload-artwork.ts';
import { ArtworkCard } from './artwork-card.tsx';
import { ArtworkModal } from './artwork-modal.tsx';
import { ArtworkUploadButton } from './artwork-upload-button.tsx';

/** Spec 02 section 2.5: keyword search waits 200 ms after the last key. */
const KEYWORD_DEBOUNCE_MS = 200;
export const PAGE_SIZE_OPTIONS = [5, 10, 15, 25, 50, 100];

/**
 * The design manager's body, on its page and inside the builder's modal: keyword and team filters, the
 * Upload button with its hint, the artwork grid with paging, and the artwork modal.
 */
export function ArtworkBrowser({
  defaultPageSize,
  canChangePageSize,
  onUse,
}: {
  defaultPageSize: number;
  canChangePageSize: boolean;
  onUse?: (artwork: Artwork) => void;
}) {
  const [keyword, setKeyword] = useState('');
  const [teamId, setTeamId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(defaultPageSize);
  const [opened, setOpened] = useState<{ artwork: Artwork; mode: 'view' | 'edit' } | null>(null);
  const debouncedKeyword = useDebouncedValue(keyword, KEYWORD_DEBOUNCE_MS);
  const teams = useJoinedTeams();
  const artworks = useArtworks({ keyword: debouncedKeyword, teamId, page, perPage });
  const list = artworks.data?.design_managers ?? [];
  const finishingMethods = artworks.data?.finishing_methods;
  const isFiltered = debouncedKeyword.trim() !== '' || teamId !== null;

  return (
    <>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 8 }}>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Search artworks by title"
          aria-label="Search artworks by title"
          value={keyword}
          onChange={(event) => {
            setKeyword(event.target.value);
            setPage(1);
          }}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        <Select<number | null>
          aria-label="Filter by team"
          value={teamId}
          onChange={(value) => {
            setTeamId(value ?? null);
            setPage(1);
          }}
          allowClear
          loading={teams.isPending}
          options={[
            { value: null, label: 'All teams' },
            ...(teams.data ?? []).map((team) => ({ value: team.id, label: team.name })),
          ]}
          style={{ flex: '1 1 160px', maxWidth: 240 }}
        />
        <div style={{ marginInlineStart: 'auto' }}>
          <ArtworkUploadButton
            teamId={teamId}
            onUploaded={(artwork) => {
              setPage(1);
              setOpened({ artwork, mode: 'edit' });
            }}
          />
        </div>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ fontSize: 13, marginBottom: 16 }}>
        Accepts .svg, .jpg, .jpeg and .png up to 10 MB: {UPLOAD_HINT}.
      </Typography.Paragraph>

      {artworks.isError ? (
        <Alert type="error" showIcon message="The artworks could not be loaded. Please try again." />
      ) : artworks.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : list.length === 0 ? (
        <Empty
          description={
            isFiltered
              ? 'No artwork matches this search.'
              : 'No artwork yet. Upload your logo to use it in the product builder.'
          }
          style={{ padding: '32px 0' }}
        />
      ) : (
        <div
          data-testid="artwork-grid"
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(168px, calc(50% - 6px)), 1fr))',
            gap: 12,
            opacity: artworks.isPlaceholderData ? 0.6 : 1,
            transition: 'opacity 120ms',
          }}
        >
          {list.map((artwork) => (
            <ArtworkCard
              key={artwork.uuid}
              artwork={artwork}
              finishingMethods={finishingMethods}
              onOpen={(chosen) => setOpened({ artwork: chosen, mode: 'view' })}
            />
          ))}
        </div>
      )}

      {artworks.data && artworks.data.meta.total_count > 0 ? (
        <Flex justify="flex-end" style={{ marginTop: 16 }}>
          <Pagination
            current={artworks.data.meta.current_page}
            pageSize={perPage}
            total={artworks.data.meta.total_count}
            showSizeChanger={canChangePageSize}
            pageSizeOptions={PAGE_SIZE_OPTIONS}
            showTotal={(total) => `${total} artwork${total === 1 ? '' : 's'}`}
            onChange={(nextPage, nextSize) => {
              if (nextSize !== perPage) {
                setPerPage(nextSize);
                setPage(1);
              } else {
                setPage(nextPage);
              }
            }}
            responsive
          />
        </Flex>
      ) : null}

      {opened ? (
        <ArtworkModal
          key={`${opened.artwork.uuid}-${opened.mode}`}
          artwork={opened.artwork}
          initialMode={opened.mode}
          finishingMethods={finishingMethods}
          onUse={
            onUse
              ? (artwork) => {
                  setOpened(null);
                  onUse(artwork);
                }
              : undefined
          }
          onClose={() => setOpened(null)}
        />
      ) : null}
    </>
  );
}
