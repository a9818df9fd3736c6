import { type CalendarDay, calendarDay, calendarDayStart, nextCalendarDay } from './calendar-day.ts';
import { DEFAULT_CURRENCY, formatMoneyWithCode } from './money.ts';

/** What decides whether a discount code may be used now: its switch, its dates and its usage limit. */
export interface DiscountCodeState {
  code: string;
  isActive: boolean;
  validFrom: Date | null;
  validUntil: Date | null;
  usageLimit: number | null;
  usedCount: number;
}

/** Codes are kept and compared upper-case with no surrounding spaces (the input upper-cases as typed). */
export function normaliseDiscountCode(text: string): string {
  return text.trim().toUpperCase();
}

/**
 * The instants a code valid from one day through another (the provider's days, both included) is usable
 * between: from 00:00 on the first day to the last millisecond of the last, in the provider's zone, so a code
 * valid through 30 Nov works until 23:59 on 30 Nov there.
 */
export function discountCodeValidity(
  from: CalendarDay | null,
  until: CalendarDay | null,
  timeZone: string,
): { validFrom: Date | null; validUntil: Date | null } {
  return {
    validFrom: from ? calendarDayStart(from, timeZone) : null,
    validUntil: until ? new Date(calendarDayStart(nextCalendarDay(until), timeZone).getTime() - 1) : null,
  };
}

/** The message a buyer sees for an unknown code. */
export function unknownDiscountCodeMessage(code: string): string {
  return `Discount code ${normaliseDiscountCode(code)} does not exist.`;
}

/**
 * Why a code cannot be used at `now`, or null when it can: inactive, not yet valid, expired or used up. The
 * days it names are the provider's (`timeZone`).
 */
export function discountCodeProblem(state: DiscountCodeState, now: Date, timeZone: string): string | null {
  if (!state.isActive) return `Discount code ${state.code} is no longer active.`;
  if (state.validFrom && now < state.validFrom)
    return `Discount code ${state.code} is not valid until ${calendarDay(state.validFrom, timeZone)}.`;
  if (state.validUntil && now >= state.validUntil)
    return `Discount code ${state.code} expired on ${calendarDay(state.validUntil, timeZone)}.`;
  if (state.usageLimit !== null && state.usedCount >= state.usageLimit)
    return `Discount code ${state.code} has reached its usage limit.`;
  return null;
}

/** How a code reads in lists: `10%` or `SGD 5.00 off`. */
export function describeDiscount(
  kind: 'percentage' | 'fixed',
  value: number,
  currency: string = DEFAULT_CURRENCY,
): string {
  return kind === 'percentage' ? `${value}%` : `${formatMoneyWithCode(value, currency)} off`;
}
