import { UploadOutlined } from '@ant-design/icons';
import type { Artwork } from '@livery/api-schemas/artworks';
import { App, Button, Upload } from 'antd';
import { ApiError } from '../../../../shared/api/client.ts';
import {
  ARTWORK_ACCEPT,
  MAX_ARTWORK_MB,
  UPLOAD_FAILED,
  useUploadArtwork,
} from '../../artworks-api/upload-artwork.ts';

/**
 * The Upload button: sends one file, then hands the new artwork on (the page opens it in edit mode).
 * A refusal the server explains (wrong kind, too large) is shown in its words, anything else as the spec's notice.
 */
export function ArtworkUploadButton({
  teamId,
  onUploaded,
}: {
  teamId: number | null;
  onUploaded: (artwork: Artwork) => void;
}) {
  const upload = useUploadArtwork();
  const { notification } = App.useApp();

  const fail = (description?: string) =>
    notification.error({ message: UPLOAD_FAILED, description, duration: 6 });

  return (
    <Upload
      accept={ARTWORK_ACCEPT}
      showUploadList={false}
      multiple={false}
      beforeUpload={(file) => {
        if (file.size > MAX_ARTWORK_MB * 1024 * 1024) {
          fail(`Artwork files can be at most ${MAX_ARTWORK_MB} MB`);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={async ({ file, onSuccess, onError }) => {
        try {
          const artwork = await upload.mutateAsync({ file: file as File, teamId });
          onSuccess?.(artwork);
          onUploaded(artwork);
        } catch (error) {
          const clearer = error instanceof ApiError && error.status < 500 ? error.message : undefined;
          fail(clearer);
          onError?.(error as Error);
        }
      }}
    >
      <Button type="primary" icon={<UploadOutlined />} loading={upload.isPending}>
        Upload
      </Button>
    </Upload>
  );
}
