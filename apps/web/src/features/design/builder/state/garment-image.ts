import { useQuery } from '@tanstack/react-query';
import { builderKeys } from '../api/builder-keys.ts';

/** The templates draw the garment body in white; a colour is applied by repainting that fill. */
const TEMPLATE_BODY_FILL = /fill="#ffffff"/gi;

type FaceRef = { alias: string; template_url: string };
type ColourRef = { value: string; images?: Record<string, string> };

/** The face's template with its white body painted in the colour, as a data URL (the template itself if not SVG). */
async function tintTemplate(face: FaceRef, colour: ColourRef | undefined, signal?: AbortSignal) {
  const response = await fetch(face.template_url, { signal });
  const text = await response.text();
  if (!response.ok || !text.includes('<svg')) return face.template_url;
  const tinted = colour ? text.replace(TEMPLATE_BODY_FILL, `fill="${colour.value}"`) : text;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(tinted)}`;
}

/** The garment picture of a face in a colour, outside React (the saved design's tile is drawn from it). */
export async function loadGarmentImage(face: FaceRef, colour: ColourRef | undefined): Promise<string> {
  return colour?.images?.[face.alias] ?? tintTemplate(face, colour);
}

/**
 * The picture of the garment on a face in the chosen colour: the provider's own picture of that colour
 * when there is one, else the face's template with its white body painted in the colour.
 */
export function useGarmentImage(face: FaceRef | undefined, colour: ColourRef | undefined) {
  const ownPicture = face ? colour?.images?.[face.alias] : undefined;
  return (
    useQuery({
      queryKey: builderKeys.garmentImage(face?.template_url, colour?.value),
      enabled: Boolean(face) && !ownPicture,
      staleTime: Number.POSITIVE_INFINITY,
      queryFn: ({ signal }) => tintTemplate(face!, colour, signal),
      select: (url) => url,
      placeholderData: undefined,
    }).data ?? ownPicture
  );
}
