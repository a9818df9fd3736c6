import { SkinOutlined } from '@ant-design/icons';

/** A product's picture on a soft background, or a calm placeholder when it has none. */
export function ProductPicture({
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
        <img
          src={src}
          alt={alt}
          loading="lazy"
          style={{ maxHeight: '100%', maxWidth: '100%', objectFit: 'contain' }}
        />
      ) : (
        <SkinOutlined style={{ fontSize: 48, color: '#c9cfd8' }} />
      )}
    </div>
  );
}
