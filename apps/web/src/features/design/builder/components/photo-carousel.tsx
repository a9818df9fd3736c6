import type { BuilderResponse } from '@livery/api-schemas/builder';
import { Carousel, Empty } from 'antd';

/** For a product without a design surface: its photos in the chosen colour, else every photo. */
export function PhotoCarousel({ loaded, colour }: { loaded: BuilderResponse; colour: string }) {
  const ofColour = loaded.product_images.filter((image) => image.color_title === colour);
  const colourImages = Object.values(
    loaded.product.colors.find((option) => option.title === colour)?.images ?? {},
  );
  const urls =
    ofColour.length > 0
      ? ofColour.map((image) => image.large_url)
      : colourImages.length > 0
        ? colourImages
        : loaded.product_images.length > 0
          ? loaded.product_images.map((image) => image.large_url)
          : loaded.primary_image
            ? [loaded.primary_image]
            : [];
  if (urls.length === 0) return <Empty description="No photos of this product yet" />;
  return (
    <Carousel arrows dots style={{ background: '#f4f6fa', borderRadius: 12 }}>
      {urls.map((url) => (
        <div key={url}>
          <img
            src={url}
            alt={`${loaded.product.title} in ${colour}`}
            style={{ width: '100%', maxHeight: 520, objectFit: 'contain' }}
          />
        </div>
      ))}
    </Carousel>
  );
}
