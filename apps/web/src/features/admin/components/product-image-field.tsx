import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Typography } from 'antd';
import { useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { uploadCatalogueImage } from '../api/upload-catalogue-image.ts';

const ACCEPTED = 'image/png,image/jpeg,image/svg+xml,.svg,.png,.jpg,.jpeg';

/** A product picture: its preview, an upload button (png, jpg or svg, checked by the server) and removal. */
export function ProductImageField({
  value,
  onChange,
  label,
  size = 72,
  allowRemove = true,
}: {
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  label: string;
  size?: number;
  allowRemove?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [isUploading, setUploading] = useState(false);
  const { message } = App.useApp();

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const { url } = await uploadCatalogueImage(file);
      onChange(url);
    } catch (error) {
      void message.error(
        error instanceof ApiError ? error.message : 'Can not upload the picture, Something went wrong!',
      );
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Flex align="center" gap={8}>
      <div
        style={{
          width: size,
          height: size,
          flex: 'none',
          border: '1px solid #e3e8ef',
          borderRadius: 8,
          background: '#f7f9fc',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        }}
      >
        {value ? (
          <img src={value} alt={label} style={{ maxWidth: '100%', maxHeight: '100%' }} />
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 11, textAlign: 'center' }}>
            No picture
          </Typography.Text>
        )}
      </div>
      <Flex vertical gap={4}>
        <input
          ref={input}
          type="file"
          accept={ACCEPTED}
          hidden
          aria-label={`${label} file`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <Button
          size="small"
          icon={<UploadOutlined />}
          loading={isUploading}
          onClick={() => input.current?.click()}
          aria-label={`Upload ${label}`}
        >
          {value ? 'Replace' : 'Upload'}
        </Button>
        {value && allowRemove ? (
          <Button
            size="small"
            type="text"
            icon={<DeleteOutlined />}
            onClick={() => onChange(null)}
            aria-label={`Remove ${label}`}
          >
            Remove
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}
