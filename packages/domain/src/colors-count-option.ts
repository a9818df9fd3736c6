import { COLORS_COUNT_OPTIONS, type ColorsCount } from './finishing.ts';

const MORE_THAN_FOUR: ColorsCount = 99;

/**
 * The colour-count option (1-4, or 99 for more than four) of a number of colours counted in a file.
 * A file in which nothing was counted (only `currentColor`, say) starts at 1, the cheapest, for the buyer to correct.
 */
export function colorsCountOption(counted: number): ColorsCount {
  if (!Number.isFinite(counted) || counted < 1) return 1;
  const whole = Math.ceil(counted);
  return COLORS_COUNT_OPTIONS.find((option) => option === whole) ?? MORE_THAN_FOUR;
}
