import { Alert, Checkbox, Modal, Typography } from 'antd';
import { useState } from 'react';

/** The five billing document kinds (spec 03 section 2.6), all on by default. */
export const PAPERWORK_KINDS = [
  { value: 'order_detail', label: 'Order detail' },
  { value: 'delivery_orders', label: 'Delivery orders' },
  { value: 'purchase_order', label: 'Purchase order' },
  { value: 'invoice', label: 'Invoice' },
  { value: 'namelists', label: 'Namelists' },
] as const;

/**
 * 'Download Paperwork (n)': the kinds to put in the zip. Without a selection it says so instead; the zip itself
 * (POST orders/download_paperworks) is made by the paperwork slice, which `onDownload` hands the choice to.
 */
export function PaperworkModal({
  open,
  selectedCount,
  onClose,
  onDownload,
}: {
  open: boolean;
  selectedCount: number;
  onClose: () => void;
  onDownload?: (kinds: string[]) => void;
}) {
  const [kinds, setKinds] = useState<string[]>(PAPERWORK_KINDS.map((kind) => kind.value));
  return (
    <Modal
      open={open}
      title="Download Paperwork"
      onCancel={onClose}
      okText="Download"
      okButtonProps={{ disabled: selectedCount === 0 || kinds.length === 0 || !onDownload }}
      onOk={() => onDownload?.(kinds)}
    >
      {selectedCount === 0 ? (
        <Alert
          type="warning"
          showIcon
          message="Please select orders from list!"
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <Checkbox.Group
        value={kinds}
        onChange={(values) => setKinds(values as string[])}
        options={PAPERWORK_KINDS.map((kind) => ({ value: kind.value, label: kind.label }))}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        *Download will take a while, please do not close the new window
      </Typography.Paragraph>
    </Modal>
  );
}
