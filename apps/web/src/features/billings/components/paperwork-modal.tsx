import { NOTIFICATION_TIMEOUT_MS } from '@livery/domain/constants';
import {
  PAPERWORK_KIND_LABELS,
  PAPERWORK_KINDS,
  PAPERWORK_MAX_ORDERS,
  type PaperworkKind,
} from '@livery/domain/paperwork';
import { Alert, App, Checkbox, Flex, Modal, Spin, Typography } from 'antd';
import { useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { downloadPaperworks } from '../api/download-paperworks.ts';

/** Bytes as people read them: 820 KB, 12.4 MB. */
function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * How far a download has come: 'Preparing…' until the first byte, then the bytes received (the zip's size is not
 * known while it is being made, so there is no percentage to show).
 */
function DownloadProgress({ receivedBytes }: { receivedBytes: number }) {
  return (
    <Flex
      role="status"
      aria-live="polite"
      data-testid="paperwork-progress"
      align="center"
      gap={8}
      style={{ marginTop: 12 }}
    >
      <Spin size="small" />
      <Typography.Text>
        {receivedBytes === 0 ? 'Preparing…' : `Downloading… ${formatBytes(receivedBytes)} received`}
      </Typography.Text>
    </Flex>
  );
}

/**
 * 'Download Paperwork (n)': the kinds to put in the zip (spec 03 section 2.6), all on by default; Download posts
 * the selected orders and saves the zip as it streams in, showing the bytes received. Without a selection it
 * says so instead. A failure is a notice and the modal stays open with the choice as it was.
 */
export function PaperworkModal({
  open,
  orderIds,
  onClose,
}: {
  open: boolean;
  orderIds: string[];
  onClose: () => void;
}) {
  const { message, notification } = App.useApp();
  const [kinds, setKinds] = useState<PaperworkKind[]>([...PAPERWORK_KINDS]);
  const [receivedBytes, setReceivedBytes] = useState<number | null>(null);
  const downloading = useRef<AbortController | null>(null);
  const isDownloading = receivedBytes !== null;
  const isTooMany = orderIds.length > PAPERWORK_MAX_ORDERS;

  const download = async () => {
    const controller = new AbortController();
    downloading.current = controller;
    setReceivedBytes(0);
    try {
      await downloadPaperworks(
        { ids: orderIds, fields: kinds },
        { onProgress: setReceivedBytes, signal: controller.signal },
      );
      void message.success('Paperwork downloaded');
      onClose();
    } catch (error) {
      if (!controller.signal.aborted) {
        notification.error({
          message: error instanceof ApiError ? error.message : 'Something went wrong!',
          duration: NOTIFICATION_TIMEOUT_MS / 1000,
        });
      }
    } finally {
      downloading.current = null;
      setReceivedBytes(null);
    }
  };

  const close = () => {
    downloading.current?.abort();
    onClose();
  };

  return (
    <Modal
      open={open}
      title="Download Paperwork"
      onCancel={close}
      okText="Download"
      okButtonProps={{
        disabled: orderIds.length === 0 || kinds.length === 0 || isTooMany,
        loading: isDownloading,
      }}
      onOk={() => void download()}
    >
      {orderIds.length === 0 ? (
        <Alert
          type="warning"
          showIcon
          message="Please select orders from list!"
          style={{ marginBottom: 12 }}
        />
      ) : isTooMany ? (
        <Alert
          type="warning"
          showIcon
          message={`Please select at most ${PAPERWORK_MAX_ORDERS} orders (${orderIds.length} selected).`}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <Checkbox.Group
        value={kinds}
        disabled={isDownloading}
        onChange={(values) => setKinds(values as PaperworkKind[])}
        options={PAPERWORK_KINDS.map((kind) => ({ value: kind, label: PAPERWORK_KIND_LABELS[kind] }))}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        *Download will take a while, please do not close the new window
      </Typography.Paragraph>
      {isDownloading ? <DownloadProgress receivedBytes={receivedBytes} /> : null}
    </Modal>
  );
}
