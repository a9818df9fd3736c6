import type { FinishingMethod } from '@livery/api-schemas/artworks';
import { COLORS_COUNT_OPTIONS, PRINT_SIZE_CLASSES } from '@livery/domain/finishing';

/** 99 is how the spec stores "more than four colours". */
export function colorsCountLabel(count: number): string {
  return count === 99 ? 'More than 4' : String(count);
}

export const COLORS_COUNT_CHOICES = COLORS_COUNT_OPTIONS.map((value) => ({
  value,
  label: colorsCountLabel(value),
}));

export const PRINT_SIZE_CHOICES = PRINT_SIZE_CLASSES.map((value) => ({ value, label: value.toUpperCase() }));

/** The provider's name for a finishing key, or the key itself while the list is loading. */
export function finishingTitle(methods: FinishingMethod[] | undefined, key: string): string {
  return methods?.find((method) => method.key === key)?.title ?? key;
}
