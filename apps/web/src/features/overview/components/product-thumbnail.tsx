import { SkinOutlined } from '@ant-design/icons';

/** A saved product's picture, or a calm placeholder. */
export function ProductThumbnail({
  src,
  alt,
  height = 180,
}: {
  src: string | null;
  alt: string;
  height?: number;
}) {
  return (
    <div
      style={{
        height,
        background: '#f5f7fa',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: 8,
        overflow: 'hidden',
      }}
    >
      {src ? (
        <img src={src} alt={alt} style={{ maxHeight: '100%', maxWidth: '100%', objectFit: 'contain' }} />
      ) : (
        <SkinOutlined style={{ fontSize: 48, color: '#c9cfd8' }} />
      )}
    </div>
  );
}
