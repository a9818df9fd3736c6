import { PictureOutlined } from '@ant-design/icons';

/** A checkerboard shows where an artwork is transparent, as design tools do. */
const CHECKERBOARD = 'repeating-conic-gradient(#eef1f5 0% 25%, #ffffff 0% 50%) 50% / 16px 16px';

/** An artwork's picture, contained in a square (flattened to `maxHeight` on narrow screens) on a checkerboard. */
export function ArtworkThumbnail({ src, alt, maxHeight }: { src: string; alt: string; maxHeight?: number }) {
  return (
    <div
      style={{
        aspectRatio: '1 / 1',
        maxHeight,
        width: '100%',
        boxSizing: 'border-box',
        background: CHECKERBOARD,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: 8,
        overflow: 'hidden',
        padding: 8,
      }}
    >
      {src ? (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', display: 'block' }}
        />
      ) : (
        <PictureOutlined style={{ fontSize: 40, color: '#c9cfd8' }} />
      )}
    </div>
  );
}
