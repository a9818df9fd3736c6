import type { KartItem } from '@livery/api-schemas/cart';
import { Modal, Skeleton } from 'antd';
import { useKartItem } from '../api/get-kart-item.ts';
import { NameListTable, TagsTable } from './name-list-table.tsx';

/** Name List Preview (or the RFID tags preview) of one cart line, loaded when opened. */
export function NameListModal({
  item,
  view,
  onClose,
}: {
  item: KartItem;
  view: 'names' | 'tags';
  onClose: () => void;
}) {
  const detail = useKartItem(item.uuid);
  const employees = detail.data?.employees ?? [];
  return (
    <Modal
      open
      title={view === 'names' ? `Name List Preview: ${item.title}` : `RFID Tags: ${item.title}`}
      footer={null}
      onCancel={onClose}
      width={900}
    >
      {detail.isPending ? (
        <Skeleton active />
      ) : view === 'names' ? (
        <NameListTable employees={employees} />
      ) : (
        <TagsTable employees={employees} />
      )}
    </Modal>
  );
}
