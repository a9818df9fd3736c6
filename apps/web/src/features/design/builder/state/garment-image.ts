import { useQuery } from '@tanstack/react-query';

/** The templates draw the garment body in white; a colour is applied by repainting that fill. */
const TEMPLATE_BODY_FILL = /fill="#ffffff"/gi;

/**
 * The picture of the garment on a face in the chosen colour: the provider's own picture of that colour
 * when there is one, else the face's template with its white body painted in the colour.
 */
export function useGarmentImage(
  face: { alias: string; template_url: string } | undefined,
  colour: { value: string; images?: Record<string, string> } | undefined,
) {
  const ownPicture = face ? colour?.images?.[face.alias] : undefined;
  return (
    useQuery({
      queryKey: ['garment-image', face?.template_url, colour?.value],
      enabled: Boolean(face) && !ownPicture,
      staleTime: Number.POSITIVE_INFINITY,
      queryFn: async ({ signal }) => {
        const response = await fetch(face!.template_url, { signal });
        const text = await response.text();
        if (!response.ok || !text.includes('<svg')) return face!.template_url;
        const tinted = colour ? text.replace(TEMPLATE_BODY_FILL, `fill="${colour.value}"`) : text;
        return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(tinted)}`;
      },
      select: (url) => url,
      placeholderData: undefined,
    }).data ?? ownPicture
  );
}
