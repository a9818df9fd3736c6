const WHOLE_NUMBER = /^\d+$/;
const collator = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * Spec 03 section 2.4: staff ids sort as numbers when both are numbers ('9' before '10', '007' as 7), and as
 * text otherwise; numbers come before text.
 */
export function compareStaffIds(a: string, b: string): number {
  const [left, right] = [a.trim(), b.trim()];
  const [isLeftNumber, isRightNumber] = [WHOLE_NUMBER.test(left), WHOLE_NUMBER.test(right)];
  if (isLeftNumber && isRightNumber) {
    const difference = Number(left) - Number(right);
    return difference !== 0 ? Math.sign(difference) : collator.compare(left, right);
  }
  if (isLeftNumber !== isRightNumber) return isLeftNumber ? -1 : 1;
  return collator.compare(left, right);
}
