import type { Artwork } from '@livery/api-schemas/artworks';
import { Modal } from 'antd';
import { ArtworkBrowser } from './components/artwork-browser.tsx';

/** Inside the builder the list shows six artworks a page (spec 02 section 2.5). */
const BUILDER_PAGE_SIZE = 6;

/**
 * The design manager as the product builder opens it: the same list, upload and edit as /design-managers,
 * plus 'Use This Artwork', which hands the chosen artwork to `onUse` (the modal stays open; the builder
 * closes it if it wants to).
 */
export function DesignManagerModal({
  open,
  onClose,
  onUse,
}: {
  open: boolean;
  onClose: () => void;
  onUse: (artwork: Artwork) => void;
}) {
  return (
    <Modal open={open} title="Design Manager" onCancel={onClose} footer={null} width={880} destroyOnHidden>
      <ArtworkBrowser defaultPageSize={BUILDER_PAGE_SIZE} canChangePageSize={false} onUse={onUse} />
    </Modal>
  );
}
